/** What an error event is logged to: a pino logger fits. */
export interface WarningLog {
  warn(details: object, message: string): void;
}

/** Logs nothing: for processes and tests that give no logger. */
export const SILENT: WarningLog = { warn: () => undefined };

/**
 * A handler for an error event that repeats as long as its cause lasts (a database that is down makes
 * every poll fail): the first is logged, then at most one every `intervalMs`, with how many it stands for.
 */
export function repeatingErrorLog(log: WarningLog, message: string, intervalMs = 30_000): (error: Error) => void {
  let lastLogged = -Infinity;
  let unlogged = 0;
  return (error) => {
    const now = Date.now();
    if (now - lastLogged < intervalMs) {
      unlogged++;
      return;
    }
    log.warn(
      { err: error, ...(unlogged > 0 ? { since: unlogged } : {}) },
      unlogged > 0 ? `${message} (and ${unlogged} more since)` : message,
    );
    lastLogged = now;
    unlogged = 0;
  };
}
