import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prompts, topics } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';

const ISO_UTC_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const INSERTED = 230;

interface Page {
  data: { id: string; text: string; status: string; createdAt: string; topic: { id: string; seed: string } }[];
  total: number;
  limit: number;
  offset: number;
}

describe('GET /brands/{brandId}/prompts', () => {
  let ctx: TestContext;
  let owner: TestAccount;
  let brandId: string;
  /** Every prompt id of the brand in the documented order: createdAt, then id. */
  let expected: string[];

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.createAccount();
    const createBrand = async (name: string, account: TestAccount) =>
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/brands', headers: account.headers, payload: { name } })).json().data
        .id as string;
    brandId = await createBrand('Paged', owner);
    const generated = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/brands/${brandId}/topics`,
      headers: owner.headers,
      payload: { seed: 'accounting software' },
    });
    expect(generated.statusCode).toBe(201);

    // Many more prompts than one page holds, in groups sharing one instant, so order must fall back on the id.
    const topicId = newId('top');
    await ctx.database.db
      .insert(topics)
      .values({ id: topicId, accountId: owner.id, brandId, seed: 'bulk seed', language: 'en', country: 'US' });
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    const rows = Array.from({ length: INSERTED }, (_, index) => ({
      id: newId('prm'),
      accountId: owner.id,
      brandId,
      topicId,
      text: `Bulk question ${index}?`,
      language: 'en',
      country: 'US',
      createdAt: new Date(base + (index % 23)),
    }));
    await ctx.database.db.insert(prompts).values(rows);

    // Prompts of other brands, of this account and of another, never count.
    const sibling = await createBrand('Sibling', owner);
    const stranger = await ctx.createAccount();
    const strangerBrand = await createBrand('Stranger', stranger);
    for (const [brand, account] of [
      [sibling, owner],
      [strangerBrand, stranger],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/brands/${brand}/topics`,
        headers: account.headers,
        payload: { seed: 'payroll' },
      });
      expect(response.statusCode).toBe(201);
    }

    const stored = await ctx.database.db
      .select({ id: prompts.id, createdAt: prompts.createdAt })
      .from(prompts)
      .where(eq(prompts.brandId, brandId));
    expected = stored
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((row) => row.id);
    expect(expected.length).toBeGreaterThan(INSERTED + 9);
  });
  afterAll(async () => ctx.close());

  const list = (query = '') => ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${brandId}/prompts${query}`, headers: owner.headers });
  const page = async (query: string): Promise<Page> => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const expectInvalid = async (query: string, field: string) => {
    const response = await list(query);
    expect(response.statusCode, query).toBe(422);
    expect(response.json()).toEqual({ error: expect.stringContaining(field), code: 'VALIDATION_ERROR', requestId: expect.any(String) });
  };

  it('answers the paginated envelope with a default limit of 50 and offset 0', async () => {
    const body = await page('');
    expect(Object.keys(body).sort()).toEqual(['data', 'limit', 'offset', 'total']);
    expect(body).toMatchObject({ total: expected.length, limit: 50, offset: 0 });
    expect(body.data.map((prompt) => prompt.id)).toEqual(expected.slice(0, 50));
  });

  it('gives every prompt its text, timestamp, topic and status PENDING', async () => {
    const all = [...(await page('?limit=200')).data, ...(await page('?limit=200&offset=200')).data];
    expect(all).toHaveLength(expected.length);
    for (const prompt of all) {
      expect(prompt).toMatchObject({
        id: expect.any(String),
        text: expect.any(String),
        status: 'PENDING',
        createdAt: expect.stringMatching(ISO_UTC_MS),
        topic: { id: expect.any(String), seed: expect.any(String) },
      });
    }
    expect(all.find((prompt) => prompt.text === 'Bulk question 7?')?.topic.seed).toBe('bulk seed');
    expect(all.filter((prompt) => prompt.topic.seed === 'accounting software').length).toBeGreaterThanOrEqual(10);
  });

  describe('limit', () => {
    it('serves a value above 200 as 200 and reports 200', async () => {
      for (const limit of [500, 201]) {
        const body = await page(`?limit=${limit}`);
        expect(body.limit).toBe(200);
        expect(body.data.map((prompt) => prompt.id)).toEqual(expected.slice(0, 200));
      }
    });

    it('serves 1 and 200 as asked', async () => {
      expect((await page('?limit=1')).data.map((prompt) => prompt.id)).toEqual(expected.slice(0, 1));
      const full = await page('?limit=200');
      expect(full.limit).toBe(200);
      expect(full.data).toHaveLength(200);
    });

    it.each(['0', '-1', '1.5', 'abc', ''])('refuses limit=%s with 422', async (value) => {
      await expectInvalid(`?limit=${value}`, 'limit');
    });
  });

  describe('offset', () => {
    it('starts where asked, and past the end gives an empty page with the same total', async () => {
      const body = await page('?offset=7&limit=5');
      expect(body).toMatchObject({ offset: 7, limit: 5, total: expected.length });
      expect(body.data.map((prompt) => prompt.id)).toEqual(expected.slice(7, 12));
      const beyond = await page(`?offset=${expected.length + 10}`);
      expect(beyond).toEqual({ data: [], total: expected.length, limit: 50, offset: expected.length + 10 });
    });

    it.each(['-1', '1.5', 'abc'])('refuses offset=%s with 422', async (value) => {
      await expectInvalid(`?offset=${value}`, 'offset');
    });
  });

  describe('page', () => {
    it('means offset = (page - 1) * limit when offset is absent', async () => {
      const second = await page('?page=2&limit=10');
      expect(second).toMatchObject({ offset: 10, limit: 10 });
      expect(second.data.map((prompt) => prompt.id)).toEqual(expected.slice(10, 20));
      expect(await page('?page=1&limit=10')).toMatchObject({ offset: 0 });
      const third = await page('?page=3');
      expect(third).toMatchObject({ offset: 100, limit: 50 });
      expect(third.data.map((prompt) => prompt.id)).toEqual(expected.slice(100, 150));
    });

    it('uses the capped limit to compute the offset', async () => {
      const body = await page('?page=2&limit=500');
      expect(body).toMatchObject({ limit: 200, offset: 200 });
      expect(body.data.map((prompt) => prompt.id)).toEqual(expected.slice(200, 400));
    });

    it('lets an explicit offset win over page', async () => {
      const body = await page('?page=4&offset=3&limit=10');
      expect(body).toMatchObject({ offset: 3, limit: 10 });
      expect(body.data.map((prompt) => prompt.id)).toEqual(expected.slice(3, 13));
    });

    it.each(['0', '-1', '1.5', 'abc'])('refuses page=%s with 422', async (value) => {
      await expectInvalid(`?page=${value}`, 'page');
    });
  });

  it('walks every page in a stable order with no duplicates or gaps', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < expected.length; offset += 37) {
      const body = await page(`?limit=37&offset=${offset}`);
      expect(body.total).toBe(expected.length);
      seen.push(...body.data.map((prompt) => prompt.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expected);
    // The same request twice gives the same page.
    expect(await page('?limit=37&offset=37')).toEqual(await page('?limit=37&offset=37'));
  });

  describe('filters', () => {
    it('accepts a model enum value and refuses an unknown model with 422', async () => {
      const body = await page('?model=GPT_4O&limit=10');
      expect(body.total).toBe(expected.length);
      expect(body.data.map((prompt) => prompt.id)).toEqual(expected.slice(0, 10));
      expect((await page('?model=SIMULATED')).total).toBe(expected.length);
      for (const model of ['GPT_99', 'gpt-4o', '']) await expectInvalid(`?model=${model}`, 'model');
    });

    it('returns every prompt for status=PENDING and none for COMPLETED, counting the filtered set', async () => {
      const pending = await page('?status=PENDING&limit=10&offset=5');
      expect(pending.total).toBe(expected.length);
      expect(pending.data.map((prompt) => prompt.id)).toEqual(expected.slice(5, 15));
      for (const status of ['COMPLETED', 'RUNNING', 'FAILED']) {
        expect(await page(`?status=${status}`)).toEqual({ data: [], total: 0, limit: 50, offset: 0 });
      }
      expect((await page('?status=COMPLETED&model=GPT_4O')).total).toBe(0);
    });

    it('refuses an unknown status with 422', async () => {
      for (const status of ['DONE', 'finished', '']) await expectInvalid(`?status=${status}`, 'status');
    });
  });
});
