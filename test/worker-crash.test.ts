import type { ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { runs } from '../src/db/schema.js';
import { brandWithTopic } from './support/brand-setup.js';
import { fakeProviderEnv, startFakeLlmServer, type FakeLlmServer } from './support/fake-llm-server.js';
import { spawnEntryPoint } from './support/processes.js';
import { createTestContext, type TestContext } from './support/test-app.js';

const RUNS_PER_MODEL = 3;

describe('a worker killed mid-campaign', () => {
  let fake: FakeLlmServer;
  let ctx: TestContext;
  let workerEnv: Record<string, string>;
  const workers: ChildProcess[] = [];

  const startWorkerProcess = () => {
    const child = spawnEntryPoint('src/worker.ts', [], workerEnv, { stdio: 'ignore' });
    workers.push(child);
    return child;
  };

  beforeAll(async () => {
    fake = await startFakeLlmServer({ latencyMs: 300 });
    // A dead worker's jobs are handed on within seconds (a 2 s lease); jobs take the lease of the process that queues them.
    const engineEnv = { ...fakeProviderEnv(fake.url), LLM_CONCURRENCY: '4', RUN_LEASE_SECONDS: '2', QUEUE_MAINTENANCE_SECONDS: '1' };
    ctx = await createTestContext({ config: loadConfig(engineEnv) });
    workerEnv = { ...engineEnv, DATABASE_URL: ctx.database.url, LOG_LEVEL: 'warn' };
  });
  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await ctx.close();
    await fake.close();
  });

  it('loses nothing: its runs are picked up again and each is stored once', { timeout: 120_000 }, async () => {
    const account = await ctx.createAccount();
    const { brandId, topicId, promptIds } = await brandWithTopic(ctx, account);
    const total = promptIds.length * RUNS_PER_MODEL;
    const launched = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/brands/${brandId}/campaigns`,
      headers: account.headers,
      payload: { topicId, models: ['GPT_4O_MINI'], runsPerModel: RUNS_PER_MODEL },
    });
    const campaignId = launched.json().data.id as string;
    const progress = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${brandId}/campaigns/${campaignId}`, headers: account.headers })).json()
        .data;

    const first = startWorkerProcess();
    await expect.poll(async () => (await progress()).progress.completed, { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(8);
    const inFlight = await ctx.database.db.select({ id: runs.id }).from(runs).where(eq(runs.status, 'running'));
    first.kill('SIGKILL');
    expect(inFlight.length).toBeGreaterThan(0);
    expect((await progress()).status).toBe('running');

    startWorkerProcess();
    await expect.poll(async () => (await progress()).status, { timeout: 90_000, interval: 250 }).toBe('completed');

    const final = await progress();
    expect(final.progress).toEqual({ total, completed: total, failed: 0 });
    const stored = await ctx.database.db.select().from(runs).where(eq(runs.campaignId, campaignId));
    expect(stored).toHaveLength(total);
    expect(new Set(stored.map((run) => `${run.promptId}:${run.model}:${run.runIndex}`)).size).toBe(total);
    expect(stored.every((run) => run.status === 'completed' && run.answer)).toBe(true);
    // Runs cut off by the kill ran again on the second worker, and still count once.
    expect(stored.filter((run) => run.attempts >= 2).length).toBeGreaterThan(0);
    expect(fake.requests.length).toBeGreaterThan(total);
  });
});
