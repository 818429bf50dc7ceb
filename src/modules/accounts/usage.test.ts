import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandWithTopic, launchCampaign } from '../../../test/support/brand-setup.js';
import { userWithSession } from '../../../test/support/sessions.js';
import { createTestContext, type TestContext } from '../../../test/support/test-app.js';
import { PLAN_LIMITS } from './plans.js';

describe('GET /usage', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('counts this month’s runs and the brands against the plan’s limits', async () => {
    const account = await ctx.createAccount();
    const usage = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/usage', headers: account.headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const month = new Date().toISOString().slice(0, 7);
    expect(await usage()).toEqual({
      plan: 'agency',
      month,
      runsThisMonth: 0,
      runQuota: PLAN_LIMITS.agency.campaignRunsPerMonth,
      brands: 0,
      brandLimit: PLAN_LIMITS.agency.brands,
    });

    const { brandId, topicId } = await brandWithTopic(ctx, account, { keepPrompts: 2 });
    await launchCampaign(ctx, account, brandId, { topicId, models: ['SIMULATED'], runsPerModel: 3 });
    expect(await usage()).toMatchObject({ runsThisMonth: 6, brands: 1 });
  });

  it('answers an account’s own limits and counts, on any plan (with a session: keys are Agency-only)', async () => {
    const account = await ctx.createAccount({ plan: 'starter', limits: { brands: 4, campaignRunsPerMonth: 42 } });
    const owner = await userWithSession(ctx.app, ctx.database.db, account.id, 'owner');
    const response = await owner.request({ method: 'GET', url: '/api/v1/usage' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ plan: 'starter', runsThisMonth: 0, runQuota: 42, brands: 0, brandLimit: 4 });
  });

  it('is read by every role with a session, and needs authentication', async () => {
    const account = await ctx.createAccount();
    const viewer = await userWithSession(ctx.app, ctx.database.db, account.id, 'viewer');
    expect((await viewer.request({ method: 'GET', url: '/api/v1/usage' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/usage' })).statusCode).toBe(401);
  });
});
