import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';
import { OFFERED_LANGUAGES } from './markets.js';

const COUNTRIES = ['US', 'GB', 'FR', 'DE', 'ES', 'IT', 'PT', 'NL', 'BE', 'CH', 'AT', 'CA'];

/** `size` distinct markets: US-en first, then offered languages across countries. */
function marketList(size: number): string[] {
  const markets = ['US-en'];
  for (const country of COUNTRIES) {
    for (const language of OFFERED_LANGUAGES) {
      const market = `${country}-${language}`;
      if (markets.length < size && !markets.includes(market)) markets.push(market);
    }
  }
  if (markets.length < size) throw new Error('not enough markets');
  return markets;
}

describe('brand markets', () => {
  let ctx: TestContext;
  let owner: TestAccount;
  let names = 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.createAccount();
  });
  afterAll(async () => ctx.close());

  const call = (method: InjectOptions['method'], url: string, account: TestAccount, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: account.headers, ...(payload ? { payload } : {}) });
  const createBrand = async (body: Record<string, unknown> = {}, account = owner) => {
    const response = await call('POST', '/brands', account, { name: `Market Brand ${++names}`, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; language: string; country: string; markets: string[] };
  };
  const patchBrand = (id: string, body: Record<string, unknown>, account = owner) => call('PATCH', `/brands/${id}`, account, body);
  const readBrand = async (id: string, account = owner) => (await call('GET', `/brands/${id}`, account)).json().data;

  describe('primary market of a new brand', () => {
    it.each([
      [{}, 'US-en', 'en', 'US'],
      [{ language: 'fr-FR' }, 'US-fr', 'fr', 'US'],
      [{ language: 'fr_CA', country: 'CA' }, 'CA-fr', 'fr', 'CA'],
      [{ country: 'de' }, 'DE-en', 'en', 'DE'],
      [{ language: 'DE', country: 'at' }, 'AT-de', 'de', 'AT'],
    ])('%j gives %s', async (body, market, language, country) => {
      const brand = await createBrand(body);
      expect(brand.markets).toEqual([market]);
      expect(brand).toMatchObject({ language, country });
    });
  });

  describe('PATCH markets', () => {
    it('replaces the list; the first entry is the primary market and the brand language and country follow it', async () => {
      const brand = await createBrand();
      const response = await patchBrand(brand.id, { markets: ['FR-fr', 'US-en', 'DE-de'] });
      expect(response.statusCode).toBe(200);
      expect(await readBrand(brand.id)).toMatchObject({ markets: ['FR-fr', 'US-en', 'DE-de'], language: 'fr', country: 'FR' });

      await patchBrand(brand.id, { markets: ['GB-en'] });
      expect(await readBrand(brand.id)).toMatchObject({ markets: ['GB-en'], language: 'en', country: 'GB' });
    });

    it('accepts 1 and 100 entries and refuses 0 and 101', async () => {
      const brand = await createBrand();
      expect((await patchBrand(brand.id, { markets: ['ES-es'] })).statusCode).toBe(200);
      expect((await readBrand(brand.id)).markets).toEqual(['ES-es']);

      const hundred = marketList(100);
      const ok = await patchBrand(brand.id, { markets: hundred });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await readBrand(brand.id)).markets).toEqual(hundred);

      for (const markets of [[], marketList(101)]) {
        const refused = await patchBrand(brand.id, { markets });
        expect(refused.statusCode, String(markets.length)).toBe(422);
        expect(refused.json()).toEqual({
          error: expect.stringContaining('markets'),
          code: 'VALIDATION_ERROR',
          requestId: expect.any(String),
        });
      }
      expect((await readBrand(brand.id)).markets).toEqual(hundred);
    });

    it.each([['USA-en'], ['US'], ['US_en'], ['US-'], ['-en'], ['U1-en'], ['US-e'], ['US-english'], ['en-US'], ['us-EN'], ['']])(
      'refuses the badly formatted market %j with 422',
      async (bad) => {
        const brand = await createBrand();
        for (const markets of [[bad], ['US-en', bad]]) {
          const response = await patchBrand(brand.id, { markets });
          expect(response.statusCode, JSON.stringify(markets)).toBe(422);
          expect(response.json()).toEqual({
            error: expect.stringContaining('markets'),
            code: 'VALIDATION_ERROR',
            requestId: expect.any(String),
          });
        }
        expect((await readBrand(brand.id)).markets).toEqual(['US-en']);
      },
    );

    it('refuses duplicate markets with 422', async () => {
      const brand = await createBrand();
      const response = await patchBrand(brand.id, { markets: ['US-en', 'FR-fr', 'US-en'] });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: expect.stringContaining('US-en'), code: 'VALIDATION_ERROR', requestId: expect.any(String) });
      expect((await readBrand(brand.id)).markets).toEqual(['US-en']);
    });

    it.each([['US-xx'], ['TR-tr'], ['RU-ru']])('refuses an additional market in a language not offered (%s) with 422', async (market) => {
      const brand = await createBrand();
      const response = await patchBrand(brand.id, { markets: ['US-en', market] });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: expect.stringContaining(market), code: 'VALIDATION_ERROR', requestId: expect.any(String) });
      expect((await readBrand(brand.id)).markets).toEqual(['US-en']);
    });

    it('accepts additional markets in every offered language', async () => {
      const brand = await createBrand();
      const markets = ['US-en', ...OFFERED_LANGUAGES.filter((language) => language !== 'en').map((language) => `GB-${language}`)];
      expect((await patchBrand(brand.id, { markets })).statusCode).toBe(200);
      expect((await readBrand(brand.id)).markets).toEqual(markets);
    });

    it('lets the primary market use a language outside the offered list, as a new brand may', async () => {
      const created = await createBrand({ language: 'tr', country: 'TR' });
      expect(created.markets).toEqual(['TR-tr']);
      const brand = await createBrand();
      const response = await patchBrand(brand.id, { markets: ['TR-tr', 'DE-de'] });
      expect(response.statusCode).toBe(200);
      expect(await readBrand(brand.id)).toMatchObject({ markets: ['TR-tr', 'DE-de'], language: 'tr', country: 'TR' });
    });
  });

  describe('during the 14-day trial', () => {
    it('refuses more than one market with 403 MARKETS_TRIAL_LIMIT and accepts exactly one', async () => {
      const trial = await ctx.createAccount({ trial: true });
      const brand = await createBrand({}, trial);

      const refused = await patchBrand(brand.id, { markets: ['US-en', 'FR-fr'] }, trial);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: expect.any(String), code: 'MARKETS_TRIAL_LIMIT', requestId: expect.any(String) });
      expect((await readBrand(brand.id, trial)).markets).toEqual(['US-en']);

      const single = await patchBrand(brand.id, { markets: ['FR-fr'] }, trial);
      expect(single.statusCode).toBe(200);
      expect(await readBrand(brand.id, trial)).toMatchObject({ markets: ['FR-fr'], language: 'fr', country: 'FR' });
    });

    it('does not limit an account out of its trial', async () => {
      const brand = await createBrand();
      expect((await patchBrand(brand.id, { markets: ['US-en', 'FR-fr'] })).statusCode).toBe(200);
    });
  });

  describe('PATCH language alone', () => {
    it('normalises a regional form and replaces the primary market language only', async () => {
      const brand = await createBrand();
      await patchBrand(brand.id, { markets: ['US-en', 'FR-fr'] });
      const response = await patchBrand(brand.id, { language: 'de-AT' });
      expect(response.statusCode).toBe(200);
      expect(await readBrand(brand.id)).toMatchObject({ markets: ['US-de', 'FR-fr'], language: 'de', country: 'US' });
    });

    it('drops an additional market that the change turns into a duplicate of the primary', async () => {
      const brand = await createBrand();
      await patchBrand(brand.id, { markets: ['US-en', 'US-es', 'MX-es'] });
      await patchBrand(brand.id, { language: 'es' });
      expect((await readBrand(brand.id)).markets).toEqual(['US-es', 'MX-es']);
    });
  });
});
