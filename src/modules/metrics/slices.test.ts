import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { prompts, runs } from '../../db/schema.js';
import { launchCampaign } from '../../../test/support/brand-setup.js';
import { REPO_ROOT } from '../../../test/support/processes.js';
import { answerRun } from '../../../test/support/seed-answers.js';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';
import { refreshOpportunities } from '../opportunities/generation.js';
import { percent } from './statistics.js';

const DAY = 86_400_000;
const ANSWERS = [
  '1. **HubSpot** – free plan.\n2. **Pipedrive** – pipelines, see https://www.pipedrive.com/en.\n3. **Zoho CRM** – cheap.',
  '1. **Salesforce** – enterprise, https://www.salesforce.com/crm.\n2. **HubSpot** – free plan.',
  '1. **Pipedrive** – simple.\n2. **Monday** – visual. Compare on https://www.g2.com/categories/crm.',
  '1. **Zoho CRM** – complete.\n2. **Salesforce** – for large teams.\n3. **HubSpot** – marketing.',
  '1. **HubSpot** – free.\n2. **Salesforce** – enterprise. Reviews: https://www.g2.com/categories/crm.',
];

/** One stored answer, as the figures must count it. */
interface Stored extends Record<string, unknown> {
  model: string;
  topicId: string;
  market: string;
  mentioned: boolean;
  day: string;
  competitors: string[];
  urls: string[];
}

interface VisibilityData {
  answers: number;
  mentionRate: number;
  byTopic: { topicId: string; seed: string; answers: number; mentionRate: number }[];
  byMarket: { market: string; answers: number; mentionRate: number }[];
}

