import type PgBoss from 'pg-boss';
import type { JobQueue } from '../modules/campaigns/service.js';
import { startBoss } from './boss.js';
import { pgBossJobQueue } from './job-queue.js';
import { loadEngineSettings, type EngineSettings } from './settings.js';

export interface JobRuntime {
  boss: PgBoss;
  settings: EngineSettings;
  queue: JobQueue;
  stop(): Promise<void>;
}

/** The job queue on the service's database; `supervise: false` for processes that only enqueue. */
export async function startJobs(databaseUrl: string, env: NodeJS.ProcessEnv, options: { supervise?: boolean } = {}): Promise<JobRuntime> {
  const settings = loadEngineSettings(env);
  const boss = await startBoss(databaseUrl, settings, options);
  return {
    boss,
    settings,
    queue: pgBossJobQueue(boss),
    // Waits for runs in flight; a run cut off by the timeout is picked up again by another worker.
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
