import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';
import { BrandlensError, createBrandlensClient, unwrap, type BrandlensClient } from '../src/index.js';

describe('@brandlens/client against the real app over HTTP', () => {
  let ctx: TestContext;
  let server: FastifyInstance;
  let account: TestAccount;
  let client: BrandlensClient;
  let baseUrl: string;

  beforeAll(async () => {
    ctx = await createTestContext({ config: loadConfig({ LLM_SIMULATE: 'all' }) });
    account = await ctx.createAccount();
    server = await ctx.buildApp();
    await server.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    client = createBrandlensClient({ baseUrl, apiKey: account.headers['x-api-key'] });
  });
  afterAll(async () => ctx.close());

  it('creates a brand and a topic and reads them back, typed end to end', async () => {
    const brand = unwrap(await client.POST('/brands', { body: { name: 'Pipedrive', domain: 'pipedrive.com' } })).data;
    expect(brand).toMatchObject({ id: expect.stringMatching(/^brd_/), name: 'Pipedrive' });
    const topic = unwrap(
      await client.POST('/brands/{brandId}/topics', { params: { path: { brandId: brand.id } }, body: { seed: 'crm for small teams' } }),
    ).data;
    const prompts = unwrap(await client.GET('/brands/{brandId}/prompts', { params: { path: { brandId: brand.id }, query: { limit: 5 } } }));
    expect(prompts.limit).toBe(5);
    expect(prompts.data.every((prompt) => prompt.topic.id === topic.id)).toBe(true);
    const answers = unwrap(await client.GET('/brands/{brandId}/answers', { params: { path: { brandId: brand.id } } }));
    expect(answers).toEqual({ data: [], total: 0, limit: 50, offset: 0 });
    // The README's example.
    const { data: brands } = unwrap(await client.GET('/brands'));
    const visibility = unwrap(
      await client.GET('/brands/{brandId}/visibility', { params: { path: { brandId: brands[0]!.id }, query: { days: 30 } } }),
    );
    expect(visibility.data).toMatchObject({ mentionRate: 0, answers: 0, previousPeriod: null });
    const models = unwrap(await client.GET('/models')).data;
    expect(models.find((model) => model.id === 'GPT_4O')).toMatchObject({ configured: true, simulated: true });
  });

  it('gives errors as typed { error, code }, and unwrap throws them with their status', async () => {
    const missing = await client.GET('/brands/{brandId}', { params: { path: { brandId: 'brd_missing' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 'NOT_FOUND', error: expect.any(String), requestId: expect.any(String) });
    expect(() => unwrap(missing)).toThrow(BrandlensError);
    const refused = createBrandlensClient({ baseUrl, apiKey: 'bl_live_00000000000000000000000000000000' });
    const result = await refused.GET('/brands');
    expect(result.error?.code).toBe('INVALID_API_KEY');
    let thrown: unknown;
    try {
      unwrap(result);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ name: 'BrandlensError', status: 401, code: 'INVALID_API_KEY' });
  });
});
