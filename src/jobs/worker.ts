import type { FastifyBaseLogger } from 'fastify';
import type { PooledDb } from '../db/client.js';
import { findBrandAccess } from '../modules/brands/repository.js';
import { refreshOpportunities } from '../modules/opportunities/generation.js';
import { createAnswerEngine } from '../llm/engine.js';
import type { LlmConfig } from '../llm/config.js';
import { isModelConfigured, MODEL_IDS, MODELS, type ProviderId } from '../llm/models.js';
import { AnalysisThreads } from '../analysis/thread-pool.js';
import { AnalyzerCache } from '../modules/analysis/analyzers.js';
import { reanalyzeBrand } from '../modules/analysis/reanalyze.js';
import type { CampaignDeps } from '../modules/campaigns/service.js';
import { REANALYSIS_QUEUE, RUN_DEAD_LETTER_QUEUE, runQueue, WEEKLY_CAMPAIGNS_QUEUE } from './boss.js';
import { BacklogCounter } from './backlog-counter.js';
import { CallSlots } from './call-slots.js';
import { ProviderGate } from './provider-gate.js';
import type { ReanalysisJobData, RunJobData } from './job-queue.js';
import { handleDeadRunJob, handleRunJob, type RunJobDeps } from './run-job.js';
import { RunClaims } from './run-claims.js';
import { RunLoop } from './run-loop.js';
import type { JobRuntime } from './runtime.js';
import { launchWeeklyCampaigns } from './weekly.js';

const IDLE_POLL_MS = 1_000;
/** A stopping worker lets runs about to finish store their answer; the rest go back to the queue for another worker. */
const RUN_STOP_GRACE_MS = 2_000;

/**
 * Jobs a worker holds per provider: twice its calls in flight, so that while a batch of jobs is fetched and claimed, or
 * their answers stored, the provider is still called at its configured concurrency without a gap between runs.
 */
function jobsInProgress(callsInFlight: number): number {
  return callsInFlight * 2;
}

export interface WorkerDeps {
  db: PooledDb;
  jobs: JobRuntime;
  llm: LlmConfig;
  campaigns: CampaignDeps;
  log: FastifyBaseLogger;
  /** The analyzer module the analysis threads load; tests swap in one that misbehaves. */
  analyzerModule?: URL;
}

/** Providers this process can call: a worker does not poll for runs it could only fail. */
export function servedProviders(llm: LlmConfig): ProviderId[] {
  return [...new Set(MODEL_IDS.filter((model) => isModelConfigured(model, llm)).map((model) => MODELS[model].provider))];
}

/** Stored runs wait this long to be counted together into their campaigns and aggregates. */
const BACKLOG_DELAY_MS = 200;
/** How often runs a dead worker stored but never counted, and opportunities it never regenerated, are looked for. */
const BACKLOG_SWEEP_MS = 5_000;

/** Once a campaign's last runs are counted, its brand's opportunities are regenerated from them. */
async function refreshOpportunitiesOf(db: PooledDb, accountId: string, brandId: string): Promise<void> {
  const access = await findBrandAccess(db, accountId, brandId);
  if (access.kind === 'owned') await refreshOpportunities(db, access.brand);
}

export async function startWorker(deps: WorkerDeps): Promise<void> {
  const { boss, settings } = deps.jobs;
  const backlog = new BacklogCounter({
    db: deps.db,
    delayMs: BACKLOG_DELAY_MS,
    sweepMs: BACKLOG_SWEEP_MS,
    refreshOpportunities: ({ accountId, brandId }) => refreshOpportunitiesOf(deps.db, accountId, brandId),
    log: deps.log,
  });
  const analysisThreads = new AnalysisThreads({
    threads: settings.analysisThreads,
    timeoutMs: settings.analysisTimeoutMs,
    analyzerModule: deps.analyzerModule,
  });
  const runDeps: RunJobDeps = {
    db: deps.db,
    claims: new RunClaims(deps.db),
    backlog,
    engine: createAnswerEngine(deps.llm),
    gate: new ProviderGate(deps.db),
    settings,
    analyzers: new AnalyzerCache(deps.db, analysisThreads),
    callSlots: new CallSlots(settings.concurrency),
    log: deps.log,
  };
  const loops = servedProviders(deps.llm).map(
    (provider) =>
      new RunLoop({
        boss,
        queue: runQueue(provider),
        slots: jobsInProgress(settings.concurrency[provider]),
        // Half the extra jobs: the provider's call slots stay fed while a batch is fetched.
        batch: Math.max(1, Math.floor(settings.concurrency[provider] / 2)),
        idlePollMs: IDLE_POLL_MS,
        leaseSeconds: settings.runLeaseSeconds,
        runTimeLimitSeconds: settings.runTimeLimitSeconds,
        handle: (job) => handleRunJob(runDeps, job),
        log: deps.log,
      }),
  );
  for (const loop of loops) loop.start();
  // The runs in flight are stored first, then counted.
  deps.jobs.onStop(async () => {
    await Promise.allSettled(loops.map((loop) => loop.stop(RUN_STOP_GRACE_MS)));
    await Promise.allSettled([backlog.stop(), analysisThreads.close()]);
  });
  await boss.work<RunJobData>(RUN_DEAD_LETTER_QUEUE, { batchSize: 10 }, async (jobs) => {
    for (const job of jobs) await handleDeadRunJob(runDeps, job);
  });
  await boss.work<ReanalysisJobData>(REANALYSIS_QUEUE, async ([job]) => {
    if (!job) return;
    const { overBudget } = await reanalyzeBrand(deps.db, job.data.accountId, job.data.brandId, undefined, analysisThreads);
    if (overBudget > 0)
      deps.log.error(
        { brandId: job.data.brandId, overBudget },
        're-analysis: answers ran over the analysis time budget and keep their previous analysis',
      );
  });
  await boss.schedule(WEEKLY_CAMPAIGNS_QUEUE, settings.weeklyCron, {}, { tz: 'UTC' });
  await boss.work(WEEKLY_CAMPAIGNS_QUEUE, { includeMetadata: true }, async ([job]) => {
    if (job) await launchWeeklyCampaigns(deps.campaigns, job.createdOn.toISOString().slice(0, 16), deps.log);
  });
}
