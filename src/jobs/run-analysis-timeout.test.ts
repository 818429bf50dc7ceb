import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { runs } from '../db/schema.js';
import { brandWithTopic } from '../../test/support/brand-setup.js';
import { DEFAULT_FAKE_ANSWER, fakeProviderEnv, startFakeLlmServer, type FakeLlmServer } from '../../test/support/fake-llm-server.js';
import { LOOP_MARKER } from '../../test/support/looping-analyzer.js';
import { createTestContext, type TestAccount, type TestContext } from '../../test/support/test-app.js';
import { startTestWorker, waitForCampaign } from '../../test/support/worker.js';

describe('an answer whose analysis never ends', () => {
  let fake: FakeLlmServer;
  let ctx: TestContext;
  let account: TestAccount;
  const logged: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    fake = await startFakeLlmServer({ latencyMs: 5 });
    const env = { ...fakeProviderEnv(fake.url), LLM_CONCURRENCY: '1', LLM_MAX_RETRIES: '0', ANALYSIS_TIMEOUT_MS: '500' };
    ctx = await createTestContext({ config: loadConfig(env) });
    account = await ctx.createAccount();
    const log = pino(
      { level: 'warn' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logged.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      }),
    );
    await startTestWorker(ctx, { analyzerModule: new URL('../../test/support/looping-analyzer.ts', import.meta.url), log });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('fails its run with error class "analysis", logs the run id, and the worker goes on with the next runs', async () => {
    const { brandId, topicId } = await brandWithTopic(ctx, account, { name: 'Loop brand', keepPrompts: 3 });
    // The first run's answer makes the analyzer spin; the two after it are ordinary.
    fake.enqueue({ answer: { text: `${DEFAULT_FAKE_ANSWER.text}\n${LOOP_MARKER}` } });
    const launched = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/brands/${brandId}/campaigns`,
      headers: account.headers,
      payload: { topicId, models: ['GPT_4O_MINI'] },
    });
    expect(launched.statusCode).toBe(201);
    const campaign = await waitForCampaign(ctx, account.headers, brandId, launched.json().data.id);
    expect(campaign).toMatchObject({ status: 'completed', progress: { total: 3, completed: 2, failed: 1 } });

    const stored = await ctx.database.db.select().from(runs).where(eq(runs.campaignId, launched.json().data.id));
    const failed = stored.filter((run) => run.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ errorClass: 'analysis', errorMessage: expect.stringContaining('500 ms') });
    expect(logged.some((line) => line.runId === failed[0]!.id && line.level === 50)).toBe(true);
  }, 60_000);
});
