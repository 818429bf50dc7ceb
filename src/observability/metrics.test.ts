import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.js';
import { brandWithTopic, launchCampaign } from '../../test/support/brand-setup.js';
import { freePort } from '../../test/support/processes.js';
import { createTestContext, type TestAccount, type TestContext } from '../../test/support/test-app.js';
import { startTestWorker, waitForCampaign } from '../../test/support/worker.js';
import { serveMetrics } from './metrics-server.js';

/** The value of one series in Prometheus text, or undefined when it is not there. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('Prometheus metrics', () => {
  let ctx: TestContext;
  let owner: TestAccount;
  let exposed: FastifyInstance;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.createAccount();
    exposed = await ctx.buildApp({ metricsHere: true, rateLimitPerMinute: 2 });
  });
  afterAll(async () => ctx.close());

  const scrape = async () => {
    const response = await exposed.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    return response.body;
  };

  it('is read from METRICS (on or off) and METRICS_PORT, and refuses anything else', () => {
    expect(loadConfig({}).metrics).toEqual({ here: false, port: undefined, host: '127.0.0.1' });
    expect(loadConfig({ METRICS: 'on', METRICS_PORT: '9464', HOST: '0.0.0.0' }).metrics).toEqual({
      here: true,
      port: 9464,
      host: '0.0.0.0',
    });
    expect(() => loadConfig({ METRICS: 'yes' })).toThrow(/METRICS must be on or off/);
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
  });

  it('is not served on the public port unless METRICS=on, and never asks for a key', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await exposed.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, and rate-limit rejections by limit', async () => {
    const { brandId } = await brandWithTopic(ctx, owner, { name: 'Measured' });
    for (let i = 0; i < 3; i++) await exposed.inject({ method: 'GET', url: `/api/v1/brands/${brandId}`, headers: owner.headers });
    const text = await scrape();
    const route = 'method="GET",route="/api/v1/brands/:brandId"';
    expect(seriesValue(text, `brandlens_http_request_duration_seconds_count{${route},status="200"}`)).toBe(2);
    expect(seriesValue(text, `brandlens_http_request_duration_seconds_count{${route},status="429"}`)).toBe(1);
    expect(text).not.toContain(brandId);
    expect(seriesValue(text, 'brandlens_rate_limit_rejections_total{limit="requests"}')).toBeGreaterThanOrEqual(1);
  });

  it('reports queue depth and the oldest job per provider, the backlog, the pool, and runs and provider calls by outcome', async () => {
    const { brandId, topicId } = await brandWithTopic(ctx, owner, { name: 'Queued', keepPrompts: 3 });
    const { campaignId } = await launchCampaign(ctx, owner, brandId, { topicId, models: ['SIMULATED'], runsPerModel: 2 });
    let text = await scrape();
    expect(seriesValue(text, 'brandlens_queue_depth{provider="simulated"}')).toBe(6);
    expect(seriesValue(text, 'brandlens_queue_depth{provider="openai"}')).toBe(0);
    expect(seriesValue(text, 'brandlens_queue_oldest_job_age_seconds{provider="simulated"}')).toBeGreaterThan(0);
    expect(seriesValue(text, 'brandlens_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(seriesValue(text, 'brandlens_backlog_oldest_age_seconds')).toBeGreaterThanOrEqual(0);

    await startTestWorker(ctx);
    await waitForCampaign(ctx, owner.headers, brandId, campaignId);
    text = await scrape();
    expect(seriesValue(text, 'brandlens_queue_depth{provider="simulated"}')).toBe(0);
    expect(seriesValue(text, 'brandlens_runs_total{provider="simulated",outcome="completed"}')).toBeGreaterThanOrEqual(6);
    expect(seriesValue(text, 'brandlens_provider_call_duration_seconds_count{provider="simulated",result="ok"}')).toBeGreaterThanOrEqual(6);
    expect(text).toContain('brandlens_process_cpu_seconds_total');
  });

  it('serves GET /metrics alone on METRICS_PORT', async () => {
    const port = await freePort();
    const server = await serveMetrics(port, '127.0.0.1');
    try {
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('brandlens_http_request_duration_seconds');
      const other = await fetch(`http://127.0.0.1:${port}/api/v1/brands`);
      expect(other.status).toBe(404);
      expect(await other.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await server.close();
    }
  });
});
