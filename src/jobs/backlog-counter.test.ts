import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../db/schema.js';
import { finishRun } from '../modules/campaigns/run-repository.js';
import { brandWithTopic, launchCampaign } from '../../test/support/brand-setup.js';
import { createTestContext, type TestAccount, type TestContext } from '../../test/support/test-app.js';
import { BacklogCounter } from './backlog-counter.js';

describe('BacklogCounter', () => {
  let ctx: TestContext;
  let account: TestAccount;
  let brandId: string;
  let topicId: string;
  const closed: { brandId: string; campaignIds: string[] }[] = [];
  const counters: BacklogCounter[] = [];

  const counter = (sweepMs = 60_000) => {
    const created = new BacklogCounter({
      db: ctx.database.db,
      delayMs: 50,
      sweepMs,
      onClosed: async ({ brandId: closedBrand, campaignIds }) => void closed.push({ brandId: closedBrand, campaignIds }),
      log: ctx.app.log,
    });
    counters.push(created);
    return created;
  };
  const progressOf = async (campaignId: string) => (await ctx.database.db.select().from(campaigns).where(eq(campaigns.id, campaignId)))[0]!;
  const fail = (runId: string) => finishRun(ctx.database.db, account.id, runId, { kind: 'failed', errorClass: 'server_error', message: 'down' });

  beforeAll(async () => {
    ctx = await createTestContext({ env: { LLM_SIMULATE: 'all' } });
    account = await ctx.createAccount();
    ({ brandId, topicId } = await brandWithTopic(ctx, account, { keepPrompts: 2 }));
  });
  afterAll(async () => {
    await Promise.all(counters.map((created) => created.stop()));
    await ctx.close();
  });

  it('counts stored runs a moment later, closes the campaign with its last, and reports it', async () => {
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
    expect(closed).toContainEqual({ brandId, campaignIds: [campaignId] });
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
