import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { brandDaily, prompts, runs } from '../../db/schema.js';
import { brandWithTopic } from '../../../test/support/brand-setup.js';
import { answerRun } from '../../../test/support/seed-answers.js';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';
import { reanalyzeBrand } from '../analysis/reanalyze.js';

const DAY = 86_400_000;
// Labelled answers: who they name, in which order, and whether they link the brand's site.
const BRAND_SECOND =
  '1. **HubSpot** – free plan.\n2. **Pipedrive** – pipelines ([pipedrive.com](https://www.pipedrive.com/)).\n3. **Zoho CRM** – cheap.';
const BRAND_ABSENT = '1. **HubSpot** – free plan.\n2. **Salesforce** – for large teams.';
const BRAND_FIRST = '1. **Pipedrive** – simple.\n2. **Zoho** – complete. See https://www.zoho.com/crm/';
const ALIAS_ONLY = '1. **Deal Tracker** – our pick.\n2. **HubSpot** – free plan.';

describe('metrics computed from analysed answers', () => {
  let ctx: TestContext;
  let account: TestAccount;
  let brandId: string;
  let otherTopicId: string;
  const answered: { runId: string; text: string; at: Date }[] = [];
  const now = new Date();
  const firstDayEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 29 * DAY + DAY - 1);

  const get = async (path: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${brandId}${path}`, headers: account.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  beforeAll(async () => {
    ctx = await createTestContext({ config: loadConfig({ LLM_SIMULATE: 'all' }) });
    account = await ctx.createAccount();
    const setup = await brandWithTopic(ctx, account, { keepPrompts: 2 });
    brandId = setup.brandId;
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: account.headers, payload });
    otherTopicId = (await post(`/brands/${brandId}/topics`, { seed: 'sales pipeline software' })).json().data.id;
    for (const topicId of [setup.topicId, otherTopicId]) {
      expect((await post(`/brands/${brandId}/campaigns`, { topicId, models: ['GPT_4O', 'CLAUDE_SONNET_4_5'] })).statusCode).toBe(201);
    }
    // Claude's answers come from the second topic first, so deleting that topic takes some of them away.
    const queued = await ctx.database.db
      .select({ id: runs.id, model: runs.model, topicId: prompts.topicId })
      .from(runs)
      .innerJoin(prompts, eq(prompts.id, runs.promptId))
      .where(eq(runs.brandId, brandId))
      .orderBy(desc(eq(prompts.topicId, otherTopicId)), runs.id);
    const answer = async (runId: string, text: string, at: Date) => {
      answered.push({ runId, text, at });
      await answerRun(ctx, account.id, runId, text, at);
    };
    const gpt = queued
      .filter((run) => run.model === 'GPT_4O')
      .reverse()
      .slice(0, 4);
    const claude = queued.filter((run) => run.model === 'CLAUDE_SONNET_4_5').slice(0, 3);
    // GPT_4O: 4 answers today and on the window's first day (brand in 3); Claude: 2 inside the window, 1 just before it.
    await answer(gpt[0]!.id, BRAND_SECOND, now);
    await answer(gpt[1]!.id, BRAND_ABSENT, now);
    await answer(gpt[2]!.id, BRAND_FIRST, firstDayEnd);
    await answer(gpt[3]!.id, ALIAS_ONLY, now);
    await answer(claude[0]!.id, BRAND_FIRST, now);
    await answer(claude[1]!.id, BRAND_ABSENT, new Date(now.getTime() - 3 * DAY));
    await answer(claude[2]!.id, BRAND_SECOND, new Date(firstDayEnd.getTime() - DAY));
  });
  afterAll(async () => ctx.close());

  it('computes visibility over the window, its edges included, with its confidence and the previous period', async () => {
    const data = await get('/visibility');
    // In the window: 6 answers, the brand in 3 (positions 2, 1, 1), its site cited once.
    expect(data).toMatchObject({
      answers: 6,
      // The seeded answers say they came from the simulator.
      simulatedAnswers: 6,
      mentionRate: 50,
      averagePosition: 1.33,
      citationRate: 16.7,
      mentionRateCI95: { low: 18.8, high: 81.2 },
    });
    // Before the window: 1 answer, the brand second beside HubSpot and Zoho CRM, its site linked.
    expect(data.previousPeriod).toEqual({
      mentionRate: 100,
      answers: 1,
      change: -50,
      significant: false,
      shareOfVoice: 33.4,
      shareOfVoiceChange: -10.3,
      averagePosition: 2,
      averagePositionChange: -0.67,
      citationRate: 100,
      citationRateChange: -83.3,
      citationRateSignificant: false,
    });
    // Mentions: HubSpot 4, Pipedrive 3, Zoho 3, Salesforce 2, Deal Tracker 1 → 13; the shares still add up to 100.
    expect(data.sov).toEqual([
      { name: 'HubSpot', isBrand: false, mentionRate: 66.7, shareOfVoice: 30.7 },
      { name: 'Pipedrive', isBrand: true, mentionRate: 50, shareOfVoice: 23.1 },
      { name: 'Zoho', isBrand: false, mentionRate: 50, shareOfVoice: 23.1 },
      { name: 'Salesforce', isBrand: false, mentionRate: 33.3, shareOfVoice: 15.4 },
      { name: 'Deal Tracker', isBrand: false, mentionRate: 16.7, shareOfVoice: 7.7 },
    ]);
    expect(data.shareOfVoice).toBe(23.1);
    const days = data.timeline.map((entry: { date: string }) => entry.date);
    expect(days).toEqual([
      firstDayEnd.toISOString().slice(0, 10),
      new Date(now.getTime() - 3 * DAY).toISOString().slice(0, 10),
      now.toISOString().slice(0, 10),
    ]);
    expect(data.timeline[0]).toEqual({ date: days[0], mentionRate: 100, answers: 1 });
    expect(data.byModel).toEqual([
      { model: 'CLAUDE_SONNET_4_5', answers: 2, mentionRate: 50 },
      { model: 'GPT_4O', answers: 4, mentionRate: 50 },
    ]);
    // Each model's own days: Claude's two answers 3 days ago and today, GPT-4o's on the first day and today.
    expect(data.timelineByModel).toEqual([
      {
        model: 'CLAUDE_SONNET_4_5',
        timeline: [
          { date: days[1], mentionRate: 0, answers: 1 },
          { date: days[2], mentionRate: 100, answers: 1 },
        ],
      },
      {
        model: 'GPT_4O',
        timeline: [
          { date: days[0], mentionRate: 100, answers: 1 },
          { date: days[2], mentionRate: 33.3, answers: 3 },
        ],
      },
    ]);
  });

  it('restricts every figure to one model, and to shorter windows', async () => {
    const claude = await get('/visibility?model=CLAUDE_SONNET_4_5');
    expect(claude).toMatchObject({ answers: 2, mentionRate: 50, byModel: [{ model: 'CLAUDE_SONNET_4_5', answers: 2, mentionRate: 50 }] });
    const today = await get('/visibility?days=1');
    expect(today).toMatchObject({ answers: 4, mentionRate: 50 });
    // Yesterday has no answers: nothing to compare with.
    expect(today.previousPeriod).toBeNull();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/brands/${brandId}/visibility?days=366`,
      headers: account.headers,
    });
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('ranks competitors over all time by default, and within a window', async () => {
    const allTime = await get('/competitors');
    // All time: 7 answers; HubSpot in 5 (with the brand in 2), Zoho in 4 (always with the brand), Salesforce 2, Deal Tracker 1.
    expect(
      allTime.map((entry: { name: string; rank: number; mentionRate: number; coOccurrenceRate: number }) => [
        entry.rank,
        entry.name,
        entry.mentionRate,
        entry.coOccurrenceRate,
      ]),
    ).toEqual([
      [1, 'HubSpot', 71.4, 28.6],
      [2, 'Zoho', 57.1, 57.1],
      [3, 'Salesforce', 28.6, 0],
      [4, 'Deal Tracker', 14.3, 0],
    ]);
    expect(allTime.find((entry: { name: string }) => entry.name === 'Zoho').domain).toBe('zoho.com');
    const windowed = await get('/competitors?days=30&model=GPT_4O');
    expect(windowed.map((entry: { name: string; mentionRate: number }) => [entry.name, entry.mentionRate])).toEqual([
      ['HubSpot', 75],
      ['Zoho', 50],
      ['Deal Tracker', 25],
      ['Salesforce', 25],
    ]);
  });

  it('gives each competitor the same figures and order in the share of voice as in the competitor ranking', async () => {
    for (const query of ['?days=30', '?days=365', '?days=30&model=GPT_4O']) {
      const sov = (await get(`/visibility${query}`)).sov.filter((entry: { isBrand: boolean }) => !entry.isBrand);
      const ranked = await get(`/competitors${query}`);
      expect(
        sov.map((entry: { name: string; mentionRate: number }) => [entry.name, entry.mentionRate]),
        query,
      ).toEqual(ranked.map((entry: { name: string; mentionRate: number }) => [entry.name, entry.mentionRate]));
    }
  });

  it('lists cited sources with their counts and types, grouped by domain on request', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${brandId}/sources`, headers: account.headers });
    const body = response.json();
    expect(body.total).toBe(2);
    expect(
      body.data.map((source: { url: string; citationCount: number; type: string }) => [source.url, source.citationCount, source.type]),
    ).toEqual([
      ['https://www.pipedrive.com/', 2, 'BRAND'],
      ['https://www.zoho.com/crm/', 2, 'COMPETITOR'],
    ]);
    const grouped = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/brands/${brandId}/sources?groupBy=domain&domain=zoho.com`,
        headers: account.headers,
      })
    ).json();
    expect(grouped.data).toEqual([expect.objectContaining({ domain: 'zoho.com', citationCount: 2, urls: 1, type: 'COMPETITOR' })]);
  });

  it('answers CSV for spreadsheets', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/brands/${brandId}/competitors`,
      headers: { ...account.headers, accept: 'text/csv' },
    });
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('rank,name,status,domain,mentionRate,coOccurrenceRate,averagePosition,id');
    expect(lines[1]).toMatch(/^1,HubSpot,/);

    const visibilityCsv = async (table?: string) => {
      const query = table ? `?table=${table}` : '';
      const csv = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/brands/${brandId}/visibility${query}`,
        headers: { ...account.headers, accept: 'text/csv' },
      });
      expect(csv.statusCode, csv.body).toBe(200);
      return csv.body.split('\r\n').filter(Boolean);
    };
    const json = await get('/visibility');
    expect((await visibilityCsv())[0]).toBe('name,isBrand,mentionRate,shareOfVoice');
    const headline = await visibilityCsv('headline');
    expect(headline).toHaveLength(2);
    expect(headline[0]).toMatch(/^answers,mentionRate,mentionRateLow95,mentionRateHigh95,shareOfVoice,averagePosition,citationRate,/);
    expect(headline[1]).toMatch(new RegExp(`^${json.answers},${json.mentionRate},${json.mentionRateCI95.low},`));
    expect(await visibilityCsv('timeline')).toEqual([
      'date,mentionRate,answers',
      ...json.timeline.map(
        (day: { date: string; mentionRate: number; answers: number }) => `${day.date},${day.mentionRate},${day.answers}`,
      ),
    ]);
    expect((await visibilityCsv('byModel'))[0]).toBe('model,answers,mentionRate');
    expect(await visibilityCsv('byModel')).toHaveLength(1 + json.byModel.length);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/brands/${brandId}/visibility?table=all`,
      headers: account.headers,
    });
    expect(refused.statusCode).toBe(422);
  });

  it('follows re-analysis and topic deletion, and keeps nothing of a deleted brand', async () => {
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/brands/${brandId}`,
      headers: account.headers,
      payload: { aliases: ['Deal Tracker'] },
    });
    await reanalyzeBrand(ctx.database.db, account.id, brandId);
    expect(await get('/visibility')).toMatchObject({ answers: 6, mentionRate: 66.7 });

    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/brands/${brandId}/topics/${otherTopicId}`, headers: account.headers });
    const remaining = new Set(
      (await ctx.database.db.select({ id: runs.id }).from(runs).where(eq(runs.brandId, brandId))).map((run) => run.id),
    );
    const kept = answered.filter((entry) => remaining.has(entry.runId) && entry.at >= new Date(firstDayEnd.getTime() - DAY + 1));
    expect(kept.length).toBeLessThan(answered.length);
    const mentioning = kept.filter((entry) => entry.text !== BRAND_ABSENT).length;
    expect(await get('/visibility')).toMatchObject({
      answers: kept.length,
      mentionRate: Math.round((1000 * mentioning) / kept.length) / 10,
    });

    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/brands/${brandId}`, headers: account.headers });
    expect(await ctx.database.db.select().from(brandDaily).where(eq(brandDaily.brandId, brandId))).toEqual([]);
  });
});
