import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.js';
import { createTestContext, type TestAccount, type TestContext } from '../../../test/support/test-app.js';
import { signIn, TEST_PASSWORD, uniqueEmail, userWithSession } from '../../../test/support/sessions.js';
import { createUser } from '../users/service.js';

describe('dashboard sessions', () => {
  let ctx: TestContext;
  let agency: TestAccount;

  beforeAll(async () => {
    ctx = await createTestContext();
    agency = await ctx.createAccount();
  });
  afterAll(async () => ctx.close());

  const login = (email: string, password: string, remoteAddress = '10.1.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });

  async function newUser(accountId = agency.id, role: 'owner' | 'viewer' = 'owner') {
    const email = uniqueEmail('session');
    await createUser(ctx.database.db, { accountId, email, role, password: TEST_PASSWORD });
    return email;
  }

  it('signs in with email and password: an HttpOnly, SameSite=Lax cookie, the user and the CSRF token', async () => {
    const email = await newUser();
    const response = await login(email.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      user: { id: expect.stringMatching(/^usr_/), email, role: 'owner', createdAt: expect.any(String), lastLoginAt: expect.any(String) },
      account: { id: agency.id, plan: 'agency' },
      csrfToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^brandlens_session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(response.body).not.toContain('argon2');

    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      cookies: { brandlens_session: response.cookies[0]!.value },
    });
    expect(session.json().data).toEqual(data);
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const email = await newUser();
    const behindProxy = await ctx.buildApp({ trustProxy: true });
    const response = await behindProxy.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toContain('; Secure');
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const email = await newUser();
    const wrongPassword = await login(email, 'not the password at all');
    const unknownEmail = await login('nobody-here@example.com', TEST_PASSWORD);
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.json()).toEqual({ error: 'Wrong email or password', code: 'INVALID_CREDENTIALS', requestId: expect.any(String) });
    }
    expect((await login(email, ` ${TEST_PASSWORD}`)).statusCode).toBe(401);
  });

  it('works on every plan, where the same account’s API key is refused', async () => {
    const pro = await ctx.createAccount({ plan: 'pro' });
    const browser = await signIn(ctx.app, await newUser(pro.id));
    expect((await browser.request({ method: 'GET', url: '/api/v1/brands' })).statusCode).toBe(200);
    expect((await browser.request({ method: 'POST', url: '/api/v1/brands', payload: { name: 'Pro brand' } })).statusCode).toBe(201);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/brands', headers: pro.headers })).json().code).toBe('PLAN_REQUIRED');
  });

  it('refuses a write without the CSRF token, or with another session’s, and accepts it with its own', async () => {
    const browser = await signIn(ctx.app, await newUser());
    const other = await signIn(ctx.app, await newUser());
    const post = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/brands',
        cookies: { brandlens_session: browser.cookie },
        headers,
        payload: { name: 'Csrf' },
      });
    const wrongHeaders: Record<string, string>[] = [
      {},
      { 'x-csrf-token': other.csrfToken },
      { 'x-csrf-token': '' },
      { 'x-csrf-token': `${browser.csrfToken}x` },
    ];
    for (const headers of wrongHeaders) {
      const refused = await post(headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('CSRF_TOKEN_INVALID');
    }
    expect((await browser.request({ method: 'GET', url: '/api/v1/brands' })).json().data).toEqual([]);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await browser.request({ method, url: '/api/v1/brands/brd_unknown', csrf: false, payload: {} });
      expect(response.json().code, method).toBe('CSRF_TOKEN_INVALID');
    }
    expect((await post({ 'x-csrf-token': browser.csrfToken })).statusCode).toBe(201);
  });

  it('lets requests with an API key skip the CSRF check, the key winning over a cookie', async () => {
    const browser = await signIn(ctx.app, await newUser());
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/brands',
      headers: agency.headers,
      cookies: { brandlens_session: browser.cookie },
      payload: { name: 'Keyed' },
    });
    expect(response.statusCode).toBe(201);
    const session = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: agency.headers });
    expect(session.statusCode).toBe(401);
    expect(session.json().code).toBe('SESSION_REQUIRED');
  });

  it("never lets a cookie of one account read or change another account's data", async () => {
    const other = await ctx.createAccount();
    const theirBrand = await ctx.app.inject({ method: 'POST', url: '/api/v1/brands', headers: other.headers, payload: { name: 'Theirs' } });
    const theirBrandId = theirBrand.json().data.id as string;
    const browser = await signIn(ctx.app, await newUser());
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await browser.request({
        method,
        url: `/api/v1/brands/${theirBrandId}`,
        ...(method === 'PATCH' ? { payload: { name: 'Mine' } } : {}),
      });
      expect(response.statusCode, method).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    const listed = await browser.request({ method: 'GET', url: '/api/v1/brands' });
    expect(listed.body).not.toContain(theirBrandId);
    const still = await ctx.app.inject({ method: 'GET', url: `/api/v1/brands/${theirBrandId}`, headers: other.headers });
    expect(still.json().data.name).toBe('Theirs');
  });

  it('ends the session on the server at logout: the same cookie is refused afterwards', async () => {
    const browser = await signIn(ctx.app, await newUser());
    const loggedOut = await browser.request({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(loggedOut.statusCode).toBe(200);
    expect(loggedOut.json()).toEqual({ data: { signedOut: true } });
    expect(String(loggedOut.headers['set-cookie'])).toMatch(
      /^brandlens_session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
    const after = await browser.request({ method: 'GET', url: '/api/v1/brands' });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('INVALID_SESSION');
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, browser.userId));
    expect(rows).toEqual([]);
  });

  it('refuses a session idle for over 7 days, or past its 30 days', async () => {
    for (const change of [{ lastSeenAt: new Date(Date.now() - 8 * 86_400_000) }, { expiresAt: new Date(Date.now() - 1000) }]) {
      const browser = await signIn(ctx.app, await newUser());
      await ctx.database.db.update(sessions).set(change).where(eq(sessions.userId, browser.userId));
      expect((await browser.request({ method: 'GET', url: '/api/v1/brands' })).json().code).toBe('INVALID_SESSION');
    }
  });

  it('changes the password: the other sessions end, this one stays, only the new password signs in', async () => {
    const email = await newUser();
    const here = await signIn(ctx.app, email);
    const elsewhere = await signIn(ctx.app, email);
    const change = (currentPassword: string, newPassword: string) =>
      here.request({ method: 'POST', url: '/api/v1/auth/password', payload: { currentPassword, newPassword } });

    const wrong = await change('not the password', 'a brand new password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toContain('currentPassword');
    const tooShort = await change(TEST_PASSWORD, 'short');
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().error).toContain('newPassword');

    const changed = await change(TEST_PASSWORD, '  a brand new password ');
    expect(changed.json()).toEqual({ data: { changed: true, endedSessions: 1 } });
    expect((await here.request({ method: 'GET', url: '/api/v1/brands' })).statusCode).toBe(200);
    expect((await elsewhere.request({ method: 'GET', url: '/api/v1/brands' })).json().code).toBe('INVALID_SESSION');
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, 'a brand new password')).statusCode).toBe(401);
    expect((await login(email, '  a brand new password ')).statusCode).toBe(200);
  });

  it('throttles failed sign-ins per email, whatever the address, and a right password does not get through', async () => {
    const email = await newUser();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(email, 'wrong password', `10.2.0.${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login(email, TEST_PASSWORD, '10.2.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', error: expect.stringContaining('Too many failed sign-ins') });
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another user from the same addresses is not held up.
    expect((await login(await newUser(), TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
  });

  it('throttles failed sign-ins per client address, whatever the email', async () => {
    const address = '10.3.0.1';
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await login(`guess-${attempt}@example.com`, 'wrong password', address)).statusCode).toBe(401);
    }
    const email = await newUser();
    expect((await login(email, TEST_PASSWORD, address)).json().code).toBe('RATE_LIMITED');
    expect((await login(email, TEST_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  it('asks for a session or a key on everything but signing in', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/session' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('MISSING_API_KEY');
    const forged = await ctx.app.inject({ method: 'GET', url: '/api/v1/brands', cookies: { brandlens_session: 'forged' } });
    expect(forged.json().code).toBe('INVALID_SESSION');
    const viewer = await userWithSession(ctx.app, ctx.database.db, agency.id, 'viewer');
    expect((await viewer.request({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(200);
  });
});
