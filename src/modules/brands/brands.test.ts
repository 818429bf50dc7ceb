import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatars, brands, opportunities, prompts, topics } from '../../db/schema.js';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';

const ISO_UTC_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('brands', () => {
  let ctx: TestContext;
  let owner: TestAccount;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.createAccount();
  });
  afterAll(async () => ctx.close());

  const call = (method: InjectOptions['method'], url: string, payload?: unknown, account = owner) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: account.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (body: Record<string, unknown>, account = owner) => {
    const response = await call('POST', '/brands', body, account);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Record<string, unknown> & { id: string };
  };
  const rowsUnder = async (table: typeof topics | typeof prompts | typeof avatars | typeof opportunities, brandId: string) => {
    const [row] = await ctx.database.db.select({ total: count() }).from(table).where(eq(table.brandId, brandId));
    return row!.total;
  };

  it('creates a brand with every field and answers 201 with the whole brand, markets included', async () => {
    const response = await call('POST', '/brands', {
      name: 'Northwind',
      domain: 'northwind.example',
      aliases: ['NW', 'North Wind'],
      language: 'fr',
      country: 'FR',
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.any(String),
      name: 'Northwind',
      domain: 'northwind.example',
      aliases: ['NW', 'North Wind'],
      language: 'fr',
      country: 'FR',
      markets: ['FR-fr'],
      autoWeeklyAnalysis: false,
      createdAt: expect.stringMatching(ISO_UTC_MS),
    });
    expect(Math.abs(Date.parse(data.createdAt) - Date.now())).toBeLessThan(60_000);
  });

  it('creates a brand from its name alone, with defaults', async () => {
    const data = await create({ name: 'Minimal' });
    expect(data).toMatchObject({ name: 'Minimal', domain: null, aliases: [], language: 'en', country: 'US', markets: ['US-en'] });
    expect(data.autoWeeklyAnalysis).toBe(false);
  });

  it('lists the account brands in creation order and reads one brand', async () => {
    const other = await ctx.createAccount();
    const a = await create({ name: 'List A' }, other);
    const b = await create({ name: 'List B', domain: 'b.example' }, other);
    const listed = await call('GET', '/brands', undefined, other);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ data: [a, b] });

    const one = await call('GET', `/brands/${b.id}`, undefined, other);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ data: b });
  });

  it('answers PATCH with exactly id, name, domain and autoWeeklyAnalysis, and stores the change', async () => {
    const brand = await create({ name: 'Patchable', domain: 'old.example', aliases: ['P'] });
    const response = await call('PATCH', `/brands/${brand.id}`, { name: 'Patched', domain: 'new.example', autoWeeklyAnalysis: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: brand.id, name: 'Patched', domain: 'new.example', autoWeeklyAnalysis: true } });

    const read = (await call('GET', `/brands/${brand.id}`)).json().data;
    expect(read).toEqual({ ...brand, name: 'Patched', domain: 'new.example', autoWeeklyAnalysis: true });
  });

  it('changes only the fields a PATCH names', async () => {
    const brand = await create({ name: 'Untouched', domain: 'keep.example', aliases: ['Keep'], language: 'de', country: 'DE' });
    const response = await call('PATCH', `/brands/${brand.id}`, { autoWeeklyAnalysis: true });
    expect(response.json().data).toEqual({ id: brand.id, name: 'Untouched', domain: 'keep.example', autoWeeklyAnalysis: true });
    expect((await call('GET', `/brands/${brand.id}`)).json().data).toEqual({ ...brand, autoWeeklyAnalysis: true });
  });

  it('clears the domain with domain: null', async () => {
    const brand = await create({ name: 'Domain Clear', domain: 'clear.example' });
    const response = await call('PATCH', `/brands/${brand.id}`, { domain: null });
    expect(response.json().data.domain).toBeNull();
    expect((await call('GET', `/brands/${brand.id}`)).json().data.domain).toBeNull();
  });

  it('replaces the whole aliases list on PATCH', async () => {
    const brand = await create({ name: 'Alias Co', aliases: ['One', 'Two'] });
    await call('PATCH', `/brands/${brand.id}`, { aliases: ['Three'] });
    expect((await call('GET', `/brands/${brand.id}`)).json().data.aliases).toEqual(['Three']);
    await call('PATCH', `/brands/${brand.id}`, { aliases: [] });
    expect((await call('GET', `/brands/${brand.id}`)).json().data.aliases).toEqual([]);
  });

  it('deletes a brand with everything under it, and nothing of other brands', async () => {
    const doomed = await create({ name: 'Doomed' });
    const kept = await create({ name: 'Kept' });
    const avatar = { name: 'Ana', sector: 'Retail', role: 'Buyer', objectives: 'Save money' };
    for (const brand of [doomed, kept]) {
      expect((await call('POST', `/brands/${brand.id}/topics`, { seed: 'project management software' })).statusCode).toBe(201);
      expect((await call('POST', `/brands/${brand.id}/avatars`, avatar)).statusCode).toBe(201);
      await ctx.database.db.insert(opportunities).values({
        id: `opp_${brand.id}`,
        accountId: owner.id,
        brandId: brand.id,
        title: 'Be cited for comparisons',
        description: 'Competitors appear, the brand does not.',
      });
    }
    for (const table of [topics, prompts, avatars, opportunities]) expect(await rowsUnder(table, doomed.id)).toBeGreaterThan(0);

    const response = await call('DELETE', `/brands/${doomed.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { deleted: true } });

    for (const table of [topics, prompts, avatars, opportunities]) {
      expect(await rowsUnder(table, doomed.id)).toBe(0);
      expect(await rowsUnder(table, kept.id)).toBeGreaterThan(0);
    }
    expect(await ctx.database.db.select().from(brands).where(eq(brands.id, doomed.id))).toEqual([]);
    expect((await call('GET', `/brands/${doomed.id}`)).json()).toEqual({
      error: expect.any(String),
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
    expect((await call('DELETE', `/brands/${doomed.id}`)).statusCode).toBe(404);
    const names = (await call('GET', '/brands')).json().data.map((brand: { name: string }) => brand.name);
    expect(names).toContain('Kept');
    expect(names).not.toContain('Doomed');
  });

  describe('unique names', () => {
    it('refuses a duplicate name in the account, whatever its case or surrounding spaces, with 409 CONFLICT', async () => {
      await create({ name: 'Contoso' });
      for (const name of ['Contoso', 'CONTOSO', 'contoso', '  Contoso  ']) {
        const response = await call('POST', '/brands', { name });
        expect(response.statusCode, name).toBe(409);
        expect(response.json()).toEqual({ error: expect.stringMatching(/contoso/i), code: 'CONFLICT', requestId: expect.any(String) });
      }
    });

    it('allows the same name in another account', async () => {
      await create({ name: 'Shared Name' });
      const other = await ctx.createAccount();
      expect((await call('POST', '/brands', { name: 'Shared Name' }, other)).statusCode).toBe(201);
    });

    it('refuses a PATCH rename onto another brand name case-insensitively, but allows recasing its own', async () => {
      await create({ name: 'Fabrikam' });
      const second = await create({ name: 'Second Brand' });
      const clash = await call('PATCH', `/brands/${second.id}`, { name: 'fabrikam' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toEqual({ error: expect.any(String), code: 'CONFLICT', requestId: expect.any(String) });
      expect((await call('GET', `/brands/${second.id}`)).json().data.name).toBe('Second Brand');

      const recased = await call('PATCH', `/brands/${second.id}`, { name: 'SECOND BRAND' });
      expect(recased.statusCode).toBe(200);
      expect(recased.json().data.name).toBe('SECOND BRAND');
    });
  });

  it('answers 422 LIMIT_REACHED at the brand limit, and frees the slot on delete', async () => {
    const limited = await ctx.createAccount({ limits: { brands: 2 } });
    await create({ name: 'L1' }, limited);
    const second = await create({ name: 'L2' }, limited);
    const refused = await call('POST', '/brands', { name: 'L3' }, limited);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: 'Brand limit reached: this account allows 2 brands (the agency plan: 50)',
      code: 'LIMIT_REACHED',
      requestId: expect.any(String),
    });
    expect((await call('GET', '/brands', undefined, limited)).json().data).toHaveLength(2);
    const single = await ctx.createAccount({ limits: { brands: 1 } });
    await create({ name: 'S1' }, single);
    expect((await call('POST', '/brands', { name: 'S2' }, single)).json().error).toBe(
      'Brand limit reached: this account allows 1 brand (the agency plan: 50)',
    );

    await call('DELETE', `/brands/${second.id}`, undefined, limited);
    expect((await call('POST', '/brands', { name: 'L3' }, limited)).statusCode).toBe(201);
  });

  it('refuses unknown body fields with 422 naming the field, and stores nothing', async () => {
    const response = await call('POST', '/brands', { name: 'Extra Fields', id: 'brd_chosen_by_client' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'id is not a field of this request',
      code: 'VALIDATION_ERROR',
      requestId: expect.any(String),
    });
    const typo = await call('POST', '/brands', { name: 'Extra Fields', alias: ['EF'] });
    expect(typo.json().error).toBe('alias is not a field of this request');
    const stored = await ctx.database.db.select().from(brands).where(eq(brands.accountId, owner.id));
    expect(stored.map((row) => row.name)).not.toContain('Extra Fields');
    const created = (await call('POST', '/brands', { name: 'Extra Fields' })).json().data;
    const patched = await call('PATCH', `/brands/${created.id}`, { name: 'Extra Fields', accountId: 'acc_someone_else' });
    expect(patched.json()).toEqual({
      error: 'accountId is not a field of this request',
      code: 'VALIDATION_ERROR',
      requestId: expect.any(String),
    });
    const [after] = await ctx.database.db.select().from(brands).where(eq(brands.id, created.id));
    expect(after!.accountId).toBe(owner.id);
  });
  it('trims strings before storing and validating them', async () => {
    const data = await create({
      name: '  Trimmed Co  ',
      domain: '  trimmed.example  ',
      aliases: ['  TC  '],
      language: ' de ',
      country: ' DE ',
    });
    expect(data).toMatchObject({
      name: 'Trimmed Co',
      domain: 'trimmed.example',
      aliases: ['TC'],
      language: 'de',
      country: 'DE',
      markets: ['DE-de'],
    });
    const patched = await call('PATCH', `/brands/${data.id}`, { name: '\tRetrimmed Co\n', aliases: [' Re '] });
    expect(patched.json().data.name).toBe('Retrimmed Co');
    expect((await call('GET', `/brands/${data.id}`)).json().data.aliases).toEqual(['Re']);
    // A name that is only whitespace is empty once trimmed.
    const blank = await call('POST', '/brands', { name: '    ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ error: expect.stringContaining('name'), code: 'VALIDATION_ERROR', requestId: expect.any(String) });
    // Padding does not count against the length limit.
    expect((await call('POST', '/brands', { name: `  ${'p'.repeat(100)}  ` })).statusCode).toBe(201);
  });
});
