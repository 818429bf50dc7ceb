import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.js';
import type { Role } from '../../src/modules/users/roles.js';
import { createUser } from '../../src/modules/users/service.js';

export const TEST_PASSWORD = 'correct horse battery staple';

/** A signed-in browser: its cookie, its CSRF token, and requests that carry both (the token on writes only). */
export interface SignedIn {
  userId: string;
  email: string;
  cookie: string;
  csrfToken: string;
  request(options: { method: InjectOptions['method']; url: string; payload?: object; csrf?: boolean }): Promise<LightMyRequestResponse>;
}

let users = 0;

export function uniqueEmail(label: string): string {
  users += 1;
  return `${label}-${users}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD, remoteAddress = '10.0.0.1'): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });
  expect(response.statusCode, response.body).toBe(200);
  return signedInFrom(app, response);
}

/** The browser a sign-in response (login or an accepted invite) leaves behind. */
export function signedInFrom(app: FastifyInstance, response: LightMyRequestResponse): SignedIn {
  const cookie = response.cookies.find((entry) => entry.name === 'brandlens_session')!.value;
  const { user, csrfToken } = response.json().data as { user: { id: string; email: string }; csrfToken: string };
  return {
    userId: user.id,
    email: user.email,
    cookie,
    csrfToken,
    request: ({ method, url, payload, csrf = method !== 'GET' }) =>
      app.inject({
        method,
        url,
        cookies: { brandlens_session: cookie },
        headers: csrf ? { 'x-csrf-token': csrfToken } : {},
        ...(payload ? { payload } : {}),
      }),
  };
}

/** A user of the account with the test password, signed in. */
export async function userWithSession(app: FastifyInstance, db: Db, accountId: string, role: Role): Promise<SignedIn> {
  const email = uniqueEmail(role);
  await createUser(db, { accountId, email, role, password: TEST_PASSWORD });
  return signIn(app, email);
}
