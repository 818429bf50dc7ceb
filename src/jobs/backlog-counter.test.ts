import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { campaigns } from '../db/schema.js';
import { clearRefresh, countBacklog, type BrandKey } from '../modules/campaigns/backlog-repository.js';
import { finishRun } from '../modules/campaigns/run-repository.js';
import { brandWithTopic, launchCampaign } from '../../test/support/brand-setup.js';
import { createTestContext, type TestAccount, type TestContext } from '../../test/support/test-app.js';
import { BacklogCounter } from './backlog-counter.js';

describe('BacklogCounter', () => {
  let ctx: TestContext;
  let account: TestAccount;
  let brandId: string;
  let topicId: string;
  /** Brands whose opportunities the counters regenerated, in order. */
  const refreshed: string[] = [];
  const counters: BacklogCounter[] = [];

  const counter = (
    sweepMs = 60_000,
    refreshOpportunities = async ({ brandId: closedBrand }: BrandKey) => void refreshed.push(closedBrand),
  ) => {
    const created = new BacklogCounter({ db: ctx.database.db, delayMs: 50, sweepMs, refreshOpportunities, log: ctx.app.log });
    counters.push(created);
    return created;
  };
  const progressOf = async (campaignId: string) => (await ctx.database.db.select().from(campaigns).where(eq(campaigns.id, campaignId)))[0]!;
  const refreshesDue = async () =>
    (await ctx.database.db.execute<{ brand_id: string }>(sql`SELECT brand_id FROM opportunity_refreshes WHERE brand_id = ${brandId}`)).rows;
  const fail = (runId: string) =>
    finishRun(ctx.database.db, account.id, runId, { kind: 'failed', errorClass: 'server_error', message: 'down' });

  beforeAll(async () => {
    ctx = await createTestContext({ config: loadConfig({ LLM_SIMULATE: 'all' }) });
    account = await ctx.createAccount();
    ({ brandId, topicId } = await brandWithTopic(ctx, account, { keepPrompts: 2 }));
  });
  // Each test's counters stop with it, so no sweep of theirs reaches into the next test.
  afterEach(async () => {
    await Promise.all(counters.splice(0).map((created) => created.stop()));
  });
  afterAll(async () => ctx.close());

  it('counts stored runs a moment later, closes the campaign with its last, and regenerates its opportunities', async () => {
    const backlog = counter();
    const { campaignId, runIds } = await launchCampaign(ctx, account, brandId, { topicId, models: ['GPT_4O'] });
    await fail(runIds[0]!);
    backlog.stored(account.id, brandId);
    await expect.poll(async () => (await progressOf(campaignId)).failed).toBe(1);
    expect((await progressOf(campaignId)).status).toBe('running');

    await fail(runIds[1]!);
    backlog.stored(account.id, brandId);
    await expect.poll(async () => (await progressOf(campaignId)).status).toBe('failed');
    expect(await progressOf(campaignId)).toMatchObject({ failed: 2, error: 'Every run failed; last error: down' });
    await expect.poll(() => refreshed.filter((refreshedBrand) => refreshedBrand === brandId).length).toBe(1);
    await expect.poll(refreshesDue).toEqual([]);
  });

  it('regenerates opportunities a worker could not (it died, or the database failed it) at the next sweep', async () => {
    const { campaignId, runIds } = await launchCampaign(ctx, account, brandId, { topicId, models: ['GPT_4O'] });
    for (const runId of runIds) await fail(runId);
    // The count that closes the campaign commits; its worker dies before regenerating anything.
    expect(await countBacklog(ctx.database.db, account.id, brandId)).toMatchObject({ closedCampaigns: [campaignId], refresh: { brandId } });
    expect(await refreshesDue()).toEqual([{ brand_id: brandId }]);

    const attempts: number[] = [];
    counter(200, async () => {
      attempts.push(Date.now());
      if (attempts.length === 1) throw new Error('connection lost');
    });
    await expect.poll(() => attempts.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    // The second sweep to take it waits twice the first's 200 ms (less a round trip to the database).
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(300);
    await expect.poll(refreshesDue, { timeout: 5_000 }).toEqual([]);
  });

  it('keeps the request of a campaign closing while an earlier regeneration runs', async () => {
    const first = await launchCampaign(ctx, account, brandId, { topicId, models: ['GPT_4O'] });
    for (const runId of first.runIds) await fail(runId);
    const { refresh: earlier } = await countBacklog(ctx.database.db, account.id, brandId);
    const second = await launchCampaign(ctx, account, brandId, { topicId, models: ['GPT_4O'] });
    for (const runId of second.runIds) await fail(runId);
    const { refresh: later } = await countBacklog(ctx.database.db, account.id, brandId);
    expect(later!.token).not.toBe(earlier!.token);
    await clearRefresh(ctx.database.db, earlier!);
    expect(await refreshesDue()).toEqual([{ brand_id: brandId }]);
    await clearRefresh(ctx.database.db, later!);
    expect(await refreshesDue()).toEqual([]);
  });

  it('finds runs stored by a worker that died before counting them', async () => {
    counter(300);
    const { campaignId, runIds } = await launchCampaign(ctx, account, brandId, { topicId, models: ['GPT_4O'] });
    for (const runId of runIds) await fail(runId);
    await expect.poll(async () => (await progressOf(campaignId)).status, { timeout: 5_000 }).toBe('failed');
  });

  it('counts what is pending when it stops', async () => {
    const backlog = counter();
    const { campaignId, runIds } = await launchCampaign(ctx, account, brandId, { topicId, models: ['GPT_4O'] });
    await fail(runIds[0]!);
    backlog.stored(account.id, brandId);
    await backlog.stop();
    expect((await progressOf(campaignId)).failed).toBe(1);
    const { rows } = await ctx.database.db.execute(sql`SELECT run_id FROM run_backlog WHERE run_id = ${runIds[0]!}`);
    expect(rows).toEqual([]);
  });
});
