import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunities } from '../src/db/schema.js';
import { operationsOf, requestsFor, type FuzzRequest, type Operation } from './support/request-fuzz.js';
import { createTestContext, type TestAccount, type TestContext } from './support/test-app.js';

/** Requests per operation: with about 30 operations, several thousand in all. */
const REQUESTS_PER_OPERATION = 120;
/** Fixed, so a failure repeats; FUZZ_SEED explores others. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

describe('a fuzzer over every route, parameter and body field', () => {
  let ctx: TestContext;
  let owner: TestAccount;
  let operations: Operation[];
  const ids: Record<string, string> = {};
  let sent = 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.createAccount();
    const post = async (url: string, payload: object) => {
      const response = await ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: owner.headers, payload });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
      return response.json().data.id as string;
    };
    ids.brandId = await post('/brands', { name: 'Fuzzed', domain: 'fuzzed.example' });
    ids.topicId = await post(`/brands/${ids.brandId}/topics`, { seed: 'invoicing software' });
    ids.avatarId = await post(`/brands/${ids.brandId}/avatars`, { name: 'Ana', sector: 'Retail', role: 'CFO', objectives: 'Lower costs' });
    ids.competitorId = await post(`/brands/${ids.brandId}/competitors`, { name: 'Rival One' });
    ids.campaignId = await post(`/brands/${ids.brandId}/campaigns`, { topicId: ids.topicId, models: ['SIMULATED'] });
    ids.keyId = await post('/keys', { name: 'fuzz' });
    ids.opportunityId = `opp_${ids.brandId}`;
    await ctx.database.db
      .insert(opportunities)
      .values({ id: ids.opportunityId, accountId: owner.id, brandId: ids.brandId, title: 'Opportunity', description: 'Cited here.' });
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    operations = operationsOf(document);
  });
  afterAll(async () => ctx.close());

  /** No 5xx, and every refusal in the `{ error, code, requestId }` envelope. */
  async function expectClearAnswer(request: FuzzRequest): Promise<void> {
    sent++;
    const response = await ctx.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      payload: request.payload,
    });
    const where = `${request.method} ${request.url.slice(0, 200)} ${request.payload?.slice(0, 200) ?? ''} → ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, where).toBeLessThan(500);
    if (response.statusCode < 400) return;
    const body = JSON.parse(response.body) as Record<string, unknown>;
    expect(typeof body.error === 'string' && body.error.length > 0, where).toBe(true);
    expect(body.code, where).toMatch(/^[A-Z_]+$/);
    expect(body.requestId, where).toBe(response.headers['x-request-id']);
  }

  it('answers every malformed request with a clear 4xx, never a 5xx or a body without { error, code }', async () => {
    expect(operations.length).toBeGreaterThan(25);
    for (const [index, operation] of operations.entries()) {
      const prefix = operation.path === '/healthz' ? '' : '/api/v1';
      await fc.assert(fc.asyncProperty(requestsFor(operation, ids, owner.apiKey, prefix), expectClearAnswer), {
        seed: SEED + index,
        numRuns: REQUESTS_PER_OPERATION,
      });
    }
    expect(sent).toBeGreaterThan(3_000);
  }, 240_000);

  it('leaves the fixtures and the caller able to work', async () => {
    const brand = await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${ids.brandId}`, headers: owner.headers });
    expect(brand.statusCode).toBe(200);
  });
});
