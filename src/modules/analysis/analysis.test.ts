import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../analysis/index.js';
import { AnalysisThreads } from '../../analysis/thread-pool.js';
import { competitors, runCompetitors, runs, runSources } from '../../db/schema.js';
import { countBacklog } from '../campaigns/backlog-repository.js';
import { finishRun } from '../campaigns/run-repository.js';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';
import { reanalyzeBrand } from './reanalyze.js';

const ANSWERS = [
  `## Best CRMs for small businesses

1. **HubSpot CRM** – free plan, great marketing tools ([hubspot.com](https://www.hubspot.com/products/crm?utm_source=chatgpt)).
2. **Zoho CRM** – affordable and flexible.
3. **Pipedrive** – built around a visual sales pipeline. See https://www.pipedrive.com/en/pricing#plans
4. **Freshsales** – simple, with built-in phone.

Reviews on [G2](https://www.g2.com/categories/crm) compare them.`,
  `Here are some options:

- **Zoho** – the cheapest of the big suites.
- **HubSpot** – best free tier.
- **Monday Sales CRM** – good for teams already on monday.com.

Sources: https://www.zoho.com/crm/`,
  `For a small agency I would look at **Zoho CRM**, **Salesforce Starter** and **Deal Tracker**, the pipeline tool formerly known as Pipedrive's little sister.`,
];

