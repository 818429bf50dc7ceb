import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { runs } from '../../db/schema.js';
import { brandWithTopic } from '../../../test/support/brand-setup.js';
import { answerRun } from '../../../test/support/seed-answers.js';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';
import { brandTrails, priorityScore, refreshOpportunities } from './generation.js';

const BRAND_ABSENT = '1. **HubSpot** – free plan.\n2. **Salesforce** – for large teams.';
const BRAND_PRESENT = '1. **Pipedrive** – simple.\n2. **Zoho** – complete.';

describe('where the brand trails', () => {
  const cases: [string, { answers: number; brandMentions: number }, [string, number][], number, string[], boolean][] = [
    ['absent while a competitor is named', { answers: 4, brandMentions: 0 }, [['HubSpot', 2]], 50, ['HubSpot'], true],
    [
      'named more often than any competitor',
      { answers: 16, brandMentions: 12 },
      [
        ['Salesforce', 11],
        ['HubSpot', 4],
      ],
      75,
      [],
      false,
    ],
    [
      'rare, and behind one competitor only',
      { answers: 8, brandMentions: 1 },
      [
        ['HubSpot', 5],
        ['Zoho', 1],
      ],
      60,
      ['HubSpot'],
      true,
    ],
    ['behind, but at more than half its average rate', { answers: 8, brandMentions: 3 }, [['HubSpot', 6]], 60, ['HubSpot'], false],
    ['absent, and no competitor either', { answers: 4, brandMentions: 0 }, [], 50, [], false],
  ];
  it.each(cases)('%s', (_, prompt, rivals, averageRate, ahead, trails) => {
    const result = brandTrails(
      prompt,
      rivals.map(([name, answers]) => ({ name, answers })),
      averageRate,
    );
    expect(result.ahead.map((rival) => rival.name)).toEqual(ahead);
    expect(result.trails).toBe(trails);
  });
});

describe('opportunity generation', () => {
  let ctx: TestContext;
  let account: TestAccount;
  let brandId: string;
  let topicId: string;
  let gapPrompt: string;

  const brand = () => ({ id: brandId, accountId: account.id, name: 'Pipedrive' });
  const list = async (query = '') =>
    (await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${brandId}/opportunities${query}`, headers: account.headers })).json().data;
  const launch = async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/brands/${brandId}/campaigns`,
      headers: account.headers,
      payload: { topicId, models: ['GPT_4O', 'CLAUDE_SONNET_4_5'] },
    });
    return ctx.database.db.select().from(runs).where(eq(runs.campaignId, response.json().data.id));
  };
  /** The gap prompt gets answers without the brand; the other prompt gets answers with it. */
  const answerCampaign = async (queued: (typeof runs.$inferSelect)[], at: Date) => {
    for (const run of queued) await answerRun(ctx, account.id, run.id, run.promptId === gapPrompt ? BRAND_ABSENT : BRAND_PRESENT, at);
  };

  beforeAll(async () => {
    ctx = await createTestContext({ config: loadConfig({ LLM_SIMULATE: 'all' }) });
    account = await ctx.createAccount();
    const setup = await brandWithTopic(ctx, account, { keepPrompts: 2 });
    ({ brandId, topicId } = setup);
    gapPrompt = setup.promptIds[0]!;
    await answerCampaign(await launch(), new Date(Date.now() - 60_000));
  });
  afterAll(async () => ctx.close());

  it('scores by the documented formula', () => {
    const base = { answers: 4, brandMentions: 0, withCompetitors: 4, competitors: 5, models: 2, competitorModels: 2, ageDays: 0 };
    expect(priorityScore(base)).toBe(100);
    expect(priorityScore({ ...base, competitors: 2 })).toBe(88);
    expect(priorityScore({ ...base, brandMentions: 2 })).toBe(50);
    expect(priorityScore({ ...base, ageDays: 14 })).toBe(90);
    expect(priorityScore({ ...base, withCompetitors: 2, competitorModels: 1 })).toBe(70);
  });

  it('opens one concrete opportunity for the prompt where competitors appear and the brand does not', async () => {
    expect(await refreshOpportunities(ctx.database.db, brand())).toBe(1);
    const [opportunity, ...others] = await list();
    expect(others).toEqual([]);
    expect(opportunity).toMatchObject({
      promptId: gapPrompt,
      status: 'TODO',
      priorityScore: 88,
      competitorsMentioned: ['HubSpot', 'Salesforce'],
    });
    expect(opportunity.title).toContain('HubSpot, Salesforce recommended instead of Pipedrive');
    expect(opportunity.description).toContain('CLAUDE_SONNET_4_5, GPT_4O gave 2 answers');
    expect(opportunity.description).toContain('Pipedrive was not mentioned once');
    expect(opportunity.description).toContain('HubSpot (2 of 2)');

    await refreshOpportunities(ctx.database.db, brand());
    expect((await list()).map((entry: { id: string }) => entry.id)).toEqual([opportunity.id]);
  });

  it('does not reopen a dismissed opportunity on the same evidence, only after a later campaign shows the gap again', async () => {
    const [opportunity] = await list();
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/brands/${brandId}/opportunities/${opportunity.id}`,
      headers: account.headers,
      payload: { status: 'dismissed' },
    });
    await refreshOpportunities(ctx.database.db, brand());
    expect(await list('?status=TODO')).toEqual([]);

    await answerCampaign(await launch(), new Date());
    await refreshOpportunities(ctx.database.db, brand());
    const reopened = await list('?status=TODO');
    expect(reopened).toHaveLength(1);
    expect(reopened[0]).toMatchObject({ promptId: gapPrompt });
    expect(reopened[0].id).not.toBe(opportunity.id);

    const reopenOld = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/brands/${brandId}/opportunities/${opportunity.id}`,
      headers: account.headers,
      payload: { status: 'TODO' },
    });
    expect(reopenOld.statusCode).toBe(409);
    expect(reopenOld.json().code).toBe('CONFLICT');
    expect(reopened[0].description).toContain('HubSpot (2 of 2)');
  });

  it('says so, with no competitor named and a score of 0, once the brand no longer trails on the prompt', async () => {
    // Four answers on the gap prompt name the brand (and Zoho): as often as HubSpot's four, so nobody is ahead.
    for (let campaign = 0; campaign < 2; campaign++) {
      for (const run of await launch()) await answerRun(ctx, account.id, run.id, BRAND_PRESENT, new Date());
    }
    await refreshOpportunities(ctx.database.db, brand());
    const [open] = await list('?status=TODO');
    expect(open).toMatchObject({ promptId: gapPrompt, priorityScore: 0, competitorsMentioned: [] });
    expect(open.title).toContain('No competitor ahead of Pipedrive');
    expect(open.description).not.toContain('recommended');
  });

  it('answers CSV for spreadsheets', async () => {
    const json = await list();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/brands/${brandId}/opportunities`,
      headers: { ...account.headers, accept: 'text/csv' },
    });
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('id,promptId,status,priorityScore,title,description,competitorsMentioned,createdAt,updatedAt');
    expect(lines).toHaveLength(1 + json.length);
    expect(lines[1]).toMatch(new RegExp(`^${json[0].id},${json[0].promptId},${json[0].status},`));
  });
});
