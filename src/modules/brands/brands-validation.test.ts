import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';

describe('brand validation', () => {
  let ctx: TestContext;
  let owner: TestAccount;
  let brandId: string;
  let names = 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.createAccount();
    brandId = (await post({ name: 'Validation Target' })).json().data.id;
  });
  afterAll(async () => ctx.close());

  const call = (method: InjectOptions['method'], url: string, payload: unknown) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: owner.headers, payload: payload as object });
  const post = (body: Record<string, unknown>) => call('POST', '/brands', body);
  const patch = (body: Record<string, unknown>) => call('PATCH', `/brands/${brandId}`, body);
  const uniqueName = () => `Brand ${++names}`;

  const expectValidationError = (response: Awaited<ReturnType<typeof post>>, field: string) => {
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json();
    expect(body).toEqual({ error: expect.any(String), code: 'VALIDATION_ERROR', requestId: expect.any(String) });
    expect(body.error).toContain(field);
  };

  describe('length limits on create', () => {
    it('accepts a 100-character name and refuses 101', async () => {
      const ok = await post({ name: 'n'.repeat(100) });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().data.name).toBe('n'.repeat(100));
      expectValidationError(await post({ name: 'n'.repeat(101) }), 'name');
    });

    it('refuses an empty or missing name', async () => {
      expectValidationError(await post({ name: '' }), 'name');
      expectValidationError(await post({}), 'name');
    });

    it('accepts a 253-character domain and refuses 254', async () => {
      const domain253 = `${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(57)}.com`;
      expect(domain253).toHaveLength(253);
      const ok = await post({ name: uniqueName(), domain: domain253 });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().data.domain).toBe(domain253);
      expectValidationError(await post({ name: uniqueName(), domain: `d${domain253}` }), 'domain');
    });

    it('accepts a language of 2 and 5 characters and refuses 1 and 6', async () => {
      const two = await post({ name: uniqueName(), language: 'de' });
      expect(two.statusCode).toBe(201);
      expect(two.json().data.language).toBe('de');
      const five = await post({ name: uniqueName(), language: 'pt-BR' });
      expect(five.statusCode).toBe(201);
      expect(five.json().data.language).toBe('pt');
      expectValidationError(await post({ name: uniqueName(), language: 'e' }), 'language');
      expectValidationError(await post({ name: uniqueName(), language: 'pt-BRA' }), 'language');
    });

    it('accepts an ISO country in any case and refuses 1 and 6 characters or a code of no country', async () => {
      const two = await post({ name: uniqueName(), country: 'de' });
      expect(two.statusCode).toBe(201);
      expect(two.json().data).toMatchObject({ country: 'DE', markets: ['DE-en'] });
      expectValidationError(await post({ name: uniqueName(), country: 'ABCDE' }), 'country');
      expectValidationError(await post({ name: uniqueName(), country: 'U' }), 'country');
      expectValidationError(await post({ name: uniqueName(), country: 'ABCDEF' }), 'country');
    });
  });

  describe('length limits on update', () => {
    it('accepts a 100-character name and refuses 101', async () => {
      const ok = await patch({ name: 'u'.repeat(100) });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.name).toBe('u'.repeat(100));
      expectValidationError(await patch({ name: 'u'.repeat(101) }), 'name');
      expectValidationError(await patch({ name: '' }), 'name');
    });

    it('accepts a 253-character domain and refuses 254', async () => {
      const domain253 = `${'e'.repeat(63)}.${'e'.repeat(63)}.${'e'.repeat(63)}.${'e'.repeat(57)}.org`;
      const ok = await patch({ domain: domain253 });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.domain).toBe(domain253);
      expectValidationError(await patch({ domain: `e${domain253}` }), 'domain');
      const brand = await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${brandId}`, headers: owner.headers });
      expect(brand.json().data.domain).toBe(domain253);
    });

    it('accepts a language of 2 and 5 characters and refuses 1 and 6', async () => {
      expect((await patch({ language: 'it' })).statusCode).toBe(200);
      expect((await patch({ language: 'es-MX' })).statusCode).toBe(200);
      expectValidationError(await patch({ language: 'i' }), 'language');
      expectValidationError(await patch({ language: 'es-MXX' }), 'language');
      const brand = await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${brandId}`, headers: owner.headers });
      expect(brand.json().data.language).toBe('es');
    });
  });

  describe('wrong types give 422 VALIDATION_ERROR naming the field', () => {
    const createCases: [string, Record<string, unknown>][] = [
      ['name', { name: 42 }],
      ['name', { name: null }],
      ['name', { name: ['Array'] }],
      ['domain', { name: 'Typed', domain: 12 }],
      ['domain', { name: 'Typed', domain: { host: 'x' } }],
      ['aliases', { name: 'Typed', aliases: 'single' }],
      ['aliases', { name: 'Typed', aliases: [1, 2] }],
      ['language', { name: 'Typed', language: 12 }],
      ['country', { name: 'Typed', country: true }],
    ];
    it.each(createCases)('POST /brands: %s in %j', async (field, body) => {
      expectValidationError(await post(body), field);
    });

    const updateCases: [string, Record<string, unknown>][] = [
      ['name', { name: 7 }],
      ['domain', { domain: false }],
      ['aliases', { aliases: 'single' }],
      ['aliases', { aliases: [null] }],
      ['language', { language: 3 }],
      ['markets', { markets: 'US-en' }],
      ['markets', { markets: [1] }],
      ['autoWeeklyAnalysis', { autoWeeklyAnalysis: 'yes' }],
      ['autoWeeklyAnalysis', { autoWeeklyAnalysis: 1 }],
    ];
    it.each(updateCases)('PATCH /brands/{id}: %s in %j', async (field, body) => {
      expectValidationError(await patch(body), field);
    });

    it('refuses a body that is not an object', async () => {
      const response = await call('POST', '/brands', ['Acme']);
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    });

    it('leaves the brand unchanged after a refused PATCH', async () => {
      const before = (await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${brandId}`, headers: owner.headers })).json().data;
      await patch({ name: 'Would Change', autoWeeklyAnalysis: 'yes' });
      const after = (await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${brandId}`, headers: owner.headers })).json().data;
      expect(after).toEqual(before);
    });
  });
});
