import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestContext, type TestAccount, type TestContext } from '../../test/support/test-app.js';
import { WEEKLY_CAMPAIGNS_QUEUE } from './boss.js';
import { startJobs, type JobRuntime } from './runtime.js';
import { startWorker } from './worker.js';

// Every minute instead of every week, checked every second: the shortest period pg-boss cron allows.
const CONFIG = loadConfig({ WEEKLY_CAMPAIGN_CRON: '* * * * *', SCHEDULE_CHECK_SECONDS: '1', LLM_CONCURRENCY: '2' });
const TICK_TIMEOUT_MS = 150_000;

describe('weekly automatic campaigns', () => {
  let ctx: TestContext;
  let scheduler: JobRuntime;
  let account: TestAccount;

  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: account.headers, ...(payload ? { payload } : {}) });
  const scheduledCampaigns = async (brandId: string) =>
    ((await api('GET', `/brands/${brandId}/campaigns`)).json().data as { trigger: string; topicId: string }[]).filter(
      (campaign) => campaign.trigger === 'schedule',
    );
  const ticksDone = async () => {
    const { rows } = await ctx.database.pool.query<{ ticks: number }>(
      "SELECT count(*)::int AS ticks FROM pgboss.job WHERE name = $1 AND state = 'completed'",
      [WEEKLY_CAMPAIGNS_QUEUE],
    );
    return rows[0]!.ticks;
  };

  beforeAll(async () => {
    ctx = await createTestContext({ config: CONFIG });
    account = await ctx.createAccount();
    scheduler = await startJobs(ctx.database.url, CONFIG.engine, { supervise: true });
    const { llm } = CONFIG;
    const campaigns = { db: ctx.database.db, pool: ctx.database.pool, llm, queue: scheduler.queue };
    await startWorker({ db: ctx.database.db, jobs: scheduler, llm, campaigns, log: pino({ level: 'silent' }) });
  });
  afterAll(async () => {
    await scheduler.stop();
    await ctx.close();
  });

  it(
    'launches one campaign per topic of brands that ask for it, and none once switched off',
    { timeout: TICK_TIMEOUT_MS * 2 + 30_000 },
    async () => {
      const weekly = (await api('POST', '/brands', { name: 'Weekly brand' })).json().data.id;
      const manual = (await api('POST', '/brands', { name: 'Manual brand' })).json().data.id;
      const topics = [];
      for (const seed of ['best CRM for small businesses', 'email marketing software']) {
        topics.push((await api('POST', `/brands/${weekly}/topics`, { seed })).json().data.id);
      }
      await api('POST', `/brands/${manual}/topics`, { seed: 'best CRM for small businesses' });
      expect((await api('PATCH', `/brands/${weekly}`, { autoWeeklyAnalysis: true })).json().data.autoWeeklyAnalysis).toBe(true);

      await expect
        .poll(async () => (await scheduledCampaigns(weekly)).length, { timeout: TICK_TIMEOUT_MS, interval: 1_000 })
        .toBeGreaterThanOrEqual(2);
      const launched = await scheduledCampaigns(weekly);
      expect(new Set(launched.map((campaign) => campaign.topicId))).toEqual(new Set(topics));
      expect(launched.length % topics.length).toBe(0);
      expect(await scheduledCampaigns(manual)).toEqual([]);

      await api('PATCH', `/brands/${weekly}`, { autoWeeklyAnalysis: false });
      const countWhenSwitchedOff = (await scheduledCampaigns(weekly)).length;
      const ticksWhenSwitchedOff = await ticksDone();
      await expect.poll(ticksDone, { timeout: TICK_TIMEOUT_MS, interval: 1_000 }).toBeGreaterThan(ticksWhenSwitchedOff);
      expect((await scheduledCampaigns(weekly)).length).toBe(countWhenSwitchedOff);
    },
  );
});
