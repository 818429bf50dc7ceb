import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { executePrepared, type Db, type PooledDb } from '../../db/client.js';
import { avatars, brands, campaigns, prompts, runs, topics } from '../../db/schema.js';
import type { AnswerAnalysis } from '../../analysis/index.js';
import type { Answer } from '../../llm/types.js';
import { analysisColumns, analysisWrites, answerRunColumns, prepareAnalysisRows, type AnalysedBrand } from '../analysis/repository.js';
import { oneStatement } from '../../db/one-statement.js';
import { aggregatesLockKey } from '../metrics/aggregates.js';

const UNFINISHED = ['queued', 'running'];

function runContextQuery(db: Db) {
  return db
    .select({
      run: runs,
      campaignStatus: campaigns.status,
      prompt: { text: prompts.text, language: prompts.language, country: prompts.country },
      topicSeed: topics.seed,
      brand: { id: brands.id, accountId: brands.accountId, name: brands.name, aliases: brands.aliases, domain: brands.domain },
      avatar: { name: avatars.name, role: avatars.role, sector: avatars.sector, objectives: avatars.objectives },
    })
    .from(runs)
    .innerJoin(campaigns, eq(campaigns.id, runs.campaignId))
    .innerJoin(prompts, eq(prompts.id, runs.promptId))
    .innerJoin(topics, eq(topics.id, prompts.topicId))
    .innerJoin(brands, eq(brands.id, runs.brandId))
    .leftJoin(avatars, eq(avatars.id, campaigns.avatarId))
    .where(and(eq(runs.accountId, sql.placeholder('accountId')), eq(runs.id, sql.placeholder('runId'))))
    .prepare('load_run_context');
}
const runContextQueries = new WeakMap<Db, ReturnType<typeof runContextQuery>>();

/** Everything a worker needs to execute one run, in one query, built and planned once. */
export async function loadRunContext(db: Db, accountId: string, runId: string) {
  let query = runContextQueries.get(db);
  if (!query) runContextQueries.set(db, (query = runContextQuery(db)));
  const [row] = await query.execute({ accountId, runId });
  return row;
}
export type RunContext = NonNullable<Awaited<ReturnType<typeof loadRunContext>>>;

/**
 * Marks a run as started, and its campaign as running if this is its first run; false when the run already finished
 * (a duplicate or late delivery of its job).
 */
export async function startRun(db: PooledDb, accountId: string, runId: string): Promise<boolean> {
  const started = db
    .update(runs)
    .set({ status: 'running', startedAt: new Date(), attempts: sql`${runs.attempts} + 1` })
    .where(and(eq(runs.accountId, accountId), eq(runs.id, runId), inArray(runs.status, UNFINISHED)))
    .returning({ campaignId: runs.campaignId });
  const [row] = await executePrepared<{ started: number }>(db, 'start_run', sql`WITH started AS (${started.getSQL()}), opened AS (
      UPDATE campaigns SET status = 'running', started_at = now() WHERE id IN (SELECT campaign_id FROM started) AND status = 'queued'
    ) SELECT count(*)::int AS started FROM started`);
  return row!.started > 0;
}

export interface FinishedRun {
  campaignId: string;
  brandId: string;
  /** This run was the campaign's last. */
  campaignFinished: boolean;
}

export type RunOutcome =
  | { kind: 'completed'; answer: Answer; analysis: { brand: AnalysedBrand; result: AnswerAnalysis } }
  | { kind: 'failed'; errorClass: string; message: string };

/**
 * Stores a run's outcome, with its answer's analysis, and counts it into its campaign, once: the guarded update makes a repeated
 * delivery a no-op, and the campaign row lock orders concurrent last runs so exactly one closes it.
 */
