/** One thing a process closes when it stops, in the order given. */
export interface ShutdownStep {
  name: string;
  run(): Promise<void> | void;
}

interface ShutdownLog {
  info(message: string): void;
  error(details: object, message: string): void;
}

/** A stopping process must be gone within 10 s of SIGTERM (container runtimes kill it then). */
const SHUTDOWN_DEADLINE_MS = 9_000;

/**
 * On SIGTERM or SIGINT, runs the steps one after the other and exits 0. A step that fails is logged and the
 * next runs; steps that take past the deadline, or a second signal, end the process at once with 1.
 */
export function stopOnSignals(steps: readonly ShutdownStep[], log: ShutdownLog, deadlineMs = SHUTDOWN_DEADLINE_MS): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log.info(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal}: shutting down`);
    setTimeout(() => {
      log.error({ deadlineMs }, 'shutdown ran past its deadline; exiting now');
      process.exit(1);
    }, deadlineMs).unref();
    for (const step of steps) {
      try {
        await step.run();
      } catch (error) {
        log.error({ err: error, step: step.name }, 'a shutdown step failed; going on with the next');
      }
    }
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}
