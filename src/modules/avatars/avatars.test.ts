import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';

const ISO_UTC_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const REQUIRED = { name: 'Claire', sector: 'Banking', role: 'Head of procurement', objectives: 'Cut vendor costs by 10%' };

interface Avatar {
  id: string;
  isDefault: boolean;
  [field: string]: unknown;
}

describe('avatars', () => {
  let ctx: TestContext;
  let owner: TestAccount;
  let names = 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.createAccount();
  });
  afterAll(async () => ctx.close());

  const call = (method: InjectOptions['method'], url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: owner.headers, ...(payload ? { payload } : {}) });
  const createBrand = async () => (await call('POST', '/brands', { name: `Avatar Brand ${++names}` })).json().data.id as string;
  const create = (brandId: string, body: Record<string, unknown>) => call('POST', `/brands/${brandId}/avatars`, body);
  const createOk = async (brandId: string, body: Record<string, unknown> = {}) => {
    const response = await create(brandId, { ...REQUIRED, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Avatar;
  };
  const list = async (brandId: string) => (await call('GET', `/brands/${brandId}/avatars`)).json().data as Avatar[];
  const defaults = async (brandId: string) => (await list(brandId)).filter((avatar) => avatar.isDefault).map((avatar) => avatar.id);
  const expectInvalid = (response: Awaited<ReturnType<typeof call>>, field: string) => {
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ error: expect.stringContaining(field), code: 'VALIDATION_ERROR', requestId: expect.any(String) });
  };

  it('creates an avatar with 201, description null and isDefault false when unset, and lists it', async () => {
    const brandId = await createBrand();
    const response = await create(brandId, REQUIRED);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.any(String),
      brandId,
      ...REQUIRED,
      description: null,
      isDefault: false,
      createdAt: expect.stringMatching(ISO_UTC_MS),
      updatedAt: expect.stringMatching(ISO_UTC_MS),
    });
    const listed = await call('GET', `/brands/${brandId}/avatars`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ data: [data] });
  });

  it('stores every optional field given, trimmed, and refuses unknown ones', async () => {
    const brandId = await createBrand();
    const avatar = await createOk(brandId, { name: '  Spaced  ', description: '  Runs a 40-person team.  ', isDefault: true });
    expect(avatar).toMatchObject({ name: 'Spaced', description: 'Runs a 40-person team.', isDefault: true });
    expectInvalid(await create(brandId, { ...REQUIRED, mood: 'happy' }), 'mood');
  });

  describe('validation', () => {
    it.each(['name', 'sector', 'role', 'objectives'])('requires %s', async (field) => {
      const brandId = await createBrand();
      const body: Record<string, unknown> = { ...REQUIRED };
      delete body[field];
      expectInvalid(await create(brandId, body), field);
      expectInvalid(await create(brandId, { ...REQUIRED, [field]: '   ' }), field);
      expectInvalid(await create(brandId, { ...REQUIRED, [field]: 12 }), field);
      expect(await list(brandId)).toEqual([]);
    });

    it.each([
      ['name', 100],
      ['sector', 100],
      ['role', 100],
      ['objectives', 500],
      ['description', 1000],
    ] as const)('accepts %s of %i characters and refuses one more, on create and on update', async (field, max) => {
      const brandId = await createBrand();
      const created = await createOk(brandId, { [field]: 'x'.repeat(max) });
      expect(created[field]).toBe('x'.repeat(max));
      expectInvalid(await create(brandId, { ...REQUIRED, [field]: 'x'.repeat(max + 1) }), field);

      const ok = await call('PATCH', `/brands/${brandId}/avatars/${created.id}`, { [field]: 'y'.repeat(max) });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data[field]).toBe('y'.repeat(max));
      expectInvalid(await call('PATCH', `/brands/${brandId}/avatars/${created.id}`, { [field]: 'z'.repeat(max + 1) }), field);
      expect((await list(brandId))[0]![field]).toBe('y'.repeat(max));
    });

    it('refuses wrong types for description and isDefault', async () => {
      const brandId = await createBrand();
      expectInvalid(await create(brandId, { ...REQUIRED, description: 5 }), 'description');
      expectInvalid(await create(brandId, { ...REQUIRED, isDefault: 'yes' }), 'isDefault');
      const avatar = await createOk(brandId);
      expectInvalid(await call('PATCH', `/brands/${brandId}/avatars/${avatar.id}`, { isDefault: 1 }), 'isDefault');
      expectInvalid(await call('PATCH', `/brands/${brandId}/avatars/${avatar.id}`, { name: '' }), 'name');
    });
  });

  describe('the default avatar', () => {
    it('keeps at most one default per brand: creating or patching another default clears the previous one', async () => {
      const brandId = await createBrand();
      const otherBrand = await createBrand();
      const elsewhere = await createOk(otherBrand, { isDefault: true });

      const first = await createOk(brandId, { isDefault: true });
      expect(await defaults(brandId)).toEqual([first.id]);
      const second = await createOk(brandId, { isDefault: true });
      expect(await defaults(brandId)).toEqual([second.id]);
      const third = await createOk(brandId);
      expect(await defaults(brandId)).toEqual([second.id]);

      const patched = await call('PATCH', `/brands/${brandId}/avatars/${third.id}`, { isDefault: true });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().data).toMatchObject({ id: third.id, isDefault: true });
      expect(await defaults(brandId)).toEqual([third.id]);

      // Another brand's default is not touched.
      expect(await defaults(otherBrand)).toEqual([elsewhere.id]);
    });

    it('can leave a brand without a default', async () => {
      const brandId = await createBrand();
      const avatar = await createOk(brandId, { isDefault: true });
      const response = await call('PATCH', `/brands/${brandId}/avatars/${avatar.id}`, { isDefault: false });
      expect(response.json().data).toMatchObject({ id: avatar.id, isDefault: false });
      expect(await defaults(brandId)).toEqual([]);
    });
  });

  describe('PATCH', () => {
    it('answers with the id and exactly the updated fields, and changes nothing else', async () => {
      const brandId = await createBrand();
      const avatar = await createOk(brandId, { description: 'Before' });
      const response = await call('PATCH', `/brands/${brandId}/avatars/${avatar.id}`, { name: 'Renamed', description: null });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({ id: avatar.id, name: 'Renamed', description: null });
      // Only the request's fields come back (with the new updatedAt timestamp).
      expect(
        Object.keys(data)
          .filter((key) => key !== 'updatedAt')
          .sort(),
      ).toEqual(['description', 'id', 'name']);
      if ('updatedAt' in data) expect(data.updatedAt).toMatch(ISO_UTC_MS);

      const [stored] = await list(brandId);
      expect(stored).toEqual({ ...avatar, name: 'Renamed', description: null, updatedAt: expect.stringMatching(ISO_UTC_MS) });
    });

    it('answers 404 NOT_FOUND for an unknown avatar or one of another brand', async () => {
      const brandId = await createBrand();
      const otherBrand = await createBrand();
      const foreign = await createOk(otherBrand);
      for (const avatarId of ['avt_unknown', foreign.id]) {
        const response = await call('PATCH', `/brands/${brandId}/avatars/${avatarId}`, { name: 'Nope' });
        expect(response.statusCode, avatarId).toBe(404);
        expect(response.json()).toEqual({ error: expect.any(String), code: 'NOT_FOUND', requestId: expect.any(String) });
      }
      expect((await list(otherBrand))[0]!.name).toBe(REQUIRED.name);
    });
  });

  describe('DELETE', () => {
    it('answers with the id and removes the avatar', async () => {
      const brandId = await createBrand();
      const kept = await createOk(brandId);
      const doomed = await createOk(brandId);
      const response = await call('DELETE', `/brands/${brandId}/avatars/${doomed.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { id: doomed.id } });
      expect((await list(brandId)).map((avatar) => avatar.id)).toEqual([kept.id]);
      expect((await call('DELETE', `/brands/${brandId}/avatars/${doomed.id}`)).statusCode).toBe(404);
    });

    it('answers 404 NOT_FOUND for an unknown avatar or one of another brand', async () => {
      const brandId = await createBrand();
      const otherBrand = await createBrand();
      const foreign = await createOk(otherBrand);
      for (const avatarId of ['avt_unknown', foreign.id]) {
        const response = await call('DELETE', `/brands/${brandId}/avatars/${avatarId}`);
        expect(response.statusCode, avatarId).toBe(404);
        expect(response.json()).toEqual({ error: expect.any(String), code: 'NOT_FOUND', requestId: expect.any(String) });
      }
      expect(await list(otherBrand)).toHaveLength(1);
    });
  });

  it('answers 422 LIMIT_REACHED at the avatar limit of the brand (5 on Agency), per brand', async () => {
    const brandId = await createBrand();
    const created: Avatar[] = [];
    for (let index = 0; index < 5; index += 1) created.push(await createOk(brandId, { name: `Avatar ${index}` }));
    const refused = await create(brandId, REQUIRED);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: expect.any(String), code: 'LIMIT_REACHED', requestId: expect.any(String) });
    expect(await list(brandId)).toHaveLength(5);

    // The limit counts per brand, and a deleted avatar frees its slot.
    await createOk(await createBrand());
    await call('DELETE', `/brands/${brandId}/avatars/${created[0]!.id}`);
    await createOk(brandId);
  });

  it('follows an account override of the avatar limit', async () => {
    const limited = await ctx.createAccount({ limits: { avatarsPerBrand: 1 } });
    const brand = (
      await ctx.app.inject({ method: 'POST', url: '/api/v1/brands', headers: limited.headers, payload: { name: 'Limited' } })
    ).json().data.id;
    const post = () =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/brands/${brand}/avatars`, headers: limited.headers, payload: REQUIRED });
    expect((await post()).statusCode).toBe(201);
    expect((await post()).json().code).toBe('LIMIT_REACHED');
  });
});
