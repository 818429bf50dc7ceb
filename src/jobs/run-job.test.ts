import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { providerPauses, runs } from '../db/schema.js';
import { brandWithTopic } from '../../test/support/brand-setup.js';
import { fakeProviderEnv, startFakeLlmServer, type FakeLlmServer } from '../../test/support/fake-llm-server.js';
import { createTestContext, type TestAccount, type TestContext } from '../../test/support/test-app.js';
import { startTestWorker, waitForCampaign } from '../../test/support/worker.js';

describe('runs against a provider', () => {
  let fake: FakeLlmServer;
  let ctx: TestContext;
  let account: TestAccount;
  let env: Record<string, string>;

  beforeAll(async () => {
    fake = await startFakeLlmServer({ latencyMs: 20 });
    env = {
      ...fakeProviderEnv(fake.url),
      LLM_CONCURRENCY: '1',
      LLM_MAX_RETRIES: '2',
      LLM_RETRY_DELAY_SECONDS: '1',
      LLM_TIMEOUT_MS: '1000',
    };
    ctx = await createTestContext({ config: loadConfig(env) });
    account = await ctx.createAccount();
    await startTestWorker(ctx);
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  async function runCampaign(keepPrompts: number, name: string, models = ['GPT_4O_MINI']) {
    const { brandId, topicId } = await brandWithTopic(ctx, account, { name, keepPrompts });
    const launched = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/brands/${brandId}/campaigns`,
      headers: account.headers,
      payload: { topicId, models },
    });
    expect(launched.statusCode).toBe(201);
    const campaign = await waitForCampaign(ctx, account.headers, brandId, launched.json().data.id);
    const stored = await ctx.database.db.select().from(runs).where(eq(runs.campaignId, launched.json().data.id)).orderBy(runs.finishedAt);
    return { campaign, stored };
  }

  it('stores the answer, its citations, usage and the provider model id', async () => {
    const { campaign, stored } = await runCampaign(1, 'Answer brand', ['GPT_4O_MINI', 'PERPLEXITY_SONAR']);
    expect(campaign).toMatchObject({ status: 'completed', progress: { total: 2, completed: 2, failed: 0 } });
    const byModel = Object.fromEntries(stored.map((run) => [run.model, run]));
    expect(byModel.GPT_4O_MINI).toMatchObject({
      status: 'completed',
      simulated: false,
      inputTokens: 42,
      outputTokens: 128,
      providerModelId: 'gpt-4o-mini',
    });
    expect(byModel.GPT_4O_MINI!.answer).toContain('**Acme**');
    // The fake names three rivals and never the brand: the finished campaign leaves an opportunity behind, generated
    // by the worker right after it stored the last answer.
    const { brandId } = stored[0]!;
    const opportunities = () =>
      ctx.app
        .inject({ method: 'GET', url: `/api/v1/brands/${brandId}/opportunities`, headers: account.headers })
        .then((response) => response.json().data);
    await expect
      .poll(opportunities, { timeout: 5_000 })
      .toEqual([expect.objectContaining({ status: 'TODO', competitorsMentioned: ['Acme', 'Globex', 'Initech'] })]);
    expect(byModel.PERPLEXITY_SONAR).toMatchObject({
      status: 'completed',
      citations: [
        expect.objectContaining({ url: 'https://www.acme.example/compare' }),
        expect.objectContaining({ url: 'https://reviews.example.org/best-tools' }),
      ],
    });
    const request = fake.requests.find((entry) => entry.path.endsWith('/chat/completions'))!;
    const messages = (request.body as { messages: { role: string; content: string }[] }).messages;
    expect(messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('United States') });
  });

  it("gives the run the default avatar's persona and the market, in the prompt's language", async () => {
    const { brandId, topicId } = await brandWithTopic(ctx, account, { name: 'Persona brand', keepPrompts: 1 });
    const headers = account.headers;
    await ctx.app.inject({ method: 'PATCH', url: `/api/v1/brands/${brandId}`, headers, payload: { markets: ['US-en', 'FR-fr'] } });
    const frenchTopic = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/brands/${brandId}/topics`,
        headers,
        payload: { seed: 'logiciel CRM', language: 'fr', country: 'FR' },
      })
    ).json().data.id;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/brands/${brandId}/avatars`,
      headers,
      payload: {
        name: 'Gérante',
        sector: 'commerce de détail',
        role: 'gérante de boutique',
        objectives: 'fidéliser ses clients',
        isDefault: true,
      },
    });
    for (const id of [topicId, frenchTopic]) {
      const launched = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/brands/${brandId}/campaigns`,
        headers,
        payload: { topicId: id, models: ['GPT_4O_MINI'] },
      });
      await waitForCampaign(ctx, headers, brandId, launched.json().data.id);
    }
    const systems = fake.requests.map((request) => (request.body as { messages: { role: string; content: string }[] }).messages[0]!);
    expect(systems.every((message) => message.role === 'system')).toBe(true);
    expect(
      systems.some((message) => message.content.includes('gérante de boutique') && message.content.includes('fidéliser ses clients')),
    ).toBe(true);
    expect(systems.some((message) => message.content.startsWith("L'utilisateur se trouve en France."))).toBe(true);
  });

  it('waits out a 429 with retry-after instead of failing, pausing the provider for every worker', async () => {
    fake.enqueue({ status: 429, retryAfterSeconds: 1 });
    const { campaign, stored } = await runCampaign(2, 'Rate limited brand');
    expect(campaign).toMatchObject({ status: 'completed', progress: { completed: 2, failed: 0 } });
    expect(stored.map((run) => run.attempts)).toEqual([1, 1]);
    const [pause] = await ctx.database.db.select().from(providerPauses).where(eq(providerPauses.provider, 'openai'));
    expect(pause).toBeDefined();
  });

  it('retries a 500 with backoff and completes', async () => {
    fake.enqueue({ status: 500 });
    const { campaign, stored } = await runCampaign(1, 'Server error brand');
    expect(campaign).toMatchObject({ status: 'completed', progress: { completed: 1, failed: 0 } });
    expect(stored[0]!.attempts).toBe(2);
  });

  it('fails a run at once on an authentication error, with its error class', async () => {
    fake.enqueue({ status: 401 });
    const { campaign, stored } = await runCampaign(2, 'Auth error brand');
    expect(campaign).toMatchObject({ status: 'completed', progress: { completed: 1, failed: 1 } });
    const failed = stored.find((run) => run.status === 'failed')!;
    expect(failed).toMatchObject({ errorClass: 'auth', attempts: 1 });
    expect(failed.errorMessage).not.toContain('sk-fake-openai');
  });

  it('gives up on a provider that keeps timing out, after every retry, and fails the campaign', { timeout: 60_000 }, async () => {
    fake.enqueue({ delayMs: 5_000 }, { delayMs: 5_000 }, { delayMs: 5_000 });
    const { campaign, stored } = await runCampaign(1, 'Timeout brand');
    expect(campaign).toMatchObject({
      status: 'failed',
      progress: { completed: 0, failed: 1 },
      error: expect.stringContaining('Every run failed'),
    });
    expect(stored[0]).toMatchObject({ status: 'failed', errorClass: 'timeout', attempts: 3 });
  });
});
