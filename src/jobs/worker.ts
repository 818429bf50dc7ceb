import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client.js';
import { createAnswerEngine } from '../llm/engine.js';
import { isModelConfigured, MODEL_IDS, MODELS, type ProviderId } from '../llm/models.js';
import { AnalyzerCache } from '../modules/analysis/analyzers.js';
import { reanalyzeBrand } from '../modules/analysis/reanalyze.js';
import type { CampaignDeps } from '../modules/campaigns/service.js';
import { REANALYSIS_QUEUE, RUN_DEAD_LETTER_QUEUE, runQueue, WEEKLY_CAMPAIGNS_QUEUE } from './boss.js';
import { ProviderGate } from './provider-gate.js';
import type { ReanalysisJobData, RunJobData } from './job-queue.js';
import { handleDeadRunJob, handleRunJob, type RunJobDeps } from './run-job.js';
import type { EngineSettings } from './settings.js';
import { launchWeeklyCampaigns } from './weekly.js';

const IDLE_POLL_SECONDS = 1;

export interface WorkerDeps {
  db: Db;
  boss: PgBoss;
  env: NodeJS.ProcessEnv;
  settings: EngineSettings;
  campaigns: CampaignDeps;
  log: FastifyBaseLogger;
}

/** Providers this process can call: a worker does not poll for runs it could only fail. */
export function servedProviders(env: NodeJS.ProcessEnv): ProviderId[] {
  return [...new Set(MODEL_IDS.filter((model) => isModelConfigured(model, env)).map((model) => MODELS[model].provider))];
}

export async function startWorker(deps: WorkerDeps): Promise<void> {
  const runDeps: RunJobDeps = {
    db: deps.db,
    engine: createAnswerEngine(deps.env),
    gate: new ProviderGate(deps.db),
    settings: deps.settings,
    analyzers: new AnalyzerCache(deps.db),
  };
  const options = { includeMetadata: true as const, batchSize: 1, pollingIntervalSeconds: IDLE_POLL_SECONDS };
  for (const provider of servedProviders(deps.env)) {
    // One polling loop per concurrent call: a loop takes its next job as soon as it is free.
    for (let slot = 0; slot < deps.settings.concurrency[provider]; slot += 1) {
      let workerId: string | undefined;
      workerId = await deps.boss.work<RunJobData>(runQueue(provider), options, async ([job]) => {
        if (!job) return;
        await handleRunJob(runDeps, job);
        // pg-boss would wait out its polling interval even after a job; a busy queue is fetched again at once.
        if (workerId) deps.boss.notifyWorker(workerId);
      });
    }
  }
  await deps.boss.work<RunJobData>(RUN_DEAD_LETTER_QUEUE, { batchSize: 10 }, async (jobs) => {
    for (const job of jobs) await handleDeadRunJob(deps.db, job);
  });
  await deps.boss.work<ReanalysisJobData>(REANALYSIS_QUEUE, async ([job]) => {
    if (job) await reanalyzeBrand(deps.db, job.data.accountId, job.data.brandId);
  });
  await deps.boss.schedule(WEEKLY_CAMPAIGNS_QUEUE, deps.settings.weeklyCron, {}, { tz: 'UTC' });
  await deps.boss.work(WEEKLY_CAMPAIGNS_QUEUE, { includeMetadata: true }, async ([job]) => {
    if (job) await launchWeeklyCampaigns(deps.campaigns, job.createdOn.toISOString().slice(0, 16), deps.log);
  });
}
