import PgBoss from 'pg-boss';
import type { ProviderId } from '../llm/models.js';
import { PROVIDERS, type EngineSettings } from './settings.js';

export const RUN_DEAD_LETTER_QUEUE = 'run-dead';
export const WEEKLY_CAMPAIGNS_QUEUE = 'weekly-campaigns';

/** One queue per provider, so one provider's slowness or rate limit never holds up another's runs. */
export function runQueue(provider: ProviderId): string {
  return `run-${provider}`;
}

/** Starts pg-boss on the service's database; `supervise` is off for processes that only enqueue. */
export async function startBoss(databaseUrl: string, settings: EngineSettings, options: { supervise?: boolean } = {}): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: 'pgboss',
    max: 4,
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
    cronMonitorIntervalSeconds: settings.scheduleCheckSeconds,
    cronWorkerIntervalSeconds: settings.scheduleCheckSeconds,
    supervise: options.supervise ?? true,
    schedule: options.supervise ?? true,
  });
  // Connection errors surface on the calls that fail; the event alone must not crash the process.
  boss.on('error', () => {});
  await boss.start();
  await boss.createQueue(RUN_DEAD_LETTER_QUEUE);
  for (const provider of PROVIDERS) {
    await boss.createQueue(runQueue(provider), {
      name: runQueue(provider),
      retryLimit: settings.maxRetries,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: settings.jobExpireSeconds,
      deadLetter: RUN_DEAD_LETTER_QUEUE,
    });
  }
  await boss.createQueue(WEEKLY_CAMPAIGNS_QUEUE);
  return boss;
}