describe('stored answer analysis', () => {
  let ctx: TestContext;
  let account: TestAccount;
  let brandId: string;
  let runIds: string[];
  let topicId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    account = await ctx.createAccount();
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: account.headers, payload });
    brandId = (await post('/brands', { name: 'Pipedrive', domain: 'https://www.pipedrive.com' })).json().data.id;
    topicId = (await post(`/brands/${brandId}/topics`, { seed: 'best CRM for small businesses' })).json().data.id;
    const campaignId = (await post(`/brands/${brandId}/campaigns`, { topicId, models: ['SIMULATED'] })).json().data.id;
    const rows = await ctx.database.db.select({ id: runs.id }).from(runs).where(eq(runs.campaignId, campaignId));
    runIds = rows.slice(0, ANSWERS.length).map((row) => row.id);
    const brand = { id: brandId, accountId: account.id, name: 'Pipedrive', aliases: [], domain: 'www.pipedrive.com' };
    const analyzer = createAnalyzer(brand);
    for (const [index, text] of ANSWERS.entries()) {
      const answer = {
        text,
        citations: [{ url: 'https://www.capterra.com/crm-software/' }],
        usage: { inputTokens: 10, outputTokens: 100 },
        providerModelId: 'sim',
        latencyMs: 5,
        simulated: true,
      };
      const result = analyzer.analyze({ answer: text, citations: answer.citations, language: 'en' });
      expect(
        await finishRun(ctx.database.db, account.id, runIds[index]!, { kind: 'completed', answer, analysis: { brand, result } }),
      ).toBeTruthy();
    }
    await countBacklog(ctx.database.db, account.id, brandId);
  });
  afterAll(async () => ctx.close());

  const brandCompetitors = () => ctx.database.db.select().from(competitors).where(eq(competitors.brandId, brandId));

  it('stores the brand figures of each answer', async () => {
    const stored = await ctx.database.db.select().from(runs).where(eq(runs.brandId, brandId));
    const byId = new Map(stored.map((run) => [run.id, run]));
    expect(byId.get(runIds[0]!)).toMatchObject({ brandMentioned: true, brandMentionCount: 1, brandPosition: 3, brandDomainCited: true });
    expect(byId.get(runIds[1]!)).toMatchObject({ brandMentioned: false, brandPosition: null, brandDomainCited: false });
    expect(byId.get(runIds[0]!)!.analyzedAt).toBeInstanceOf(Date);
  });

  it('merges name variants into one competitor with a stable id, a display name and a linked domain', async () => {
    const rows = await brandCompetitors();
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const zoho = byKey.get('zoho')!;
    expect(zoho.nameForms).toEqual({ 'Zoho CRM': 2, Zoho: 1 });
    expect(zoho.name).toBe('Zoho CRM');
    expect(zoho.domain).toBe('zoho.com');
    expect(byKey.get('hubspot')!.domain).toBe('hubspot.com');
    expect(rows.map((row) => row.key)).not.toContain('pipedrive');
    const mentions = await ctx.database.db.select().from(runCompetitors).where(eq(runCompetitors.competitorId, zoho.id));
    expect(mentions).toHaveLength(3);
  });

  it('stores each cited URL once per answer, as cited, with its registrable domain', async () => {
    const sources = await ctx.database.db.select().from(runSources).where(eq(runSources.runId, runIds[0]!)).orderBy(runSources.position);
    expect(sources.map((source) => source.url)).toEqual([
      'https://www.hubspot.com/products/crm?utm_source=chatgpt',
      'https://www.pipedrive.com/en/pricing#plans',
      'https://www.g2.com/categories/crm',
      'https://www.capterra.com/crm-software/',
    ]);
    expect(sources.map((source) => source.domain)).toEqual(['hubspot.com', 'pipedrive.com', 'g2.com', 'capterra.com']);
    expect(sources.filter((source) => source.isBrandDomain).map((source) => source.domain)).toEqual(['pipedrive.com']);
  });

  it('re-analyses stored answers after an alias change, keeping competitor ids', async () => {
    const before = new Map((await brandCompetitors()).map((row) => [row.key, row.id]));
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/brands/${brandId}`,
      headers: account.headers,
      payload: { aliases: ['Deal Tracker'] },
    });
    expect(patched.statusCode).toBe(200);
    const { rows: queued } = await ctx.database.pool.query(
      "SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = 'reanalyze-brand' AND data->>'brandId' = $1",
      [brandId],
    );
    expect(queued[0].jobs).toBe(1);

    const progress: number[] = [];
    // On the analysis threads, as the worker re-analyses.
    const threads = new AnalysisThreads({ threads: 1, timeoutMs: 5_000 });
    const result = await reanalyzeBrand(ctx.database.db, account.id, brandId, (step) => progress.push(step.done), threads).finally(() =>
      threads.close(),
    );
    expect(result).toEqual({ done: 3, total: 3, overBudget: 0 });
    expect(progress.at(-1)).toBe(3);
    const [third] = await ctx.database.db
      .select()
      .from(runs)
      .where(and(eq(runs.id, runIds[2]!), eq(runs.accountId, account.id)));
    expect(third).toMatchObject({ brandMentioned: true });
    const after = await brandCompetitors();
    for (const row of after) if (before.has(row.key)) expect(row.id).toBe(before.get(row.key));
    expect(after.find((row) => row.key === 'zoho')!.nameForms).toEqual({ 'Zoho CRM': 2, Zoho: 1 });
    const dealTracker = after.find((row) => row.key === 'dealtracker');
    if (dealTracker) {
      const stillLinked = await ctx.database.db.select().from(runCompetitors).where(eq(runCompetitors.competitorId, dealTracker.id));
      expect(stillLinked).toEqual([]);
    }
  });

  it('re-analyses an answer still waiting in the backlog once: the count takes its new analysis', async () => {
    // Analysed before the alias: Deal Tracker is a competitor in what is stored, the brand itself once re-analysed.
    const brand = { id: brandId, accountId: account.id, name: 'Pipedrive', aliases: [], domain: 'www.pipedrive.com' };
    const campaignId = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/brands/${brandId}/campaigns`,
        headers: account.headers,
        payload: { topicId, models: ['SIMULATED'] },
      })
    ).json().data.id;
    const [waiting] = await ctx.database.db.select({ id: runs.id }).from(runs).where(eq(runs.campaignId, campaignId));
    const text = ANSWERS[2]!;
    const result = createAnalyzer(brand).analyze({ answer: text, citations: [], language: 'en' });
    const answer = {
      text,
      citations: [],
      usage: { inputTokens: 1, outputTokens: 1 },
      providerModelId: 'sim',
      latencyMs: 1,
      simulated: true,
    };
    await finishRun(ctx.database.db, account.id, waiting!.id, { kind: 'completed', answer, analysis: { brand, result } });

    await reanalyzeBrand(ctx.database.db, account.id, brandId);
    await countBacklog(ctx.database.db, account.id, brandId);
    const { rows } = await ctx.database.db.execute<{
      totals: number;
      stored: number;
      mentions: number;
      mentioned: number;
      competitor_totals: number;
      competitor_stored: number;
    }>(sql`
      SELECT (SELECT answers FROM brand_totals WHERE brand_id = ${brandId} AND model = '*' AND slice = '*') AS totals,
        (SELECT count(*)::int FROM runs WHERE brand_id = ${brandId} AND status = 'completed') AS stored,
        (SELECT mentions FROM brand_totals WHERE brand_id = ${brandId} AND model = '*' AND slice = '*') AS mentions,
        (SELECT count(*)::int FROM runs WHERE brand_id = ${brandId} AND status = 'completed' AND brand_mentioned) AS mentioned,
        (SELECT sum(answers)::int FROM competitor_totals WHERE brand_id = ${brandId} AND model = '*' AND slice = '*') AS competitor_totals,
        (SELECT count(*)::int FROM run_competitors WHERE brand_id = ${brandId}) AS competitor_stored`);
    const counts = rows[0]!;
    expect(counts).toMatchObject({ totals: 4, stored: 4, mentions: counts.mentioned });
    expect(counts.competitor_totals).toBe(counts.competitor_stored);
    const { rows: forms } = await ctx.database.db.execute<{ written: number }>(
      sql`SELECT sum(f.value::int)::int AS written FROM competitors c, jsonb_each_text(c.name_forms) f WHERE c.brand_id = ${brandId}`,
    );
    expect(forms[0]!.written).toBe(counts.competitor_stored);
  });
});
