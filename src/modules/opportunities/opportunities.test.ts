import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunities } from '../../db/schema.js';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';

const ISO_UTC_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('opportunities', () => {
  let ctx: TestContext;
  let owner: TestAccount;
  let brandId: string;
  let siblingBrandId: string;
  let rows = 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.createAccount();
    const createBrand = async (name: string) =>
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/brands', headers: owner.headers, payload: { name } })).json().data.id as string;
    brandId = await createBrand('Opportunist');
    siblingBrandId = await createBrand('Sibling');
  });
  afterAll(async () => ctx.close());

  const insert = async (values: Partial<typeof opportunities.$inferInsert> = {}, brand = brandId) => {
    const [row] = await ctx.database.db
      .insert(opportunities)
      .values({
        id: `opp_${++rows}`,
        accountId: owner.id,
        brandId: brand,
        title: `Opportunity ${rows}`,
        description: 'Competitors are recommended for this question; the brand is not.',
        ...values,
      })
      .returning();
    return row!;
  };
  const list = (query = '', brand = brandId) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${brand}/opportunities${query}`, headers: owner.headers });
  const patch = (id: string, body: object, brand = brandId) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/v1/brands/${brand}/opportunities/${id}`, headers: owner.headers, payload: body });
  const statusOf = async (id: string) =>
    (await ctx.database.db.select({ status: opportunities.status }).from(opportunities).where(eq(opportunities.id, id)))[0]!.status;

  it('lists the brand opportunities with every field, highest priority first', async () => {
    const low = await insert({ priorityScore: 12.5, competitorsMentioned: ['Globex'], createdAt: new Date('2026-03-01T08:00:00.123Z') });
    const high = await insert({ priorityScore: 87, competitorsMentioned: ['Initech', 'Globex'], status: 'IN_PROGRESS' });
    await insert({ title: 'Not this brand' }, siblingBrandId);

    const response = await list();
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((item: { id: string }) => item.id)).toEqual([high.id, low.id]);
    expect(data[1]).toEqual({
      id: low.id,
      promptId: null,
      title: low.title,
      description: low.description,
      status: 'TODO',
      priorityScore: 12.5,
      competitorsMentioned: ['Globex'],
      createdAt: '2026-03-01T08:00:00.123Z',
      updatedAt: expect.stringMatching(ISO_UTC_MS),
    });
    expect(data[0]).toMatchObject({ status: 'IN_PROGRESS', priorityScore: 87, competitorsMentioned: ['Initech', 'Globex'] });
    for (const field of ['id', 'title', 'description', 'status', 'priorityScore', 'competitorsMentioned', 'createdAt']) {
      expect(data[0]).toHaveProperty(field);
    }
  });

  it('lists nothing for a brand without opportunities', async () => {
    const empty = (
      await ctx.app.inject({ method: 'POST', url: '/api/v1/brands', headers: owner.headers, payload: { name: 'Empty' } })
    ).json().data.id;
    expect((await list('', empty)).json()).toEqual({ data: [] });
  });

  describe('status filter', () => {
    let byStatus: Record<string, string>;

    beforeAll(async () => {
      await ctx.database.db.delete(opportunities).where(eq(opportunities.brandId, brandId));
      byStatus = {};
      for (const status of ['TODO', 'IN_PROGRESS', 'DONE', 'DISMISSED']) byStatus[status] = (await insert({ status })).id;
    });

    it.each([
      ['TODO', 'TODO'],
      ['todo', 'TODO'],
      ['new', 'TODO'],
      ['NEW', 'TODO'],
      ['OPEN', 'TODO'],
      ['open', 'TODO'],
      ['IN_PROGRESS', 'IN_PROGRESS'],
      ['in_progress', 'IN_PROGRESS'],
      ['reviewed', 'IN_PROGRESS'],
      ['Reviewed', 'IN_PROGRESS'],
      ['DONE', 'DONE'],
      ['done', 'DONE'],
      ['DISMISSED', 'DISMISSED'],
      ['dismissed', 'DISMISSED'],
    ])('?status=%s returns the %s opportunities, in canonical form', async (value, canonical) => {
      const response = await list(`?status=${value}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([expect.objectContaining({ id: byStatus[canonical], status: canonical })]);
    });

    it.each(['ARCHIVED', 'closed', 'to do', ''])('refuses ?status=%s with 422 VALIDATION_ERROR', async (value) => {
      const response = await list(`?status=${encodeURIComponent(value)}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: expect.stringContaining('status'),
        code: 'VALIDATION_ERROR',
        requestId: expect.any(String),
      });
    });
  });

  describe('PATCH', () => {
    it.each([
      ['TODO', 'TODO'],
      ['IN_PROGRESS', 'IN_PROGRESS'],
      ['DONE', 'DONE'],
      ['DISMISSED', 'DISMISSED'],
      ['new', 'TODO'],
      ['Open', 'TODO'],
      ['reviewed', 'IN_PROGRESS'],
      ['in_progress', 'IN_PROGRESS'],
      ['done', 'DONE'],
      ['  dismissed  ', 'DISMISSED'],
    ])('status %j answers { id, status: %s } and stores it', async (value, canonical) => {
      const start = canonical === 'DONE' ? 'TODO' : 'DONE';
      const opportunity = await insert({ status: start });
      const response = await patch(opportunity.id, { status: value });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { id: opportunity.id, status: canonical } });
      expect(await statusOf(opportunity.id)).toBe(canonical);
      const listed = (await list()).json().data.find((item: { id: string }) => item.id === opportunity.id);
      expect(listed.status).toBe(canonical);
    });

    it.each([['ARCHIVED'], ['closed'], [''], [3], [null]])('refuses status %j with 422 and changes nothing', async (value) => {
      const opportunity = await insert({ status: 'TODO' });
      const response = await patch(opportunity.id, { status: value });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: expect.stringContaining('status'),
        code: 'VALIDATION_ERROR',
        requestId: expect.any(String),
      });
      expect(await statusOf(opportunity.id)).toBe('TODO');
    });

    it('requires a status', async () => {
      const opportunity = await insert();
      const response = await patch(opportunity.id, {});
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: expect.stringContaining('status'),
        code: 'VALIDATION_ERROR',
        requestId: expect.any(String),
      });
    });

    it('answers 404 NOT_FOUND for an unknown opportunity or one of another brand', async () => {
      const foreign = await insert({ status: 'TODO' }, siblingBrandId);
      for (const id of ['opp_unknown', foreign.id]) {
        const response = await patch(id, { status: 'DONE' });
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ error: expect.any(String), code: 'NOT_FOUND', requestId: expect.any(String) });
      }
      expect(await statusOf(foreign.id)).toBe('TODO');
    });
  });
});
