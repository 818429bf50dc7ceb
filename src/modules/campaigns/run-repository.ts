import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { avatars, brands, campaigns, prompts, runs, topics } from '../../db/schema.js';
import type { AnswerAnalysis } from '../../analysis/index.js';
import type { Answer } from '../../llm/types.js';
import { storeRunAnalysis, type AnalysedBrand } from '../analysis/repository.js';
import { lockBrandAggregates } from '../metrics/aggregates.js';

const UNFINISHED = ['queued', 'running'];

/** Everything a worker needs to execute one run, in one query. */
export async function loadRunContext(db: Db, accountId: string, runId: string) {
  const [row] = await db
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
    .where(and(eq(runs.accountId, accountId), eq(runs.id, runId)));
  return row;
}
export type RunContext = NonNullable<Awaited<ReturnType<typeof loadRunContext>>>;

/** Marks a run as started; false when it already finished (a duplicate or late delivery of its job). */
export async function startRun(db: Db, accountId: string, runId: string): Promise<boolean> {
  const started = await db
    .update(runs)
    .set({ status: 'running', startedAt: new Date(), attempts: sql`${runs.attempts} + 1` })
    .where(and(eq(runs.accountId, accountId), eq(runs.id, runId), inArray(runs.status, UNFINISHED)))
    .returning({ id: runs.id });
  if (started.length === 0) return false;
  await db
    .update(campaigns)
    .set({ status: sql`case when ${campaigns.status} = 'queued' then 'running' else ${campaigns.status} end`, startedAt: sql`coalesce(${campaigns.startedAt}, now())` })
    .where(eq(campaigns.id, sql`(select ${runs.campaignId} from ${runs} where ${runs.id} = ${runId})`));
  return true;
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
  db: Db,
  accountId: string,
  runId: string,
  outcome: RunOutcome,
  /** When the answer came; now, except when seeding history (tests, benchmarks). */
  finishedAt = new Date(),
): Promise<FinishedRun | undefined> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ brandId: runs.brandId }).from(runs).where(and(eq(runs.accountId, accountId), eq(runs.id, runId)));
    if (!owner) return undefined;
    await lockBrandAggregates(tx, owner.brandId, 'shared');
    const values =
      outcome.kind === 'completed'
        ? {
            status: 'completed',
            answer: outcome.answer.text,
            citations: outcome.answer.citations,
            inputTokens: outcome.answer.usage.inputTokens,
            outputTokens: outcome.answer.usage.outputTokens,
            latencyMs: Math.round(outcome.answer.latencyMs),
            providerModelId: outcome.answer.providerModelId,
            simulated: outcome.answer.simulated,
            errorClass: null,
            errorMessage: null,
          }
        : { status: 'failed', errorClass: outcome.errorClass, errorMessage: outcome.message };
    const [finished] = await tx
      .update(runs)
      .set({ ...values, finishedAt })
      .where(and(eq(runs.accountId, accountId), eq(runs.id, runId), inArray(runs.status, UNFINISHED)))
      .returning({ campaignId: runs.campaignId });
    if (!finished) return undefined;
    if (outcome.kind === 'completed') await storeRunAnalysis(tx, outcome.analysis.brand, runId, outcome.analysis.result);
    const completedDelta = outcome.kind === 'completed' ? 1 : 0;
    const failedDelta = 1 - completedDelta;
    const done = sql`${campaigns.completed} + ${completedDelta} + ${campaigns.failed} + ${failedDelta} >= ${campaigns.total}`;
    const [campaign] = await tx
      .update(campaigns)
      .set({
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
      })
      .where(and(eq(campaigns.accountId, accountId), eq(campaigns.id, finished.campaignId)))
      .returning({ status: campaigns.status, brandId: campaigns.brandId });
    return { campaignId: finished.campaignId, brandId: campaign!.brandId, campaignFinished: campaign!.status === 'completed' || campaign!.status === 'failed' };
  });
}

/** A cancelled campaign's run whose job still arrives. */
export async function cancelRun(db: Db, accountId: string, runId: string): Promise<void> {
  await db
    .update(runs)
    .set({ status: 'cancelled', finishedAt: new Date() })
    .where(and(eq(runs.accountId, accountId), eq(runs.id, runId), inArray(runs.status, UNFINISHED)));
}
