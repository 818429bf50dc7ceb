import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../campaigns/service.js';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';

/** A queue that takes runs but whose re-analysis enqueue fails, as pg-boss would if its table were unreachable. */
const failingReanalysis = (queue: JobQueue): JobQueue => ({
  enqueueRuns: queue.enqueueRuns,
  enqueueReanalysis: async () => {
    throw new Error('job table unavailable');
  },
});

describe('a change that calls for re-analysis commits with its job or not at all', () => {
  let ctx: TestContext;
  let owner: TestAccount;
  let failing: FastifyInstance;
  let brandId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.createAccount();
    failing = await ctx.buildApp({ queue: failingReanalysis(ctx.jobs.queue) });
    await failing.ready();
    brandId = (
      await ctx.app.inject({ method: 'POST', url: '/api/v1/brands', headers: owner.headers, payload: { name: 'Atomic', aliases: ['Old'] } })
    ).json().data.id;
  });
  afterAll(async () => ctx.close());

  const reanalysisJobs = async () =>
    (
      await ctx.database.pool.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'reanalyze-brand' AND data->>'brandId' = $1`, [
        brandId,
      ])
    ).rows[0].n as number;
  const request = (app: FastifyInstance, method: 'POST' | 'PATCH', url: string, payload: object) =>
    app.inject({ method, url: `/api/v1/brands/${brandId}${url}`, headers: owner.headers, payload });

  it('leaves the brand and the competitor list as they were when the enqueue fails', async () => {
    const patched = await request(failing, 'PATCH', '', { aliases: ['New'], name: 'Atomic Renamed' });
    expect(patched.statusCode).toBe(500);
    expect(patched.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
    const brand = (await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${brandId}`, headers: owner.headers })).json().data;
    expect(brand).toMatchObject({ name: 'Atomic', aliases: ['Old'] });

    expect((await request(failing, 'POST', '/competitors', { name: 'Rival' })).statusCode).toBe(500);
    const competitors = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/brands/${brandId}/competitors?status=TRACKED`,
      headers: owner.headers,
    });
    expect(competitors.json().data).toEqual([]);
    expect(await reanalysisJobs()).toBe(0);
  });

  it('queues the re-analysis with the change, and not for a change that does not call for it', async () => {
    expect((await request(ctx.app, 'PATCH', '', { autoWeeklyAnalysis: true })).statusCode).toBe(200);
    expect(await reanalysisJobs()).toBe(0);
    expect((await request(ctx.app, 'PATCH', '', { aliases: ['New'] })).statusCode).toBe(200);
    expect(await reanalysisJobs()).toBe(1);
    expect((await request(ctx.app, 'POST', '/competitors', { name: 'Rival' })).statusCode).toBe(201);
    // Requests that pile up before the job starts make one job.
    expect(await reanalysisJobs()).toBe(1);
  });
});
