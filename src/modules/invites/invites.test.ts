import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites } from '../../db/schema.js';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';
import { signedInFrom, uniqueEmail, userWithSession, type SignedIn } from '../../../test/support/sessions.js';

const NEW_PASSWORD = 'a password of my own';

describe('invites', () => {
  let ctx: TestContext;
  let agency: TestAccount;
  let owner: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    ctx = await createTestContext();
    agency = await ctx.createAccount();
    owner = await userWithSession(ctx.app, ctx.database.db, agency.id, 'owner');
    admin = await userWithSession(ctx.app, ctx.database.db, agency.id, 'admin');
  });
  afterAll(async () => ctx.close());

  const invite = (by: SignedIn, email: string, role = 'member') =>
    by.request({ method: 'POST', url: '/api/v1/invites', payload: { email, role } });
  const accept = (token: string, password = NEW_PASSWORD) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/invites/accept', payload: { token, password } });

  it('shows the link once, and accepting it with a password makes the user and signs them in', async () => {
    const email = uniqueEmail('invitee');
    const created = await invite(owner, email, 'viewer');
    expect(created.statusCode, created.body).toBe(201);
    const { data } = created.json();
    expect(data).toEqual({
      id: expect.stringMatching(/^inv_/),
      email,
      role: 'viewer',
      invitedBy: owner.userId,
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      token: expect.stringMatching(/^[\w-]{43}$/),
      url: `http://127.0.0.1:3000/accept-invite#${data.token}`,
      // No mail server configured: the link is for the inviter to pass on.
      emailed: false,
    });
    expect(Date.parse(data.expiresAt) - Date.parse(data.createdAt)).toBe(7 * 86_400_000);
    const listed = await owner.request({ method: 'GET', url: '/api/v1/invites' });
    expect(listed.json().data).toEqual([
      { id: data.id, email, role: 'viewer', invitedBy: owner.userId, createdAt: data.createdAt, expiresAt: data.expiresAt },
    ]);

    const accepted = await accept(data.token);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().data).toMatchObject({ user: { email, role: 'viewer' }, account: { id: agency.id } });
    const newcomer = signedInFrom(ctx.app, accepted);
    expect((await newcomer.request({ method: 'GET', url: '/api/v1/auth/session' })).json().data.user.email).toBe(email);
    expect((await newcomer.request({ method: 'POST', url: '/api/v1/brands', payload: { name: 'Viewer' } })).json().code).toBe(
      'ROLE_REQUIRED',
    );
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: NEW_PASSWORD } });
    expect(login.statusCode).toBe(200);

    expect((await owner.request({ method: 'GET', url: '/api/v1/invites' })).json().data).toEqual([]);
    const again = await accept(data.token);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toContain('expired, revoked or already used');
  });

  it('keeps only a hash of the token', async () => {
    const { data } = (await invite(admin, uniqueEmail('hashed'))).json();
    const [row] = await ctx.database.db.select().from(invites).where(eq(invites.id, data.id));
    expect(JSON.stringify(row)).not.toContain(data.token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses revoked, expired and unknown links, and a password that is too short', async () => {
    const revoked = (await invite(admin, uniqueEmail('revoked'))).json().data;
    const revocation = await admin.request({ method: 'DELETE', url: `/api/v1/invites/${revoked.id}` });
    expect(revocation.json()).toEqual({ data: { id: revoked.id, revoked: true } });
    expect((await admin.request({ method: 'DELETE', url: `/api/v1/invites/${revoked.id}` })).statusCode).toBe(404);

    const expired = (await invite(admin, uniqueEmail('expired'))).json().data;
    await ctx.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, expired.id));
    for (const token of [revoked.token, expired.token, 'not-a-token']) {
      const response = await accept(token);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const open = (await invite(admin, uniqueEmail('short'))).json().data;
    const short = await accept(open.token, 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json().error).toContain('password');
    expect((await accept(open.token)).statusCode).toBe(201);
  });

  it('lets only an owner invite an owner, and refuses an email already signed up', async () => {
    const byAdmin = await invite(admin, uniqueEmail('owner'), 'owner');
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().code).toBe('ROLE_REQUIRED');
    expect((await invite(owner, uniqueEmail('owner'), 'owner')).statusCode).toBe(201);
    const taken = await invite(owner, admin.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('CONFLICT');
    for (const payload of [
      { email: 'not an email', role: 'member' },
      { email: uniqueEmail('role'), role: 'boss' },
      { email: uniqueEmail('x') },
    ]) {
      const response = await owner.request({ method: 'POST', url: '/api/v1/invites', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });

  it("keeps each account's invites to itself", async () => {
    const other = await ctx.createAccount();
    const otherOwner = await userWithSession(ctx.app, ctx.database.db, other.id, 'owner');
    const theirs = (await invite(otherOwner, uniqueEmail('theirs'))).json().data;
    expect((await owner.request({ method: 'DELETE', url: `/api/v1/invites/${theirs.id}` })).statusCode).toBe(404);
    expect((await owner.request({ method: 'GET', url: '/api/v1/invites' })).body).not.toContain(theirs.id);
    const accepted = await accept(theirs.token);
    expect(accepted.json().data.account.id).toBe(other.id);
  });
});
