import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { executePrepared, type Db, type PooledDb } from '../../db/client.js';
import { campaigns, runs } from '../../db/schema.js';
import type { AnswerAnalysis } from '../../analysis/index.js';
import type { Answer } from '../../llm/types.js';
import { afterSharedRowWrites, analysisColumns, analysisWrites, answerRunColumns, prepareAnalysisRows, type AnalysedBrand } from '../analysis/repository.js';
import { oneStatement, type Write } from '../../db/one-statement.js';
import { aggregatesLockKey } from '../metrics/aggregates.js';

const UNFINISHED = ['queued', 'running'];

/** Everything a worker needs to execute one run. */
export interface RunContext {
  run: { model: string; runIndex: number; createdAt: Date };
  prompt: { text: string; language: string; country: string };
  topicSeed: string;
  brand: AnalysedBrand;
  avatar: { name: string; role: string; sector: string; objectives: string } | null;
}

interface ClaimedRow {
  model: string;
  run_index: number;
  created_at: Date;
  prompt_text: string;
  language: string;
  country: string;
  topic_seed: string;
  brand_id: string;
  brand_name: string;
  aliases: string[];
  domain: string | null;
  avatar_name: string | null;
  role: string | null;
  sector: string | null;
  objectives: string | null;
}

/**
 * Marks a run as started (and its campaign as running, with its first run) and reads its context, in one statement.
 * Undefined when the run is not to be executed: it already finished (a duplicate or late delivery of its job), it is
 * gone, or its campaign was cancelled.
 */
export async function claimRun(db: PooledDb, accountId: string, runId: string): Promise<RunContext | undefined> {
  const [row] = await executePrepared<ClaimedRow>(
    db,
    'claim_run',
    sql`WITH claimed AS (
      UPDATE runs r SET status = 'running', started_at = now(), attempts = r.attempts + 1
      FROM campaigns c
      WHERE r.account_id = ${accountId} AND r.id = ${runId} AND r.status IN ('queued', 'running')
        AND c.id = r.campaign_id AND c.status <> 'cancelled'
      RETURNING r.campaign_id, r.prompt_id, r.brand_id, r.model, r.run_index, r.created_at, c.avatar_id
    ), opened AS (
      -- A campaign row locked by a cancel (which then waits for this run) or by another first run is left to it.
      UPDATE campaigns SET status = 'running', started_at = now() WHERE id IN (
        SELECT id FROM campaigns WHERE id IN (SELECT campaign_id FROM claimed) AND status = 'queued' FOR NO KEY UPDATE SKIP LOCKED
      )
    )
    SELECT cl.model, cl.run_index, cl.created_at, p.text AS prompt_text, p.language, p.country, t.seed AS topic_seed,
      b.id AS brand_id, b.name AS brand_name, b.aliases, b.domain, a.name AS avatar_name, a.role, a.sector, a.objectives
    FROM claimed cl JOIN prompts p ON p.id = cl.prompt_id JOIN topics t ON t.id = p.topic_id JOIN brands b ON b.id = cl.brand_id
      LEFT JOIN avatars a ON a.id = cl.avatar_id`,
  );
  if (!row) return undefined;
  return {
    run: { model: row.model, runIndex: row.run_index, createdAt: row.created_at },
    prompt: { text: row.prompt_text, language: row.language, country: row.country },
    topicSeed: row.topic_seed,
    brand: { id: row.brand_id, accountId, name: row.brand_name, aliases: row.aliases, domain: row.domain },
    avatar: row.avatar_name === null ? null : { name: row.avatar_name, role: row.role!, sector: row.sector!, objectives: row.objectives! },
  };
}

export interface FinishedRun {
  campaignId: string;
  brandId: string;
  /** This run was the campaign's last. */
  campaignFinished: boolean;
}

export type RunOutcome =
  | { kind: 'completed'; answer: Answer; analysis: { brand: AnalysedBrand; result: AnswerAnalysis; competitorIds?: Map<string, string> } }
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
  const counted = (campaignOfRun: SQL, after = sql`true`) =>
    db
      .update(campaigns)
      .set(campaignCounts(outcome))
      .where(and(eq(campaigns.accountId, accountId), sql`${campaigns.id} = (${campaignOfRun})`, after))
      .returning({ status: campaigns.status, brandId: campaigns.brandId, campaignId: campaigns.id })
      .getSQL();
  let statement: SQL;
  if (outcome.kind === 'completed') {
    const { brand, result, competitorIds } = outcome.analysis;
    const rows = await prepareAnalysisRows(db, brand, result, competitorIds);
    // Topic deletion and re-analysis take the brand's aggregates alone: the shared lock is taken before any row is
    // written, by a CTE of its own (materialized, so the function runs: EXISTS alone would skip its select list).
    const lock: Write = {
      name: 'aggregates_lock',
      materialized: true,
      query: sql`SELECT pg_advisory_xact_lock_shared(hashtext(${aggregatesLockKey(brand.id)})), set_config('synchronous_commit', 'off', true)`,
    };
    const update = db
      .update(runs)
      .set({ ...completedColumns(outcome.answer), ...analysisColumns(result), finishedAt })
      .where(and(guard, sql`EXISTS (SELECT 1 FROM aggregates_lock)`))
      .returning(answerRunColumns);
    statement = oneStatement(
      [lock, ...analysisWrites(accountId, update.getSQL(), rows)],
      counted(sql`SELECT campaign_id FROM answer_run`, afterSharedRowWrites()),
    );
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

/** A run that could not be claimed: if its campaign was cancelled, the run is too (a finished or gone run is left). */
export async function cancelRun(db: Db, accountId: string, runId: string): Promise<void> {
  await db
    .update(runs)
    .set({ status: 'cancelled', finishedAt: new Date() })
    .where(
      and(
        eq(runs.accountId, accountId),
        eq(runs.id, runId),
        inArray(runs.status, UNFINISHED),
        sql`${runs.campaignId} IN (SELECT id FROM campaigns WHERE status = 'cancelled')`,
      ),
    );
}
