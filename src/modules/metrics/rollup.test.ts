import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { brandWithTopic, launchCampaign } from '../../../test/support/brand-setup.js';
import { answerRun } from '../../../test/support/seed-answers.js';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';
import { competitorCounts } from './repository.js';
import { ALL_OF_BRAND } from './slices.js';
import { dayWindow, type DayWindow } from './window.js';

const DAY = 86_400_000;
const ANSWERS = [
  '1. **HubSpot** – free plan.\n2. **Pipedrive** – pipelines.\n3. **Zoho CRM** – cheap.',
  '1. **HubSpot** – free plan.\n2. **Salesforce** – for large teams.',
  '1. **Pipedrive** – simple.\n2. **Zoho** – complete.',
  '1. **Monday** – visual.\n2. **Salesforce** – enterprise.',
];

// Windows ending on a month's first and last days, in a leap February, across a year end, and inside one month.
const WINDOW_ENDS = [
  '2026-03-31T23:59:59.999Z',
  '2026-03-01T00:00:00.000Z',
  '2024-02-29T12:00:00.000Z',
  '2026-01-01T08:00:00.000Z',
  '2025-06-17T12:00:00.000Z',
];
const WINDOW_DAYS = [1, 17, 28, 31, 45, 60, 90, 200, 365];

describe('competitor counts over long windows (monthly rollup plus edge days)', () => {
  let ctx: TestContext;
  let account: TestAccount;
  let brandId: string;

  /** What the aggregates must say, counted from the stored answers themselves. */
  async function countedFromAnswers(model: string | undefined, window: DayWindow) {
    const { rows } = await ctx.database.db.execute<{ id: string; answers: number; coMentions: number; positionSum: number }>(sql`
      SELECT rc.competitor_id AS id, count(*)::int AS answers, (count(*) FILTER (WHERE r.brand_mentioned))::int AS "coMentions",
        sum(rc.position)::int AS "positionSum"
      FROM runs r JOIN run_competitors rc ON rc.run_id = r.id
      WHERE r.brand_id = ${brandId} AND r.status = 'completed' ${model ? sql`AND r.model = ${model}` : sql``}
        AND (r.finished_at AT TIME ZONE 'UTC')::date BETWEEN ${window.from} AND ${window.to}
      GROUP BY rc.competitor_id ORDER BY rc.competitor_id`);
    return rows;
  }

  beforeAll(async () => {
    ctx = await createTestContext({ config: loadConfig({ LLM_SIMULATE: 'all' }) });
    account = await ctx.createAccount();
    const setup = await brandWithTopic(ctx, account, { keepPrompts: 2 });
    brandId = setup.brandId;
    const { runIds } = await launchCampaign(ctx, account, brandId, {
      topicId: setup.topicId,
      models: ['GPT_4O', 'CLAUDE_SONNET_4_5'],
      runsPerModel: 10,
    });
    // 40 answers every 19 days and 7 hours back from the end of March 2026: about 2 years, every month boundary crossed.
    const last = Date.parse('2026-03-31T23:59:59.999Z');
    for (const [index, runId] of runIds.entries()) {
      await answerRun(ctx, account.id, runId, ANSWERS[index % ANSWERS.length]!, new Date(last - index * (19 * DAY + 7 * 3_600_000)));
    }
  });
  afterAll(async () => ctx.close());

  it('equals the count over the stored answers for every window, with and without a model filter', async () => {
    let compared = 0;
    for (const end of WINDOW_ENDS) {
      for (const days of WINDOW_DAYS) {
        const window = dayWindow(days, new Date(end));
        for (const model of [undefined, 'GPT_4O']) {
          const read = await competitorCounts(ctx.database.db, account.id, brandId, { model, slice: ALL_OF_BRAND }, window);
          const expected = await countedFromAnswers(model, window);
          const actual = read
            .map(({ id, answers, coMentions, positionSum }) => ({ id, answers, coMentions, positionSum }))
            .sort((a, b) => (a.id < b.id ? -1 : 1));
          expect(actual, `${days} days to ${end}, model ${model ?? 'all'}`).toEqual(expected);
          compared += expected.length;
        }
      }
    }
    // The windows hold answers: the comparison is not between empty lists.
    expect(compared).toBeGreaterThan(100);
  });
});
