import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { preparedStatement, type Db, type PooledDb } from '../../db/client.js';
import { runs } from '../../db/schema.js';
import type { AnswerAnalysis } from '../../analysis/index.js';
import type { Answer } from '../../llm/types.js';
import {
  analysisColumns,
  analysisPlaceholders,
  analysisValues,
  analysisWrites,
  prepareAnalysisRows,
  type AnalysedBrand,
  type AnalysisValues,
} from '../analysis/repository.js';
import { oneStatement, type Write } from '../../db/one-statement.js';

const UNFINISHED = ['queued', 'running'];

export interface FinishedRun {
  campaignId: string;
  brandId: string;
}

export type RunOutcome =
  | { kind: 'completed'; answer: Answer; analysis: { brand: AnalysedBrand; result: AnswerAnalysis; competitorIds?: Map<string, string> } }
  | { kind: 'failed'; errorClass: string; message: string };

const runKey = { accountId: sql.placeholder('accountId'), runId: sql.placeholder('runId') };
const unfinishedRun = and(
  sql`${runs.accountId} = ${runKey.accountId}`,
  sql`${runs.id} = ${runKey.runId}`,
  inArray(runs.status, UNFINISHED),
);

/**
 * The rest of a finished run's statement: it joins the backlog, and the statement commits without waiting for its
 * WAL to reach the disk. The job is completed afterwards by a synchronous commit, which flushes this one's WAL with
 * its own: an answer whose job is done is durable, and one lost to a crash before that has its job run again.
 */
function finishedRunStatement(runUpdate: Write[]): SQL {
  return oneStatement(
    [
      { name: 'async_commit', materialized: true, query: sql`SELECT set_config('synchronous_commit', 'off', true)` },
      ...runUpdate,
      {
        name: 'backlog',
        query: sql`INSERT INTO run_backlog (run_id, account_id, brand_id) SELECT id, account_id, brand_id FROM ${sql.identifier(runUpdate[0]!.name)}`,
      },
    ],
    sql`SELECT campaign_id, brand_id FROM ${sql.identifier(runUpdate[0]!.name)}, async_commit`,
  );
}

interface FinishedRow {
  campaign_id: string;
  brand_id: string;
}

interface RunKeyValues {
  accountId: string;
  runId: string;
  finishedAt: Date;
}

/** A completed run's columns, by placeholder name: the answer (citations as JSON text, for jsonb) and its analysis. */
interface CompletedRunValues extends RunKeyValues, AnalysisValues, ReturnType<typeof analysisColumns> {
  answer: string;
  citations: string;
  inputTokens: number | null;
  outputTokens: number | null;
  latencyMs: number;
  providerModelId: string;
  simulated: boolean;
}

const completedRunStatement = preparedStatement<FinishedRow, CompletedRunValues>('finish_run_completed', () => {
  const columns = [
    'answer',
    'citations',
    'inputTokens',
    'outputTokens',
    'latencyMs',
    'providerModelId',
    'simulated',
    'brandMentioned',
    'brandMentionCount',
    'brandPosition',
    'brandDomainCited',
    'brandSpans',
    'analyzedAt',
    'finishedAt',
  ] as const satisfies readonly (keyof CompletedRunValues)[];
  const update = sql`UPDATE runs SET status = 'completed', error_class = NULL, error_message = NULL,
    ${sql.join(
      columns.map((column) => sql`${sql.identifier(runs[column].name)} = ${sql.placeholder(column)}`),
      sql`, `,
    )}
    WHERE ${unfinishedRun} RETURNING id, account_id, brand_id, campaign_id`;
  return finishedRunStatement(analysisWrites(update, analysisPlaceholders()));
});

const failedRunStatement = preparedStatement<FinishedRow, RunKeyValues & { errorClass: string; message: string }>('finish_run_failed', () =>
  finishedRunStatement([
    {
      name: 'failed_run',
      query: sql`UPDATE runs SET status = 'failed', error_class = ${sql.placeholder('errorClass')}, error_message = ${sql.placeholder('message')},
        finished_at = ${sql.placeholder('finishedAt')} WHERE ${unfinishedRun} RETURNING id, account_id, brand_id, campaign_id`,
    },
  ]),
);

/**
 * Stores a run's outcome, with its answer's analysis, once: the guarded update makes a repeated delivery a no-op.
 * Undefined for such a no-op. The run joins the backlog: its campaign's progress and its brand's aggregates count it
 * when the backlog is next counted (`countBacklog`).
 */
export async function finishRun(
  db: PooledDb,
  accountId: string,
  runId: string,
  outcome: RunOutcome,
  /** When the answer came; now, except when seeding history (tests, benchmarks). */
  finishedAt = new Date(),
): Promise<FinishedRun | undefined> {
  let rows: FinishedRow[];
  if (outcome.kind === 'completed') {
    const { brand, result, competitorIds } = outcome.analysis;
    const analysisRows = await prepareAnalysisRows(db, brand, result, competitorIds);
    const { answer } = outcome;
    rows = await completedRunStatement(db, {
      accountId,
      runId,
      answer: answer.text,
      citations: JSON.stringify(answer.citations),
      inputTokens: answer.usage.inputTokens,
      outputTokens: answer.usage.outputTokens,
      latencyMs: Math.round(answer.latencyMs),
      providerModelId: answer.providerModelId,
      simulated: answer.simulated,
      ...analysisColumns(result),
      finishedAt,
      ...analysisValues(analysisRows),
    });
  } else {
    rows = await failedRunStatement(db, { accountId, runId, errorClass: outcome.errorClass, message: outcome.message, finishedAt });
  }
  const [run] = rows;
  return run && { campaignId: run.campaign_id, brandId: run.brand_id };
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
