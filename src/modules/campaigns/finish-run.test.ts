import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, runs } from '../../db/schema.js';
import { brandWithTopic, launchCampaign } from '../../../test/support/brand-setup.js';
import { answerRun } from '../../../test/support/seed-answers.js';
import { claimRun } from './run-repository.js';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';

// The same rivals in different orders, so concurrent stores lock shared rows that overlap.
const ANSWERS = [
  '1. **HubSpot** – free plan.\n2. **Pipedrive** – pipelines.\n3. **Zoho CRM** – cheap.\n4. **Monday** – visual.',
  '1. **Zoho** – complete.\n2. **Monday** – boards.\n3. **HubSpot** – marketing.',
  '1. **Monday** – visual.\n2. **Salesforce** – enterprise.\n3. **HubSpot CRM** – free. See https://www.hubspot.com/',
];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('storing answers concurrently', () => {
  let ctx: TestContext;
  let account: TestAccount;
  let brandId: string;
  let topicId: string;
  let campaignId: string;
  let runIds: string[];

  beforeAll(async () => {
    ctx = await createTestContext({ env: { LLM_SIMULATE: 'all' } });
    account = await ctx.createAccount();
    const setup = await brandWithTopic(ctx, account, { keepPrompts: 2 });
    brandId = setup.brandId;
    topicId = setup.topicId;
    ({ campaignId, runIds } = await launchCampaign(ctx, account, brandId, { topicId, models: ['GPT_4O', 'CLAUDE_SONNET_4_5'], runsPerModel: 10 }));
  });
  afterAll(async () => ctx.close());

  it('counts every answer once, with no deadlock, and closes the campaign with its last one', async () => {
    const now = new Date();
    // Every run at once, and the first ten a second time (a job delivered twice): the second delivery stores nothing.
    const deliveries = [...runIds, ...runIds.slice(0, 10)].map((runId, index) =>
      answerRun(ctx, account.id, runId, ANSWERS[index % ANSWERS.length]!, now).then(
        () => 'stored',
        (error: Error) => (error.message.includes('already finished') ? 'duplicate' : Promise.reject(error)),
      ),
    );
    const outcomes = await Promise.all(deliveries);
    expect(outcomes.filter((outcome) => outcome === 'stored')).toHaveLength(runIds.length);

    const [campaign] = await ctx.database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign).toMatchObject({ status: 'completed', completed: runIds.length, failed: 0 });
    expect(campaign!.finishedAt).not.toBeNull();

    const { rows: mismatches } = await ctx.database.db.execute(sql`
      WITH counted AS (
        SELECT rc.competitor_id, count(*)::int AS answers FROM runs r JOIN run_competitors rc ON rc.run_id = r.id
        WHERE r.brand_id = ${brandId} GROUP BY 1
      )
      SELECT c.id, c.name_forms, t.answers AS totals, m.answers AS monthly, d.answers AS daily, counted.answers
      FROM counted JOIN competitors c ON c.id = counted.competitor_id
        JOIN competitor_totals t ON t.competitor_id = c.id AND t.model = '*'
        JOIN competitor_monthly m ON m.competitor_id = c.id AND m.model = '*'
        JOIN competitor_daily d ON d.competitor_id = c.id AND d.model = '*'
      WHERE t.answers <> counted.answers OR m.answers <> counted.answers OR d.answers <> counted.answers
        OR (SELECT sum(value::int) FROM jsonb_each_text(c.name_forms)) <> counted.answers`);
    expect(mismatches).toEqual([]);
    const { rows: brandTotals } = await ctx.database.db.execute<{ answers: number }>(
      sql`SELECT answers FROM brand_totals WHERE brand_id = ${brandId} AND model = '*'`,
    );
    expect(brandTotals).toEqual([{ answers: runIds.length }]);
  });

  const queuedRuns = () => launchCampaign(ctx, account, brandId, { topicId, models: ['GPT_4O'] });

  it('waits while topic deletion or re-analysis holds the brand\'s aggregates alone, then stores the answer', async () => {
    const { runIds: [runId] } = await queuedRuns();
    const holder = await ctx.database.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`brand-aggregates:${brandId}`]);
      let stored = false;
      const storing = answerRun(ctx, account.id, runId!, ANSWERS[0]!, new Date()).then(() => (stored = true));
      await sleep(500);
      expect(stored).toBe(false);
      expect((await ctx.database.db.select({ status: runs.status }).from(runs).where(eq(runs.id, runId!)))[0]!.status).toBe('queued');
      await holder.query('COMMIT');
      await storing;
      expect(stored).toBe(true);
    } finally {
      holder.release();
    }
  });

  it('claims a run without waiting for a campaign row another transaction holds (a cancel in progress)', async () => {
    const queued = await queuedRuns();
    const holder = await ctx.database.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM campaigns WHERE id = $1 FOR UPDATE', [queued.campaignId]);
      const claimed = await Promise.race([claimRun(ctx.database.db, account.id, queued.runIds[0]!), sleep(2_000).then(() => 'blocked' as const)]);
      expect(claimed).toMatchObject({ run: { model: 'GPT_4O' } });
      await holder.query('COMMIT');
    } finally {
      holder.release();
    }
  });
});
