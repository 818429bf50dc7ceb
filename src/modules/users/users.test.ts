import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';
import { userWithSession, type SignedIn } from '../../../test/support/sessions.js';
import { findUser } from './repository.js';
import type { Role } from './roles.js';

describe('users and roles', () => {
  let ctx: TestContext;
  let agency: TestAccount;
  let brandId: string;
  const as = {} as Record<Role, SignedIn>;

  beforeAll(async () => {
    ctx = await createTestContext();
    agency = await ctx.createAccount();
    for (const role of ['owner', 'admin', 'member', 'viewer'] as const) {
      as[role] = await userWithSession(ctx.app, ctx.database.db, agency.id, role);
    }
    const brand = await ctx.app.inject({ method: 'POST', url: '/api/v1/brands', headers: agency.headers, payload: { name: 'Roles' } });
    brandId = brand.json().data.id;
  });
  afterAll(async () => ctx.close());

  const expectRoleRequired = (response: { statusCode: number; json(): { code: string } }, what: string) => {
    expect(response.statusCode, what).toBe(403);
    expect(response.json().code, what).toBe('ROLE_REQUIRED');
  };

  it('stores passwords as Argon2id at OWASP parameters', async () => {
    const user = await findUser(ctx.database.db, agency.id, as.owner.userId);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
  });

  it('lets a viewer read everything and write nothing', async () => {
    expect((await as.viewer.request({ method: 'GET', url: '/api/v1/brands' })).statusCode).toBe(200);
    expect((await as.viewer.request({ method: 'GET', url: `/api/v1/brands/${brandId}/visibility` })).statusCode).toBe(200);
    const writes = [
      { method: 'POST', url: '/api/v1/brands', payload: { name: 'Viewer brand' } },
      { method: 'PATCH', url: `/api/v1/brands/${brandId}`, payload: { name: 'Renamed' } },
      { method: 'DELETE', url: `/api/v1/brands/${brandId}` },
      { method: 'POST', url: `/api/v1/brands/${brandId}/topics`, payload: { seed: 'crm software' } },
    ] as const;
    for (const write of writes) expectRoleRequired(await as.viewer.request(write), `${write.method} ${write.url}`);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${brandId}`, headers: agency.headers })).json().data.name).toBe(
      'Roles',
    );
  });

  it('lets a member change data but not see or touch the team and the keys', async () => {
    const created = await as.member.request({ method: 'POST', url: '/api/v1/brands', payload: { name: 'Member brand' } });
    expect(created.statusCode).toBe(201);
    for (const request of [
      { method: 'GET', url: '/api/v1/keys' },
      { method: 'POST', url: '/api/v1/keys', payload: { name: 'mine' } },
      { method: 'DELETE', url: '/api/v1/keys/key_whatever' },
      { method: 'GET', url: '/api/v1/users' },
      { method: 'PATCH', url: `/api/v1/users/${as.member.userId}`, payload: { role: 'admin' } },
      { method: 'DELETE', url: `/api/v1/users/${as.viewer.userId}` },
      { method: 'GET', url: '/api/v1/invites' },
      { method: 'POST', url: '/api/v1/invites', payload: { email: 'friend@example.com', role: 'member' } },
    ] as const) {
      expectRoleRequired(await as.member.request(request), `${request.method} ${request.url}`);
      expectRoleRequired(await as.viewer.request(request), `viewer ${request.method} ${request.url}`);
    }
  });

  it('lets owners and admins manage keys and list the team', async () => {
    for (const role of ['owner', 'admin'] as const) {
      const created = await as[role].request({ method: 'POST', url: '/api/v1/keys', payload: { name: `${role} key` } });
      expect(created.statusCode, role).toBe(201);
      const listed = await as[role].request({ method: 'GET', url: '/api/v1/users' });
      expect(listed.statusCode).toBe(200);
      const team = listed.json().data as { id: string; email: string; role: Role }[];
      expect(team.map((user) => user.role).sort()).toEqual(['admin', 'member', 'owner', 'viewer']);
      expect(Object.keys(team[0]!).sort()).toEqual(['createdAt', 'email', 'id', 'lastLoginAt', 'role']);
    }
    // An API key acts as an admin.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users', headers: agency.headers })).statusCode).toBe(200);
  });

  it('changes roles, owners alone making or unmaking owners, and keeps the last owner', async () => {
    const target = await userWithSession(ctx.app, ctx.database.db, agency.id, 'viewer');
    const patch = (by: SignedIn, userId: string, role: Role) =>
      by.request({ method: 'PATCH', url: `/api/v1/users/${userId}`, payload: { role } });

    const promoted = await patch(as.admin, target.userId, 'member');
    expect(promoted.json().data).toMatchObject({ id: target.userId, role: 'member' });
    // The new role holds from the very next request of the user's session.
    expect((await target.request({ method: 'POST', url: '/api/v1/brands', payload: { name: 'Now a member' } })).statusCode).toBe(201);

    expectRoleRequired(await patch(as.admin, target.userId, 'owner'), 'admin makes an owner');
    expectRoleRequired(await patch(as.admin, as.owner.userId, 'viewer'), 'admin demotes an owner');
    const lastOwner = await patch(as.owner, as.owner.userId, 'admin');
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().error).toContain('at least one owner');

    expect((await patch(as.owner, target.userId, 'owner')).json().data.role).toBe('owner');
    expect((await patch(as.owner, target.userId, 'viewer')).json().data.role).toBe('viewer');
    const invalid = await patch(as.owner, target.userId, 'superuser' as Role);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error).toBe('role must be one of: owner, admin, member, viewer');
  });

  it("removes a user, ending their sessions, and answers 404 for another account's user", async () => {
    const leaving = await userWithSession(ctx.app, ctx.database.db, agency.id, 'member');
    expect((await leaving.request({ method: 'GET', url: '/api/v1/brands' })).statusCode).toBe(200);
    const removed = await as.admin.request({ method: 'DELETE', url: `/api/v1/users/${leaving.userId}` });
    expect(removed.json()).toEqual({ data: { id: leaving.userId, removed: true } });
    expect((await leaving.request({ method: 'GET', url: '/api/v1/brands' })).json().code).toBe('INVALID_SESSION');
    expect((await as.admin.request({ method: 'DELETE', url: `/api/v1/users/${leaving.userId}` })).statusCode).toBe(404);

    const other = await ctx.createAccount();
    const stranger = await userWithSession(ctx.app, ctx.database.db, other.id, 'owner');
    for (const request of [
      { method: 'DELETE', url: `/api/v1/users/${stranger.userId}` },
      { method: 'PATCH', url: `/api/v1/users/${stranger.userId}`, payload: { role: 'viewer' } },
    ] as const) {
      const response = await as.owner.request(request);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const theirTeam = await stranger.request({ method: 'GET', url: '/api/v1/users' });
    expect(theirTeam.json().data.map((user: { id: string }) => user.id)).toEqual([stranger.userId]);
    expectRoleRequired(await as.admin.request({ method: 'DELETE', url: `/api/v1/users/${as.owner.userId}` }), 'admin removes owner');
    expect((await as.owner.request({ method: 'DELETE', url: `/api/v1/users/${as.owner.userId}` })).statusCode).toBe(409);
  });
});
