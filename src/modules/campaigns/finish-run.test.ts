import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { campaigns } from '../../db/schema.js';
import { brandWithTopic, launchCampaign } from '../../../test/support/brand-setup.js';
import { answerRun } from '../../../test/support/seed-answers.js';
import { countBacklog } from './backlog-repository.js';
import { claimRun, claimRuns } from './claim-repository.js';
import { finishRun } from './run-repository.js';
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
    ctx = await createTestContext({ config: loadConfig({ LLM_SIMULATE: 'all' }) });
    account = await ctx.createAccount();
    const setup = await brandWithTopic(ctx, account, { keepPrompts: 2 });
    brandId = setup.brandId;
    topicId = setup.topicId;
    ({ campaignId, runIds } = await launchCampaign(ctx, account, brandId, {
      topicId,
      models: ['GPT_4O', 'CLAUDE_SONNET_4_5'],
      runsPerModel: 10,
    }));
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
        JOIN competitor_totals t ON t.competitor_id = c.id AND t.model = '*' AND t.slice = '*'
        JOIN competitor_monthly m ON m.competitor_id = c.id AND m.model = '*' AND m.slice = '*'
        JOIN competitor_daily d ON d.competitor_id = c.id AND d.model = '*' AND d.slice = '*'
      WHERE t.answers <> counted.answers OR m.answers <> counted.answers OR d.answers <> counted.answers
        OR (SELECT sum(value::int) FROM jsonb_each_text(c.name_forms)) <> counted.answers`);
    expect(mismatches).toEqual([]);
    const { rows: brandTotals } = await ctx.database.db.execute<{ answers: number }>(
      sql`SELECT answers FROM brand_totals WHERE brand_id = ${brandId} AND model = '*' AND slice = '*'`,
    );
    expect(brandTotals).toEqual([{ answers: runIds.length }]);
  });

  const queuedRuns = () => launchCampaign(ctx, account, brandId, { topicId, models: ['GPT_4O'] });

  it("stores an answer while topic deletion or re-analysis holds the brand's aggregates alone, and counts it once they let go", async () => {
    const {
      campaignId: waitingCampaign,
      runIds: [runId],
    } = await queuedRuns();
    const answers = async () =>
      (
        await ctx.database.db.execute<{ answers: number }>(
          sql`SELECT answers FROM brand_totals WHERE brand_id = ${brandId} AND model = '*' AND slice = '*'`,
        )
      ).rows[0]!.answers;
    const before = await answers();
    const holder = await ctx.database.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`brand-aggregates:${brandId}`]);
      const stored = await finishRun(ctx.database.db, account.id, runId!, { kind: 'failed', errorClass: 'server_error', message: 'down' });
      expect(stored).toEqual({ campaignId: waitingCampaign, brandId });
      let counted = false;
      const counting = countBacklog(ctx.database.db, account.id, brandId).then(() => (counted = true));
      await sleep(500);
      expect(counted).toBe(false);
      expect((await ctx.database.db.select().from(campaigns).where(eq(campaigns.id, waitingCampaign)))[0]).toMatchObject({
        completed: 0,
        failed: 0,
      });
      await holder.query('COMMIT');
      await counting;
      expect((await ctx.database.db.select().from(campaigns).where(eq(campaigns.id, waitingCampaign)))[0]).toMatchObject({
        status: 'running',
        completed: 0,
        failed: 1,
      });
      expect(await answers()).toBe(before);
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
      const claimed = await Promise.race([
        claimRun(ctx.database.db, account.id, queued.runIds[0]!),
        sleep(2_000).then(() => 'blocked' as const),
      ]);
      expect(claimed).toMatchObject({ run: { model: 'GPT_4O' } });
      await holder.query('COMMIT');
    } finally {
      holder.release();
    }
  });

  it('claims runs together, and calls a run another transaction holds busy instead of waiting for it', async () => {
    const {
      runIds: [held, free],
      campaignId: heldCampaign,
    } = await queuedRuns();
    const holder = await ctx.database.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM runs WHERE id = $1 FOR UPDATE', [held]);
      const claims = await Promise.race([
        claimRuns(
          ctx.database.db,
          [held!, free!, 'run_unknown'].map((runId) => ({ accountId: account.id, runId })),
        ),
        sleep(2_000).then(() => 'blocked' as const),
      ]);
      expect(claims).not.toBe('blocked');
      const byRun = claims as Map<string, unknown>;
      expect(byRun.get(held!)).toBe('busy');
      expect(byRun.get(free!)).toMatchObject({ run: { model: 'GPT_4O' }, brand: { id: brandId } });
      expect(byRun.get('run_unknown')).toBeUndefined();
      await holder.query('COMMIT');
      expect(await claimRun(ctx.database.db, account.id, held!)).toMatchObject({ run: { model: 'GPT_4O' } });
      expect((await ctx.database.db.select().from(campaigns).where(eq(campaigns.id, heldCampaign)))[0]!.status).toBe('running');
    } finally {
      holder.release();
    }
  });
});
