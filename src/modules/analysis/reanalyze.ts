import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { createAnalyzer, type AnswerAnalysis, type AnswerInput } from '../../analysis/index.js';
import { AnalysisTimeoutError, type AnalysisThreads } from '../../analysis/thread-pool.js';
import type { Db } from '../../db/client.js';
import { brands, prompts, runs } from '../../db/schema.js';
import { errors } from '../../errors.js';
import { lockBrandAggregates } from '../metrics/aggregates.js';
import { refreshOpportunities } from '../opportunities/generation.js';
import { competitorOptions, recountNameForms, replaceRunAnalysis } from './repository.js';

const BATCH_SIZE = 500;

export interface ReanalysisProgress {
  done: number;
  total: number;
  /** Answers whose analysis ran over its time budget: they keep their previous analysis. */
  overBudget: number;
}

/**
 * Re-runs analysis over every completed answer of a brand (after an alias change or an analysis
 * upgrade), one transaction per batch. Competitor ids survive; their name counts are recounted from
 * the answers at the end.
 */
export async function reanalyzeBrand(
  db: Db,
  accountId: string,
  brandId: string,
  onProgress: (progress: ReanalysisProgress) => void = () => {},
  threads?: AnalysisThreads,
): Promise<ReanalysisProgress> {
  const [brand] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.accountId, accountId), eq(brands.id, brandId)));
  if (!brand) throw errors.notFound('Brand');
  const options = await competitorOptions(db, accountId, brandId);
  const config = { name: brand.name, aliases: brand.aliases, domain: brand.domain };
  // On the analysis threads where the caller has them (the worker, the CLI): no answer holds the brand's lock for long.
  const local = threads ? null : createAnalyzer(config, options);
  const key = `reanalysis:${brandId}:${Date.now()}`;
  const analyze = (input: AnswerInput): Promise<AnswerAnalysis> =>
    local ? Promise.resolve(local.analyze(input)) : threads!.analyze(key, config, options, input);
  const completed = and(eq(runs.accountId, accountId), eq(runs.brandId, brandId), eq(runs.status, 'completed'));
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(runs)
    .where(completed);
  const progress = { done: 0, total: counted?.total ?? 0, overBudget: 0 };
  onProgress(progress);

  let afterId = '';
  for (;;) {
    const batch = await db
      .select({ id: runs.id, answer: runs.answer, citations: runs.citations, language: prompts.language, prompt: prompts.text })
      .from(runs)
      .innerJoin(prompts, eq(prompts.id, runs.promptId))
      .where(and(completed, gt(runs.id, afterId)))
      .orderBy(asc(runs.id))
      .limit(BATCH_SIZE);
    if (batch.length === 0) break;
    await db.transaction(async (tx) => {
      await lockBrandAggregates(tx, brandId, 'exclusive');
      for (const run of batch) {
        let result: AnswerAnalysis;
        try {
          result = await analyze({ answer: run.answer ?? '', prompt: run.prompt, citations: run.citations ?? [], language: run.language });
        } catch (error) {
          if (!(error instanceof AnalysisTimeoutError)) throw error;
          progress.overBudget++;
          continue;
        }
        await replaceRunAnalysis(tx, brand, run.id, result);
      }
    });
    afterId = batch[batch.length - 1]!.id;
    progress.done += batch.length;
    onProgress(progress);
  }
  await db.transaction(async (tx) => {
    await lockBrandAggregates(tx, brandId, 'exclusive');
    await recountNameForms(tx, accountId, brandId);
  });
  await refreshOpportunities(db, brand);
  return progress;
}
