import type { ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { runs } from '../src/db/schema.js';
import { brandWithTopic, launchCampaign } from './support/brand-setup.js';
import { fakeProviderEnv, startFakeLlmServer, type FakeLlmServer } from './support/fake-llm-server.js';
import { spawnEntryPoint } from './support/processes.js';
import { createTestContext, type TestAccount, type TestContext } from './support/test-app.js';

const RUNS = 4;

/** A worker process, its exit code and when it exited. */
function startWorker(env: Record<string, string>) {
  const child = spawnEntryPoint('src/worker.ts', [], env, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  return { child, exited, stderr: () => stderr };
}

describe('a worker stopped mid-campaign (default lease settings)', () => {
  let fake: FakeLlmServer;
  let ctx: TestContext;
  let account: TestAccount;
  let workerEnv: Record<string, string>;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    fake = await startFakeLlmServer({ latencyMs: 4_000 });
    const engineEnv = { ...fakeProviderEnv(fake.url), LLM_CONCURRENCY: '8' };
    ctx = await createTestContext({ config: loadConfig(engineEnv) });
    account = await ctx.createAccount();
    workerEnv = { ...engineEnv, DATABASE_URL: ctx.database.url, LOG_LEVEL: 'warn' };
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await ctx.close();
    await fake.close();
  });

  async function campaignInFlight(name: string) {
    fake.reset();
    fake.setLatency(4_000);
    const { brandId, topicId } = await brandWithTopic(ctx, account, { name, keepPrompts: RUNS });
    const { campaignId } = await launchCampaign(ctx, account, brandId, { topicId, models: ['GPT_4O_MINI'] });
    const first = startWorker(workerEnv);
    children.push(first.child);
    await expect.poll(() => fake.requests.length, { timeout: 30_000, interval: 50 }).toBe(RUNS);
    return { brandId, campaignId, first };
  }

  const storedRuns = (campaignId: string) => ctx.database.db.select().from(runs).where(eq(runs.campaignId, campaignId));

  it(
    'on SIGTERM exits 0 within 10 s and hands its runs back, which another worker resumes at once, each stored once',
    { timeout: 90_000 },
    async () => {
      const { campaignId, first } = await campaignInFlight('Terminated');
      const signalledAt = Date.now();
      first.child.kill('SIGTERM');
      const { code, at } = await first.exited;
      expect(code, first.stderr()).toBe(0);
      expect(at - signalledAt).toBeLessThan(10_000);

      fake.setLatency(200);
      const resumedAt = Date.now();
      const second = startWorker(workerEnv);
      children.push(second.child);
      await expect
        .poll(async () => (await storedRuns(campaignId)).every((run) => run.status === 'completed'), { timeout: 60_000, interval: 100 })
        .toBe(true);
      // At once: no job expiry and no retry delay in between, only the second worker's start and its calls.
      expect(Date.now() - resumedAt).toBeLessThan(15_000);
      const stored = await storedRuns(campaignId);
      expect(stored).toHaveLength(RUNS);
      expect(stored.every((run) => run.answer)).toBe(true);
      expect(fake.requests.length).toBe(2 * RUNS);
      second.child.kill('SIGTERM');
      expect((await second.exited).code).toBe(0);
    },
  );

  it('after kill -9, its runs resume on another worker within 60 s, each stored once', { timeout: 120_000 }, async () => {
    const { campaignId, first } = await campaignInFlight('Killed');
    const second = startWorker(workerEnv);
    children.push(second.child);
    fake.setLatency(200);
    const killedAt = Date.now();
    first.child.kill('SIGKILL');
    await first.exited;
    await expect
      .poll(async () => (await storedRuns(campaignId)).every((run) => run.status === 'completed'), { timeout: 90_000, interval: 250 })
      .toBe(true);
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    const stored = await storedRuns(campaignId);
    expect(stored).toHaveLength(RUNS);
    expect(stored.every((run) => run.answer && run.attempts >= 2)).toBe(true);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  });
});
