import PgBoss from 'pg-boss';
import { repeatingErrorLog, SILENT, type WarningLog } from '../lib/error-log.js';
import type { ProviderId } from '../llm/models.js';
import { PROVIDERS, type EngineSettings } from './settings.js';

export const RUN_DEAD_LETTER_QUEUE = 'run-dead';
export const WEEKLY_CAMPAIGNS_QUEUE = 'weekly-campaigns';
export const REANALYSIS_QUEUE = 'reanalyze-brand';

/** One queue per provider, so one provider's slowness or rate limit never holds up another's runs. */
export function runQueue(provider: ProviderId): string {
  return `run-${provider}`;
}

/** The provider whose runs a run queue holds. */
export function providerOfQueue(queue: string): string {
  return queue.slice('run-'.length);
}

/** Starts pg-boss on the service's database; `supervise` is off for processes that only enqueue. */
export async function startBoss(
  databaseUrl: string,
  settings: EngineSettings,
  options: { supervise?: boolean; log?: WarningLog } = {},
): Promise<PgBoss> {
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
  // Connection errors also surface on the calls that fail; the event must not crash the process, and is logged.
  boss.on('error', repeatingErrorLog(options.log ?? SILENT, 'the job queue (pg-boss) failed'));
  await boss.start();
  await boss.createQueue(RUN_DEAD_LETTER_QUEUE);
  for (const provider of PROVIDERS) {
    const queue = {
      name: runQueue(provider),
      retryLimit: settings.maxRetries,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: settings.runLeaseSeconds,
      deadLetter: RUN_DEAD_LETTER_QUEUE,
    };
    // createQueue leaves an existing queue as it was; the settings of this start apply to jobs queued from now on.
    await boss.createQueue(queue.name, queue);
    await boss.updateQueue(queue.name, queue);
  }
  await boss.createQueue(WEEKLY_CAMPAIGNS_QUEUE);
  // Stately: at most one queued and one running re-analysis per brand.
  // A brand's re-analysis can take long: it must not be handed to a second worker while it runs.
  const reanalysis = { name: REANALYSIS_QUEUE, policy: 'stately' as const, expireInSeconds: 6 * 3600, retryLimit: 1 };
  await boss.createQueue(REANALYSIS_QUEUE, reanalysis);
  await boss.updateQueue(REANALYSIS_QUEUE, reanalysis);
  return boss;
}