export async function finishRun(
  db: PooledDb,
  accountId: string,
  runId: string,
  outcome: RunOutcome,
  /** When the answer came; now, except when seeding history (tests, benchmarks). */
  finishedAt = new Date(),
): Promise<FinishedRun | undefined> {
  const guard = and(eq(runs.accountId, accountId), eq(runs.id, runId), inArray(runs.status, UNFINISHED));
  const counted = (campaignOfRun: SQL) =>
    db
      .update(campaigns)
      .set(campaignCounts(outcome))
      .where(and(eq(campaigns.accountId, accountId), sql`${campaigns.id} = (${campaignOfRun})`))
      .returning({ status: campaigns.status, brandId: campaigns.brandId, campaignId: campaigns.id })
      .getSQL();
  let statement: SQL;
  if (outcome.kind === 'completed') {
    const { brand, result } = outcome.analysis;
    const rows = await prepareAnalysisRows(db, brand, result);
    // Topic deletion and re-analysis take the brand's aggregates alone: the lock comes before any row is written.
    const locked = sql`EXISTS (SELECT pg_advisory_xact_lock_shared(hashtext(${aggregatesLockKey(brand.id)})))`;
    const update = db
      .update(runs)
      .set({ ...completedColumns(outcome.answer), ...analysisColumns(result), finishedAt })
      .where(and(guard, locked))
      .returning(answerRunColumns);
    statement = oneStatement(analysisWrites(accountId, update.getSQL(), rows), counted(sql`SELECT campaign_id FROM answer_run`));
  } else {
    const update = db
      .update(runs)
      .set({ status: 'failed', errorClass: outcome.errorClass, errorMessage: outcome.message, finishedAt })
      .where(guard)
      .returning({ campaignId: runs.campaignId });
    statement = oneStatement([{ name: 'failed_run', query: update.getSQL() }], counted(sql`SELECT campaign_id FROM failed_run`));
  }
  // One statement, so one transaction: every row an answer shares with others (its campaign's, its brand's
  // aggregates) is locked only while it runs, and its text is the same for every run of a kind.
  const [campaign] = await executePrepared<{ status: string; brand_id: string; id: string }>(db, `finish_run_${outcome.kind}`, statement);
  if (!campaign) return undefined;
  return { campaignId: campaign.id, brandId: campaign.brand_id, campaignFinished: campaign.status === 'completed' || campaign.status === 'failed' };
}

function completedColumns(answer: Answer) {
  return {
    status: 'completed',
    answer: answer.text,
    citations: answer.citations,
    inputTokens: answer.usage.inputTokens,
    outputTokens: answer.usage.outputTokens,
    latencyMs: Math.round(answer.latencyMs),
    providerModelId: answer.providerModelId,
    simulated: answer.simulated,
    errorClass: null,
    errorMessage: null,
  };
}

/** Counts one more run into its campaign, closing the campaign with its last run. */
function campaignCounts(outcome: RunOutcome) {
  const completedDelta = outcome.kind === 'completed' ? 1 : 0;
  const failedDelta = 1 - completedDelta;
  const done = sql`${campaigns.completed} + ${completedDelta} + ${campaigns.failed} + ${failedDelta} >= ${campaigns.total}`;
  return {
    completed: sql`${campaigns.completed} + ${completedDelta}`,
    failed: sql`${campaigns.failed} + ${failedDelta}`,
    status: sql`case
      when ${campaigns.status} = 'cancelled' then 'cancelled'
      when ${done} then (case when ${campaigns.completed} + ${completedDelta} = 0 then 'failed' else 'completed' end)
      else 'running' end`,
    finishedAt: sql`case when ${campaigns.status} <> 'cancelled' and ${done} then now() else ${campaigns.finishedAt} end`,
    error: sql`case when ${done} and ${campaigns.completed} + ${completedDelta} = 0 then ${
      outcome.kind === 'failed' ? `Every run failed; last error: ${outcome.message}` : null
    } else ${campaigns.error} end`,
  };
}

/** A cancelled campaign's run whose job still arrives. */
export async function cancelRun(db: Db, accountId: string, runId: string): Promise<void> {
  await db
    .update(runs)
    .set({ status: 'cancelled', finishedAt: new Date() })
    .where(and(eq(runs.accountId, accountId), eq(runs.id, runId), inArray(runs.status, UNFINISHED)));
}