describe('metrics sliced by topic and market', () => {
  let ctx: TestContext;
  let account: TestAccount;
  let brandId: string;
  const topics: Record<'crm' | 'pipeline' | 'french', string> = { crm: '', pipeline: '', french: '' };
  let stored: Stored[] = [];

  const get = async <Data>(url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${brandId}${url}`, headers: account.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Data; total?: number };
  };

  async function readStored(): Promise<Stored[]> {
    const { rows } = await ctx.database.db.execute<Stored & { id: string }>(sql`
      SELECT r.id, r.model, p.topic_id AS "topicId", p.country || '-' || p.language AS market, r.brand_mentioned AS mentioned,
        to_char((r.finished_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day,
        array(SELECT c.name FROM run_competitors rc JOIN competitors c ON c.id = rc.competitor_id WHERE rc.run_id = r.id) AS competitors,
        array(SELECT rs.url FROM run_sources rs WHERE rs.run_id = r.id) AS urls
      FROM runs r JOIN prompts p ON p.id = r.prompt_id WHERE r.brand_id = ${brandId} AND r.status = 'completed'`);
    return rows;
  }

  beforeAll(async () => {
    ctx = await createTestContext({ config: loadConfig({ LLM_SIMULATE: 'all' }) });
    account = await ctx.createAccount();
    const call = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
      const response = await ctx.app.inject({ method, url: `/api/v1${url}`, headers: account.headers, payload });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json().data as { id: string };
    };
    brandId = (await call('POST', '/brands', { name: 'Pipedrive', domain: 'pipedrive.com' })).id;
    await call('PATCH', `/brands/${brandId}`, { markets: ['US-en', 'FR-fr'] });
    topics.crm = (await call('POST', `/brands/${brandId}/topics`, { seed: 'best CRM for small businesses' })).id;
    topics.pipeline = (await call('POST', `/brands/${brandId}/topics`, { seed: 'sales pipeline software' })).id;
    topics.french = (await call('POST', `/brands/${brandId}/topics`, { seed: 'meilleur CRM pour PME', country: 'FR', language: 'fr' })).id;

    let answered = 0;
    for (const topicId of Object.values(topics)) {
      const kept = await ctx.database.db.select({ id: prompts.id }).from(prompts).where(eq(prompts.topicId, topicId)).orderBy(prompts.id);
      for (const prompt of kept.slice(2)) await ctx.database.db.delete(prompts).where(eq(prompts.id, prompt.id));
      const { campaignId } = await launchCampaign(ctx, account, brandId, {
        topicId,
        models: ['GPT_4O', 'CLAUDE_SONNET_4_5'],
        runsPerModel: 2,
      });
      const queued = await ctx.database.db
        .select({ id: runs.id, promptId: runs.promptId })
        .from(runs)
        .where(eq(runs.campaignId, campaignId))
        .orderBy(runs.model, runs.promptId, runs.runIndex);
      for (const run of queued) {
        // The first prompt of each topic never names the brand (an opportunity); the others mix. Spread over 50 days,
        // so 7- and 30-day windows leave some out.
        const text = run.promptId === kept[0]!.id ? ANSWERS[[1, 3, 4][answered % 3]!]! : ANSWERS[answered % ANSWERS.length]!;
        await answerRun(ctx, account.id, run.id, text, new Date(Date.now() - (answered % 25) * 2 * DAY));
        answered += 1;
      }
    }
    stored = await readStored();
  });
  afterAll(async () => ctx.close());

  const today = () => new Date().toISOString().slice(0, 10);
  const since = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) - (days - 1) * DAY).toISOString().slice(0, 10);
  const FILTERS = [
    {},
    { topicId: () => topics.crm },
    { topicId: () => topics.french },
    { market: () => 'US-en' },
    { market: () => 'fr-FR' },
    { topicId: () => topics.pipeline, market: () => 'US-en' },
    { topicId: () => topics.pipeline, market: () => 'FR-fr' },
  ];

  function selected(filter: (typeof FILTERS)[number], model: string | undefined, days: number | undefined): Stored[] {
    const market = filter.market?.().toUpperCase();
    return stored.filter(
      (answer) =>
        (!filter.topicId || answer.topicId === filter.topicId()) &&
        (!market || answer.market.toUpperCase() === market) &&
        (!model || answer.model === model) &&
        (days === undefined || answer.day >= since(days)),
    );
  }
  const queryOf = (filter: (typeof FILTERS)[number], model: string | undefined, days: number | undefined) =>
    new URLSearchParams({
      ...(filter.topicId && { topicId: filter.topicId() }),
      ...(filter.market && { market: filter.market() }),
      ...(model && { model }),
      ...(days && { days: String(days) }),
    }).toString();

  it('gives visibility, its topics and markets, and the competitor leaderboard as counted from the answers of the slice', async () => {
    let compared = 0;
    for (const filter of FILTERS) {
      for (const model of [undefined, 'GPT_4O']) {
        for (const days of [7, 30, 365]) {
          const answers = selected(filter, model, days);
          const label = queryOf(filter, model, days);
          const { data } = await get<VisibilityData>(`/visibility?${label}`);
          const mentions = answers.filter((answer) => answer.mentioned).length;
          expect({ answers: data.answers, mentionRate: data.mentionRate }, label).toEqual({
            answers: answers.length,
            mentionRate: percent(mentions, answers.length),
          });
          const groups = (key: 'topicId' | 'market') =>
            [...new Set(answers.map((answer) => answer[key]))].map((value) => {
              const group = answers.filter((answer) => answer[key] === value);
              return { [key]: value, answers: group.length, mentionRate: percent(group.filter((a) => a.mentioned).length, group.length) };
            });
          const sortByKey = (rows: Record<string, unknown>[], key: string) =>
            [...rows].sort((a, b) => String(a[key]).localeCompare(String(b[key])));
          expect(
            sortByKey(
              data.byTopic.map(({ seed: _seed, ...rest }: { seed: string }) => rest),
              'topicId',
            ),
            label,
          ).toEqual(sortByKey(groups('topicId'), 'topicId'));
          expect(sortByKey(data.byMarket, 'market'), label).toEqual(sortByKey(groups('market'), 'market'));

          const { data: leaderboard } = await get<{ name: string; mentionRate: number }[]>(`/competitors?${label}`);
          const named = new Map<string, number>();
          for (const answer of answers) for (const name of answer.competitors) named.set(name, (named.get(name) ?? 0) + 1);
          expect(
            Object.fromEntries(leaderboard.map((entry: { name: string; mentionRate: number }) => [entry.name, entry.mentionRate])),
            label,
          ).toEqual(Object.fromEntries([...named].map(([name, count]) => [name, percent(count, answers.length)])));
          compared += answers.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(150);
  });

  it('lists the sources and opportunities of the slice', async () => {
    await refreshOpportunities(ctx.database.db, { id: brandId, accountId: account.id, name: 'Pipedrive' });
    const all = (await get<{ promptId: string }[]>('/opportunities')).data;
    expect(all.length).toBeGreaterThan(0);
    const { rows: promptTopics } = await ctx.database.db.execute<{ id: string; topicId: string }>(
      sql`SELECT id, topic_id AS "topicId" FROM prompts WHERE brand_id = ${brandId}`,
    );
    const topicOf = new Map(promptTopics.map((row) => [row.id, row.topicId]));
    for (const filter of FILTERS) {
      const answers = selected(filter, undefined, undefined);
      const label = queryOf(filter, undefined, undefined);
      const cited = new Map<string, number>();
      for (const answer of answers) for (const url of answer.urls) cited.set(url, (cited.get(url) ?? 0) + 1);
      const sources = await get<{ url: string; citationCount: number }[]>(`/sources?${label}`);
      expect(
        Object.fromEntries(sources.data.map((source: { url: string; citationCount: number }) => [source.url, source.citationCount])),
        label,
      ).toEqual(Object.fromEntries(cited));
      expect(sources.total, label).toBe(cited.size);

      const topicsOfSlice = new Set(answers.map((answer) => answer.topicId));
      const opportunities = (await get<{ promptId: string }[]>(`/opportunities?${label}`)).data;
      expect(opportunities, label).toEqual(all.filter((opportunity) => topicsOfSlice.has(topicOf.get(opportunity.promptId)!)));
    }
  });

  it('rejects a malformed market, finds no answers for a topic the brand does not have, and sends byMarket as CSV', async () => {
    for (const url of ['/visibility?market=France', '/competitors?market=US', '/sources?market=US_en', '/opportunities?market=1-2']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${brandId}${url}`, headers: account.headers });
      expect(response.statusCode, url).toBe(422);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/brands/${brandId}/visibility?table=byMarket&days=365`,
      headers: { ...account.headers, accept: 'text/csv' },
    });
    const markets = [...new Set(stored.map((answer) => answer.market))].sort();
    expect(csv.body.trim().split(/\r?\n/)[0]).toBe('market,answers,mentionRate');
    expect(
      csv.body
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual(markets);
    const { data } = await get<VisibilityData>('/visibility?topicId=tpc_unknown');
    expect(data).toMatchObject({ answers: 0, mentionRate: 0, byTopic: [], byMarket: [], previousPeriod: null });
  });

  it('rebuilds in its migration the slices the live path writes', async () => {
    const tables = ['brand_daily', 'brand_totals', 'competitor_daily', 'competitor_monthly', 'competitor_totals', 'source_slices'];
    const snapshot = async () => {
      const rows: Record<string, unknown[]> = {};
      for (const table of tables) {
        const { rows: tableRows } = await ctx.database.db.execute(
          sql`SELECT * FROM ${sql.identifier(table)} WHERE brand_id = ${brandId} AND slice <> '*'`,
        );
        rows[table] = tableRows.map((row) => JSON.stringify(row)).sort();
      }
      return rows;
    };
    const live = await snapshot();
    expect(live.source_slices!.length).toBeGreaterThan(0);
    const migration = readFileSync(path.join(REPO_ROOT, 'drizzle/0012_metric_slices.sql'), 'utf8').split('--> statement-breakpoint');
    const backfill = migration.slice(migration.findIndex((statement) => statement.includes('counted_slices')));
    await ctx.database.db.transaction(async (tx) => {
      for (const table of tables) await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE slice <> '*'`);
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });
    expect(await snapshot()).toEqual(live);
  });
});
