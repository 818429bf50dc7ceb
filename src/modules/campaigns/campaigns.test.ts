import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { prompts, runs } from '../../db/schema.js';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';
import { startTestWorker, waitForCampaign } from '../../../test/support/worker.js';
import { claimRun, type RunContext } from './claim-repository.js';
import { cancelRun } from './run-repository.js';

const ENV = { LLM_CONCURRENCY: '4' };

describe('campaigns', () => {
  let ctx: TestContext;
  let account: TestAccount;
  let brandId: string;
  let topicId: string;
  let promptCount: number;

  const api = (method: 'GET' | 'POST', url: string, payload?: unknown, headers = account.headers) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    ctx = await createTestContext({ config: loadConfig(ENV) });
    account = await ctx.createAccount();
    brandId = (await api('POST', '/brands', { name: 'Pipedrive', domain: 'pipedrive.com' })).json().data.id;
    const topic = (await api('POST', `/brands/${brandId}/topics`, { seed: 'best CRM for small businesses' })).json().data;
    topicId = topic.id;
    promptCount = topic.promptCount;
  });
  afterAll(async () => ctx.close());

  it('validates the launch body', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /topicId/],
      [{ topicId, models: [] }, /models/],
      [{ topicId, models: ['SIMULATED', 'SIMULATED'] }, /models/],
      [{ topicId, models: ['GPT_9'] }, /models/],
      [{ topicId, models: Array(11).fill('SIMULATED') }, /models/],
      [{ topicId, runsPerModel: 0 }, /runsPerModel/],
      [{ topicId, runsPerModel: 11 }, /runsPerModel/],
      [{ topicId, runsPerModel: 1.5 }, /runsPerModel/],
    ];
    for (const [payload, field] of cases) {
      const response = await api('POST', `/brands/${brandId}/campaigns`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(response.json().error).toMatch(field);
    }
  });

  it('answers 404 for an unknown topic or one of another brand', async () => {
    const other = (await api('POST', '/brands', { name: 'Other brand' })).json().data.id;
    const otherTopic = (await api('POST', `/brands/${other}/topics`, { seed: 'project management tools' })).json().data.id;
    for (const id of ['top_unknown', otherTopic]) {
      const response = await api('POST', `/brands/${brandId}/campaigns`, { topicId: id });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('refuses a topic without prompts with 422 NO_PROMPTS', async () => {
    const empty = (await api('POST', `/brands/${brandId}/topics`, { seed: 'accounting software' })).json().data.id;
    await ctx.database.db.delete(prompts).where(eq(prompts.topicId, empty));
    const response = await api('POST', `/brands/${brandId}/campaigns`, { topicId: empty, models: ['SIMULATED'] });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('NO_PROMPTS');
  });

  it('refuses a model without credentials with 422 MODEL_NOT_CONFIGURED naming the variable', async () => {
    const response = await api('POST', `/brands/${brandId}/campaigns`, { topicId, models: ['SIMULATED', 'GPT_4O'] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'MODEL_NOT_CONFIGURED',
      error: expect.stringMatching(/GPT_4O.*OPENAI_API_KEY/),
      requestId: expect.any(String),
    });
  });

  it('refuses a campaign past the monthly quota with the numbers, and stores nothing', async () => {
    const small = await ctx.createAccount({ limits: { campaignRunsPerMonth: promptCount * 2 } });
    const brand = (await api('POST', '/brands', { name: 'Small' }, small.headers)).json().data.id;
    const topic = (await api('POST', `/brands/${brand}/topics`, { seed: 'best CRM for small businesses' }, small.headers)).json().data.id;
    const response = await api('POST', `/brands/${brand}/campaigns`, { topicId: topic, runsPerModel: 3 }, small.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('QUOTA_EXCEEDED');
    expect(response.json().error).toContain(`needs ${promptCount * 3} runs`);
    expect(response.json().error).toContain(`${promptCount * 2} of the ${promptCount * 2} monthly runs remain`);
    expect((await api('GET', `/brands/${brand}/campaigns`, undefined, small.headers)).json().data).toEqual([]);
    expect((await api('POST', `/brands/${brand}/campaigns`, { topicId: topic, runsPerModel: 2 }, small.headers)).statusCode).toBe(201);
    expect((await api('POST', `/brands/${brand}/campaigns`, { topicId: topic }, small.headers)).json().code).toBe('QUOTA_EXCEEDED');
  });

  it('claims a run once, and not after its campaign is cancelled; a run in flight then is cancelled when its job comes back', async () => {
    const campaign = (await api('POST', `/brands/${brandId}/campaigns`, { topicId, models: ['SIMULATED'] })).json().data;
    const [first, second] = await ctx.database.db
      .select({ id: runs.id })
      .from(runs)
      .where(eq(runs.campaignId, campaign.id))
      .orderBy(runs.id);
    const context = await claimRun(ctx.database.db, account.id, first!.id);
    expect(context).toMatchObject({ run: { model: 'SIMULATED', runIndex: 0 }, brand: { id: brandId, name: 'Pipedrive' }, avatar: null });
    expect((context as RunContext).prompt.text.length).toBeGreaterThan(0);
    const running = (await api('GET', `/brands/${brandId}/campaigns/${campaign.id}`)).json().data;
    expect(running.status).toBe('running');
    // No answer analysed yet: a rate over no answers is 0, as in visibility.
    expect(running.results.mentionRate).toBe(0);
    expect(running.simulated).toBe(false);
    expect(await claimRun(ctx.database.db, 'another-account', second!.id)).toBeUndefined();

    await api('POST', `/brands/${brandId}/campaigns/${campaign.id}/cancel`);
    const statusOf = async (id: string) =>
      (
        await ctx.database.db
          .select({ status: runs.status })
          .from(runs)
          .where(and(eq(runs.id, id), eq(runs.accountId, account.id)))
      )[0]!.status;
    // The run in flight finishes as it can; a retry of its job finds the campaign cancelled.
    expect(await statusOf(first!.id)).toBe('running');
    expect(await claimRun(ctx.database.db, account.id, first!.id)).toBeUndefined();
    await cancelRun(ctx.database.db, account.id, first!.id);
    expect(await statusOf(first!.id)).toBe('cancelled');
    expect(await claimRun(ctx.database.db, account.id, second!.id)).toBeUndefined();
  });

  it('queues a campaign, cancels its queued runs, and refuses a second cancel', async () => {
    const launched = await api('POST', `/brands/${brandId}/campaigns`, { topicId, models: ['SIMULATED'] });
    expect(launched.statusCode).toBe(201);
    const campaign = launched.json().data;
    expect(campaign).toMatchObject({
      brandId,
      topicId,
      avatarId: null,
      models: ['SIMULATED'],
      runsPerModel: 1,
      status: 'queued',
      progress: { total: promptCount, completed: 0, failed: 0 },
      startedAt: null,
      finishedAt: null,
      error: null,
    });
    const cancelled = await api('POST', `/brands/${brandId}/campaigns/${campaign.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    const statuses = await ctx.database.db.select({ status: runs.status }).from(runs).where(eq(runs.campaignId, campaign.id));
    expect(statuses.every((run) => run.status === 'cancelled')).toBe(true);
    expect((await api('POST', `/brands/${brandId}/campaigns/${campaign.id}/cancel`)).json().code).toBe('CONFLICT');
  });

  it('runs every prompt × model × run once, updates progress and prompt statuses, and lists newest first', async () => {
    await startTestWorker(ctx);
    const avatar = (
      await api('POST', `/brands/${brandId}/avatars`, {
        name: 'Owner',
        sector: 'Retail',
        role: 'shop owner',
        objectives: 'grow sales',
        isDefault: true,
      })
    ).json().data;
    const launched = (await api('POST', `/brands/${brandId}/campaigns`, { topicId, models: ['SIMULATED'], runsPerModel: 2 })).json().data;
    expect(launched.avatarId).toBe(avatar.id);
    const finished = await waitForCampaign(ctx, account.headers, brandId, launched.id);
    expect(finished).toMatchObject({ status: 'completed', progress: { total: promptCount * 2, completed: promptCount * 2, failed: 0 } });
    expect(finished.finishedAt).toEqual(expect.any(String));
    expect(finished.results).toMatchObject({ byModel: [{ model: 'SIMULATED', runs: promptCount * 2, failed: 0 }] });
    // Its answers came from the simulator, and the campaign says so.
    expect(finished.simulated).toBe(true);

    const stored = await ctx.database.db.select().from(runs).where(eq(runs.campaignId, launched.id));
    expect(stored).toHaveLength(promptCount * 2);
    expect(new Set(stored.map((run) => `${run.promptId}:${run.runIndex}`)).size).toBe(promptCount * 2);
    for (const run of stored) {
      expect(run).toMatchObject({ status: 'completed', simulated: true, attempts: 1 });
      expect(run.answer!.length).toBeGreaterThan(100);
      expect(run.providerModelId).toEqual(expect.any(String));
    }

    const page = (await api('GET', `/brands/${brandId}/prompts?limit=200&status=COMPLETED`)).json();
    expect(page.total).toBe(promptCount);
    const listed = (await api('GET', `/brands/${brandId}/campaigns`)).json().data;
    expect(listed[0].id).toBe(launched.id);
  });
});
