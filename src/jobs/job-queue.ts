import type PgBoss from 'pg-boss';
import { MODELS } from '../llm/models.js';
import type { JobQueue } from '../modules/campaigns/service.js';
import { REANALYSIS_QUEUE, runQueue } from './boss.js';

export interface RunJobData {
  runId: string;
  accountId: string;
}

export interface ReanalysisJobData {
  accountId: string;
  brandId: string;
}

export function pgBossJobQueue(boss: PgBoss): JobQueue {
  return {
    async enqueueRuns(executeSql, runs) {
      if (runs.length === 0) return;
      const jobs = runs.map((run) => ({
        name: runQueue(MODELS[run.model].provider),
        data: { runId: run.id, accountId: run.accountId } satisfies RunJobData,
      }));
      await boss.insert(jobs, { db: { executeSql: (text, values) => executeSql(text, values) } });
    },
    async enqueueReanalysis(executeSql, accountId, brandId) {
      const db = { executeSql: (text: string, values: unknown[]) => executeSql(text, values) };
      await boss.send(REANALYSIS_QUEUE, { accountId, brandId } satisfies ReanalysisJobData, { singletonKey: brandId, db });
    },
  };
}
