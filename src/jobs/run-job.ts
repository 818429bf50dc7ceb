import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { AnswerAnalysis } from '../analysis/index.js';
import { AnalysisTimeoutError } from '../analysis/thread-pool.js';
import type { PooledDb } from '../db/client.js';
import type { AnalyzerCache } from '../modules/analysis/analyzers.js';
import { MODELS, type ModelId } from '../llm/models.js';
import { runSystemContext } from '../llm/persona.js';
import { LlmError, type Answer, type AnswerEngine, type AnswerRequest } from '../llm/types.js';
import type { Claim, RunContext } from '../modules/campaigns/claim-repository.js';
import { cancelRun, finishRun } from '../modules/campaigns/run-repository.js';
import { providerCallDuration, runsFinished } from '../observability/metrics.js';
import { providerOfQueue } from './boss.js';
import type { CallSlots } from './call-slots.js';
import type { ProviderGate } from './provider-gate.js';
import type { RunJobData } from './job-queue.js';
import type { EngineSettings } from './settings.js';

const MAX_RATE_LIMIT_WAITS = 5;
const DEFAULT_RATE_LIMIT_PAUSE_MS = 5_000;

/** Where a stored run is reported, to be counted into its campaign and aggregates. */
export interface StoredRuns {
  stored(accountId: string, brandId: string): void;
}

export interface RunJobDeps {
  db: PooledDb;
  claims: { claim(accountId: string, runId: string): Promise<Claim> };
  backlog: StoredRuns;
  engine: AnswerEngine;
  gate: ProviderGate;
  settings: EngineSettings;
  analyzers: AnalyzerCache;
  callSlots: CallSlots;
  log: FastifyBaseLogger;
}

export function toLlmError(error: unknown): LlmError {
  if (error instanceof LlmError) return error;
  return new LlmError('unknown', error instanceof Error ? error.message : String(error), { cause: error });
}

function answerRequest(context: RunContext, settings: EngineSettings): AnswerRequest {
  const { run, prompt, brand, avatar } = context;
  return {
    model: run.model as ModelId,
    prompt: prompt.text,
    system: runSystemContext(prompt.language, prompt.country, avatar?.role ? avatar : null),
    language: prompt.language,
    country: prompt.country,
    timeoutMs: settings.timeoutMs,
    context: {
      brandName: brand.name,
      brandAliases: brand.aliases,
      brandDomain: brand.domain,
      topicSeed: context.topicSeed,
      runIndex: run.runIndex,
      date: run.createdAt.toISOString().slice(0, 10),
    },
  };
}

/**
 * A provider's 429 pauses that provider on every worker and this run waits its turn, within half
 * the run time limit, which leaves the run time to finish.
 */
async function answerWithinRateLimits(deps: RunJobDeps, request: AnswerRequest): Promise<Answer> {
  const provider = MODELS[request.model].provider;
  const waitBudgetEnds = Date.now() + (deps.settings.runTimeLimitSeconds * 1000) / 2;
  for (let attempt = 1; ; attempt += 1) {
    if (!(await deps.gate.wait(provider, waitBudgetEnds))) {
      throw new LlmError('rate_limited', `${provider} is paused by its rate limit beyond this job's time; retrying later`);
    }
    const callStarted = performance.now();
    try {
      const answer = await deps.callSlots.run(provider, () => deps.engine.answer(request));
      providerCallDuration.observe({ provider, result: 'ok' }, (performance.now() - callStarted) / 1000);
      return answer;
    } catch (error) {
      const llmError = toLlmError(error);
      providerCallDuration.observe({ provider, result: llmError.errorClass }, (performance.now() - callStarted) / 1000);
      if (llmError.errorClass !== 'rate_limited') throw llmError;
      const pauseMs = llmError.retryAfterMs ?? DEFAULT_RATE_LIMIT_PAUSE_MS * attempt;
      if (attempt >= MAX_RATE_LIMIT_WAITS || Date.now() + pauseMs > waitBudgetEnds) throw llmError;
      await deps.gate.pause(provider, pauseMs);
    }
  }
}

export async function handleRunJob(deps: RunJobDeps, job: PgBoss.JobWithMetadata<RunJobData>): Promise<void> {
  const provider = providerOfQueue(job.name);
  try {
    runsFinished.inc({ provider, outcome: await runJob(deps, job) });
  } catch (error) {
    runsFinished.inc({ provider, outcome: 'retried' });
    throw error;
  }
}

/** Runs the job's run and says how it ended; throws for pg-boss to retry the job. */
async function runJob(deps: RunJobDeps, job: PgBoss.JobWithMetadata<RunJobData>): Promise<'completed' | 'failed' | 'cancelled'> {
  const { runId, accountId } = job.data;
  const context = await deps.claims.claim(accountId, runId);
  // Held through every pause of the claim: failing the job has pg-boss deliver it again after its retry delay.
  if (context === 'busy')
    throw new Error('Another transaction held the run too long (a cancel, a deletion or another delivery of its job); trying again later');
  if (!context) {
    await cancelRun(deps.db, accountId, runId);
    return 'cancelled';
  }
  let answer: Answer;
  try {
    answer = await answerWithinRateLimits(deps, answerRequest(context, deps.settings));
  } catch (error) {
    const llmError = toLlmError(error);
    if (llmError.retryable && job.retryCount < job.retryLimit) throw llmError;
    const finished = await finishRun(deps.db, accountId, runId, {
      kind: 'failed',
      errorClass: llmError.errorClass,
      message: llmError.message,
    });
    if (finished) deps.backlog.stored(accountId, finished.brandId);
    return 'failed';
  }
  // Failures from here on are ours (the database), not the provider's: the job is retried as a whole.
  const analyzer = await deps.analyzers.forBrand(context.brand);
  let result: AnswerAnalysis;
  try {
    result = await analyzer.analyze({
      answer: answer.text,
      prompt: context.prompt.text,
      citations: answer.citations,
      language: context.prompt.language,
    });
  } catch (error) {
    // The same answer would fail again: the run fails for good instead of stalling every worker that retries it.
    if (!(error instanceof AnalysisTimeoutError)) throw error;
    deps.log.error({ runId, accountId, err: error }, 'answer analysis ran over its time budget; the run is stored as failed');
    const failed = await finishRun(deps.db, accountId, runId, { kind: 'failed', errorClass: 'analysis', message: error.message });
    if (failed) deps.backlog.stored(accountId, failed.brandId);
    return 'failed';
  }
  const finished = await finishRun(deps.db, accountId, runId, {
    kind: 'completed',
    answer,
    analysis: { brand: context.brand, result, competitorIds: deps.analyzers.competitorIdsOf(context.brand.id) },
  });
  if (finished) deps.backlog.stored(accountId, finished.brandId);
  return 'completed';
}

/** Jobs that ran out of attempts without a verdict (a worker died on the last one): the run fails, once. */
export async function handleDeadRunJob(deps: Pick<RunJobDeps, 'db' | 'backlog'>, job: PgBoss.Job<RunJobData>): Promise<void> {
  const { accountId, runId } = job.data;
  const finished = await finishRun(deps.db, accountId, runId, {
    kind: 'failed',
    errorClass: 'retries_exhausted',
    message: 'The run did not finish after every attempt (worker lost or repeated failures)',
  });
  if (finished) deps.backlog.stored(accountId, finished.brandId);
}
