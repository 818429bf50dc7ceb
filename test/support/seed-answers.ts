import { and, eq } from 'drizzle-orm';
import { createAnalyzer } from '../../src/analysis/index.js';
import { brands, runs } from '../../src/db/schema.js';
import { countBacklog } from '../../src/modules/campaigns/backlog-repository.js';
import { finishRun } from '../../src/modules/campaigns/run-repository.js';
import type { TestContext } from './test-app.js';

/** Finishes a queued run with a given answer at a given time, through the service's own analysis and storage, and counts it. */
export async function answerRun(
  ctx: TestContext,
  accountId: string,
  runId: string,
  text: string,
  finishedAt: Date,
  language = 'en',
): Promise<void> {
  const [run] = await ctx.database.db
    .select()
    .from(runs)
    .where(and(eq(runs.accountId, accountId), eq(runs.id, runId)));
  const [brand] = await ctx.database.db.select().from(brands).where(eq(brands.id, run!.brandId));
  const analysed = { id: brand!.id, accountId, name: brand!.name, aliases: brand!.aliases, domain: brand!.domain };
  const result = createAnalyzer(analysed).analyze({ answer: text, citations: [], language });
  const answer = {
    text,
    citations: [],
    usage: { inputTokens: 1, outputTokens: 1 },
    providerModelId: run!.model,
    latencyMs: 1,
    simulated: true,
  };
  const stored = await finishRun(
    ctx.database.db,
    accountId,
    runId,
    { kind: 'completed', answer, analysis: { brand: analysed, result } },
    finishedAt,
  );
  if (!stored) throw new Error(`run ${runId} was already finished`);
  await countBacklog(ctx.database.db, accountId, stored.brandId);
}
