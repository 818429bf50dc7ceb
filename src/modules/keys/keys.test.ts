import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';

const KEY_FORMAT = /^bl_live_[0-9a-f]{32}$/;

describe('API keys', () => {
  let ctx: TestContext;
  let owner: TestAccount;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.createAccount();
  });
  afterAll(async () => ctx.close());

  const createKey = (headers: Record<string, string>, name: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/keys', headers, payload: { name } });

  it('creates a key, shown once in plain text, in the documented format', async () => {
    const response = await createKey(owner.headers, '  CI pipeline  ');
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(Object.keys(data).sort()).toEqual(['createdAt', 'id', 'key', 'name', 'start']);
    expect(data.key).toMatch(KEY_FORMAT);
    expect(data.name).toBe('CI pipeline');
    expect(data.key.startsWith(data.start)).toBe(true);
    expect(data.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const listed = await ctx.app.inject({ method: 'GET', url: '/api/v1/keys', headers: owner.headers });
    const keys = listed.json().data as Record<string, unknown>[];
    const entry = keys.find((key) => key.id === data.id)!;
    expect(Object.keys(entry).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'name', 'start']);
    expect(JSON.stringify(listed.json())).not.toContain(data.key);
  });

  it('records when a key was last used', async () => {
    const { data } = (await createKey(owner.headers, 'used')).json();
    await ctx.app.inject({ method: 'GET', url: '/api/v1/brands', headers: { 'x-api-key': data.key } });
    await expect
      .poll(async () => {
        const listed = await ctx.app.inject({ method: 'GET', url: '/api/v1/keys', headers: owner.headers });
        return listed.json().data.find((key: { id: string }) => key.id === data.id).lastUsedAt;
      })
      .toMatch(/Z$/);
  });

  it('rejects a missing or over-long name', async () => {
    for (const name of [undefined, '', '   ', 'k'.repeat(101), 42]) {
      const response = await createKey(owner.headers, name);
      expect(response.statusCode, String(name)).toBe(422);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(response.json().error).toContain('name');
    }
    expect((await createKey(owner.headers, 'k'.repeat(100))).statusCode).toBe(201);
  });

  it('revokes a key: its very next request is refused, on every instance', async () => {
    const { data } = (await createKey(owner.headers, 'to revoke')).json();
    const otherInstance = await ctx.buildApp();
    const before = await otherInstance.inject({ method: 'GET', url: '/api/v1/brands', headers: { 'x-api-key': data.key } });
    expect(before.statusCode).toBe(200);
    const revoked = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/keys/${data.id}`, headers: owner.headers });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ data: { id: data.id, revoked: true } });
    for (const app of [ctx.app, otherInstance]) {
      const after = await app.inject({ method: 'GET', url: '/api/v1/brands', headers: { 'x-api-key': data.key } });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ error: expect.any(String), code: 'INVALID_API_KEY', requestId: expect.any(String) });
    }
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/v1/keys', headers: owner.headers });
    expect(listed.json().data.map((key: { id: string }) => key.id)).not.toContain(data.id);
  });

  it("gives 404 for another account's key and for an unknown or already revoked one", async () => {
    const other = await ctx.createAccount();
    const { data } = (await createKey(other.headers, 'theirs')).json();
    for (const keyId of [data.id, 'key_unknown']) {
      const response = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/keys/${keyId}`, headers: owner.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const stillWorks = await ctx.app.inject({ method: 'GET', url: '/api/v1/brands', headers: { 'x-api-key': data.key } });
    expect(stillWorks.statusCode).toBe(200);
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/keys/${data.id}`, headers: other.headers });
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/keys/${data.id}`, headers: other.headers });
    expect(again.statusCode).toBe(404);
  });

  it('stops at the plan key limit with 422 LIMIT_REACHED', async () => {
    const limited = await ctx.createAccount({ limits: { apiKeys: 2 } });
    expect((await createKey(limited.headers, 'second')).statusCode).toBe(201);
    const third = await createKey(limited.headers, 'third');
    expect(third.statusCode).toBe(422);
    expect(third.json().code).toBe('LIMIT_REACHED');
  });

  it('never stores a plaintext key anywhere in the database', async () => {
    const created = [owner.apiKey, (await createKey(owner.headers, 'secret')).json().data.key as string];
    const tables = await ctx.database.pool.query<{ table_schema: string; table_name: string }>(
      "SELECT table_schema, table_name FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE'",
    );
    expect(tables.rows.length).toBeGreaterThan(3);
    for (const { table_schema, table_name } of tables.rows) {
      const rows = await ctx.database.pool.query(`SELECT t::text AS row FROM "${table_schema}"."${table_name}" t`);
      for (const { row } of rows.rows) {
        for (const key of created) {
          expect(row).not.toContain(key);
          expect(row).not.toContain(key.slice(8));
        }
      }
    }
  });
});
