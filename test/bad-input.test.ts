import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestAccount, type TestContext } from './support/test-app.js';

describe('bad input gets a clear 4xx, never a 500', () => {
  let ctx: TestContext;
  let owner: TestAccount;
  let brandId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.createAccount();
    brandId = (await ctx.app.inject({ method: 'POST', url: '/api/v1/brands', headers: owner.headers, payload: { name: 'Input' } })).json()
      .data.id;
  });
  afterAll(async () => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: owner.headers });

  it('refuses a JSON body nested thousands of levels deep with 422', async () => {
    const payload = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    for (const url of ['/keys', '/brands', `/brands/${brandId}/topics`]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: { ...owner.headers, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.stringContaining('nested more than') });
    }
  });

  it.each([
    ['offset=9223372036854775808', ['prompts', 'sources']],
    ['offset=Infinity', ['prompts', 'sources']],
    ['offset=1e309', ['prompts', 'sources']],
    ['limit=Infinity', ['prompts', 'sources']],
    ['offset=-1', ['prompts', 'sources']],
    ['page=1e19', ['prompts']],
  ])('refuses %s with 422', async (query, paths) => {
    for (const path of paths) {
      const response = await get(`/brands/${brandId}/${path}?${query}`);
      expect(response.statusCode, `${path}?${query}: ${response.body}`).toBe(422);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('answers a path parameter of any length with 404, not 500', async () => {
    for (const length of [101, 1_000]) {
      const response = await get(`/brands/${'a'.repeat(length)}`);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('lists the models for an unknown one, in the body and the query', async () => {
    const topicId = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/brands/${brandId}/topics`,
        headers: owner.headers,
        payload: { seed: 'crm tools' },
      })
    ).json().data.id;
    const launched = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/brands/${brandId}/campaigns`,
      headers: owner.headers,
      payload: { topicId, models: ['GPT_9'] },
    });
    expect(launched.statusCode).toBe(422);
    expect(launched.json().error).toMatch(/^models\.0 must be one of: .*GPT_4O.*SIMULATED/);
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${brandId}/visibility?model=GPT_9`, headers: owner.headers });
    expect(listed.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.stringMatching(/^model must be one of: /) });
  });

  it('answers 405 METHOD_NOT_ALLOWED with an Allow header, and an unknown path 404', async () => {
    const put = await ctx.app.inject({ method: 'PUT', url: `/api/v1/brands/${brandId}`, headers: owner.headers, payload: { name: 'X' } });
    expect(put.statusCode).toBe(405);
    expect(put.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    expect(put.headers.allow).toBe('GET, PATCH, DELETE');
    const unknown = await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${brandId}/nothing-here`, headers: owner.headers });
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: owner.headers, payload });

  it('refuses countries, languages and domains that are no such thing, naming the field, and stores nothing', async () => {
    const refusals: Array<[string, object, string]> = [
      ['/brands', { name: 'Bad country', country: 'ZZ' }, 'country'],
      ['/brands', { name: 'Bad country', country: 'EU' }, 'country'],
      ['/brands', { name: 'Bad country', country: 'UK' }, 'GB'],
      ['/brands', { name: 'Bad language', language: 'zz' }, 'language'],
      ['/brands', { name: 'Bad language', language: 'und' }, 'language'],
      ['/brands', { name: 'Bad domain', domain: 'not a domain!!' }, 'domain'],
      ['/brands', { name: 'Bad domain', domain: 'localhost' }, 'domain'],
      ['/brands', { name: 'Bad domain', domain: 'https://' }, 'domain'],
      [`/brands/${brandId}/topics`, { seed: 'crm tools', country: 'QZ' }, 'country'],
      [`/brands/${brandId}/topics`, { seed: 'crm tools', language: 'xx' }, 'language'],
      [`/brands/${brandId}/competitors`, { name: 'Rival', domain: 'rival..com' }, 'domain'],
    ];
    for (const [url, body, named] of refusals) {
      const response = await send('POST', url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}: ${response.body}`).toBe(422);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.stringContaining(named) });
    }
    for (const body of [{ markets: ['US-en', 'ZZ-en'] }, { markets: ['US-zz'] }, { language: 'qq' }, { domain: 'a b.com' }]) {
      const response = await send('PATCH', `/brands/${brandId}`, body);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(422);
    }
    const brands = (await get('/brands')).json().data as Array<{ name: string; markets: string[]; domain: string | null }>;
    expect(brands.map((brand) => brand.name)).toEqual(['Input']);
    expect(brands[0]).toMatchObject({ markets: ['US-en'], domain: null });
  });

  it('accepts real codes in any case, regional languages and international domains', async () => {
    const created = await send('POST', '/brands', {
      name: 'Good codes',
      country: 'fr',
      language: 'fr-CA',
      domain: 'https://www.München.de/preise',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ country: 'FR', language: 'fr', domain: 'www.münchen.de', markets: ['FR-fr'] });
    const filipino = await send('PATCH', `/brands/${created.json().data.id}`, { language: 'fil' });
    expect(filipino.statusCode, filipino.body).toBe(200);
  });

  it('refuses a seed of punctuation or emoji alone, which would give prompts such as "?"', async () => {
    for (const seed of ['???', '!!! ...', '🚀🚀🚀', '— — —']) {
      const response = await send('POST', `/brands/${brandId}/topics`, { seed });
      expect(response.statusCode, `${seed}: ${response.body}`).toBe(422);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.stringContaining('seed') });
    }
    const seeds = (await get(`/brands/${brandId}/topics`)).json().data.map((topic: { seed: string }) => topic.seed);
    expect(seeds).toEqual(['crm tools']);
  });
});
