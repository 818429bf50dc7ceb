import type PgBoss from 'pg-boss';
import type { JobQueue } from '../modules/campaigns/service.js';
import type { WarningLog } from '../lib/error-log.js';
import { startBoss } from './boss.js';
import { pgBossJobQueue } from './job-queue.js';
import type { EngineSettings } from './settings.js';

/**
 * How long pg-boss waits for its own handlers (re-analysis, weekly launches) when it stops: a process must be gone
 * within 10 s of SIGTERM, run loops and the HTTP server included. A re-analysis cut off is taken up again later.
 */
const BOSS_STOP_TIMEOUT_MS = 3_000;

export interface JobRuntime {
  boss: PgBoss;
  settings: EngineSettings;
  queue: JobQueue;
  /** Runs `hook` first when the runtime stops (a worker's own job loops drain before pg-boss stops). */
  onStop(hook: () => Promise<void>): void;
  stop(): Promise<void>;
}

/** The job queue on the service's database; `supervise: false` for processes that only enqueue. */
export async function startJobs(
  databaseUrl: string,
  settings: EngineSettings,
  options: { supervise?: boolean; log?: WarningLog } = {},
): Promise<JobRuntime> {
  const boss = await startBoss(databaseUrl, settings, options);
  const stopHooks: (() => Promise<void>)[] = [];
  return {
    boss,
    settings,
    queue: pgBossJobQueue(boss),
    onStop: (hook) => void stopHooks.push(hook),
    // Run loops first: runs in flight finish or go back to the queue, then pg-boss stops.
    async stop() {
      // A hook that fails must not keep pg-boss from stopping.
      await Promise.allSettled(stopHooks.map((hook) => hook()));
      await boss.stop({ graceful: true, wait: true, timeout: BOSS_STOP_TIMEOUT_MS });
    },
  };
}
