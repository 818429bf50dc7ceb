import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { rateLimitRejections } from '../observability/metrics.js';
import { AppError } from '../errors.js';
import type { AccountRow } from '../modules/accounts/repository.js';
import { API_PLAN } from '../modules/accounts/plans.js';
import { hashApiKey, isWellFormedApiKey } from '../modules/keys/api-key.js';
import { findActiveKeyByHash, touchApiKey } from '../modules/keys/repository.js';
import { CSRF_HEADER, SESSION_COOKIE } from '../modules/sessions/cookie.js';
import { findSession, type CurrentSession } from '../modules/sessions/service.js';
import { csrfTokenFor, sameToken } from '../modules/sessions/tokens.js';
import { defaultMinimumRole, hasRole, type Role } from '../modules/users/roles.js';
import { FailedAuthentications } from './auth-failures.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Served without an API key or session (the OpenAPI document, signing in). */
    public?: boolean;
    /** The least role the route needs; by default a viewer's for reads and a member's for every other method. */
    minimumRole?: Role;
  }
  interface FastifyRequest {
    account: AccountRow;
    /** The API key that authenticated the request; empty for a session. */
    apiKeyId: string;
    /** The dashboard session that authenticated the request; null for an API key. */
    session: CurrentSession | null;
    /** The role the request acts with: its user's, or admin for an API key. */
    role: Role;
  }
}

/** An API key acts for the whole account as an admin: all but making or removing owners. */
const API_KEY_ROLE: Role = 'admin';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The key a request presents: X-API-Key wins over Authorization even when it is the invalid one.
 * Undefined means no key at all; an empty string means a key header that carries nothing usable.
 */
export function presentedApiKey(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const headerKey = firstHeader(request.headers['x-api-key']);
  if (headerKey !== undefined) return headerKey.trim();
  const authorization = firstHeader(request.headers.authorization);
  if (authorization === undefined) return undefined;
  const bearer = /^Bearer(?:\s+(.*))?$/i.exec(authorization.trim());
  return bearer ? (bearer[1] ?? '').trim() : undefined;
}

function refuseBlocked(failed: FailedAuthentications, request: FastifyRequest): void {
  if (!failed.isBlocked(request.ip)) return;
  rateLimitRejections.inc({ limit: 'auth_failures' });
  throw new AppError('RATE_LIMITED', 'Too many failed authentications from this address; try again in a minute');
}

async function authenticateKey(db: Db, failed: FailedAuthentications, request: FastifyRequest, key: string): Promise<void> {
  refuseBlocked(failed, request);
  const refuse = (message: string): never => {
    failed.recordFailure(request.ip);
    throw new AppError('INVALID_API_KEY', message);
  };
  if (!isWellFormedApiKey(key)) refuse('Invalid API key');
  const hash = hashApiKey(key);
  if (failed.isKnownUnknown(hash)) refuse('Invalid or revoked API key');
  const found = await findActiveKeyByHash(db, hash);
  if (!found) {
    failed.rememberUnknown(hash);
    return refuse('Invalid or revoked API key');
  }
  if (found.account.plan !== API_PLAN) throw new AppError('PLAN_REQUIRED', 'API access requires the Agency plan');
  request.account = found.account;
  request.apiKeyId = found.keyId;
  request.role = API_KEY_ROLE;
  touchApiKey(db, found.keyId, new Date()).catch((error: unknown) => {
    request.log.warn({ err: error }, 'could not record API key use');
  });
}

/**
 * A dashboard session works on every plan. Writes must carry the session's CSRF token in X-CSRF-Token: the cookie
 * goes with any request the browser makes, the token only with those of a page that read it from this API.
 */
async function authenticateSession(db: Db, failed: FailedAuthentications, request: FastifyRequest, token: string): Promise<void> {
  refuseBlocked(failed, request);
  const found = await findSession(db, token);
  if (!found) {
    failed.recordFailure(request.ip);
    throw new AppError('INVALID_SESSION', 'Your session has ended or is unknown: sign in again');
  }
  if (!SAFE_METHODS.has(request.method)) {
    const presented = firstHeader(request.headers[CSRF_HEADER]);
    if (presented === undefined || !sameToken(presented, csrfTokenFor(token))) {
      throw new AppError('CSRF_TOKEN_INVALID', 'A signed-in write needs the X-CSRF-Token header given by GET /auth/session or at sign-in');
    }
  }
  request.account = found.account;
  request.session = { id: found.sessionId, token, user: found.user };
  request.role = found.user.role as Role;
}

/** The one place roles are enforced: the route's `minimumRole`, or the method's default. */
function authorize(request: FastifyRequest): void {
  // An unknown path has no route to authorise; its 404 or 405 says more.
  if (request.routeOptions.url === undefined) return;
  const minimum = request.routeOptions.config.minimumRole ?? defaultMinimumRole(request.method);
  if (!hasRole(request.role, minimum)) {
    throw new AppError('ROLE_REQUIRED', `This needs the ${minimum} role or a higher one; you are ${request.role}`);
  }
}

/**
 * Authenticates every route of the context it is registered in, by API key or, where `sessions` is on, by the
 * session cookie (a key, when sent, wins). No valid key or session is ever cached, so revocation is immediate
 * everywhere; only keys found unknown are remembered, for a minute.
 */
async function authPlugin(app: FastifyInstance, options: { db: Db; failuresPerMinute: number; sessions: boolean }): Promise<void> {
  app.decorateRequest('account', null as unknown as AccountRow);
  app.decorateRequest('apiKeyId', '');
  app.decorateRequest('session', null);
  // The least role until authentication sets the real one, should anything read it on a public route.
  app.decorateRequest('role', 'viewer');
  if (options.sessions) await app.register(cookie);
  const failed = new FailedAuthentications(options.failuresPerMinute);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    const key = presentedApiKey(request);
    const sessionToken = options.sessions && key === undefined ? request.cookies[SESSION_COOKIE] : undefined;
    if (key !== undefined) await authenticateKey(options.db, failed, request, key);
    else if (sessionToken) await authenticateSession(options.db, failed, request, sessionToken);
    else throw new AppError('MISSING_API_KEY', 'API key required: send it in the X-API-Key header or as Authorization: Bearer <key>');
    authorize(request);
  });
}

export default fp(authPlugin, { name: 'auth' });
