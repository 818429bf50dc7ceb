import type PgBoss from 'pg-boss';
import { MODELS } from '../llm/models.js';
import type { RunEnqueuer } from '../modules/campaigns/service.js';
import { runQueue } from './boss.js';

export interface RunJobData {
  runId: string;
  accountId: string;
}

export function pgBossRunEnqueuer(boss: PgBoss): RunEnqueuer {
  return {
    async enqueueRuns(executeSql, runs) {
      if (runs.length === 0) return;
      const jobs = runs.map((run) => ({ name: runQueue(MODELS[run.model].provider), data: { runId: run.id, accountId: run.accountId } satisfies RunJobData }));
      await boss.insert(jobs, { db: { executeSql: (text, values) => executeSql(text, values) } });
    },
  };
}
