import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { rateLimitRejections } from '../observability/metrics.js';
import { AppError } from '../errors.js';
import type { AccountRow } from '../modules/accounts/repository.js';
import { API_PLAN } from '../modules/accounts/plans.js';
import { hashApiKey, isWellFormedApiKey } from '../modules/keys/api-key.js';
import { findActiveKeyByHash, touchApiKey } from '../modules/keys/repository.js';
import { FailedAuthentications } from './auth-failures.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Served without an API key (the OpenAPI document). */
    public?: boolean;
  }
  interface FastifyRequest {
    account: AccountRow;
    apiKeyId: string;
  }
}

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

async function authenticate(db: Db, failed: FailedAuthentications, request: FastifyRequest): Promise<void> {
  const key = presentedApiKey(request);
  if (key === undefined) {
    throw new AppError('MISSING_API_KEY', 'API key required: send it in the X-API-Key header or as Authorization: Bearer <key>');
  }
  if (failed.isBlocked(request.ip)) {
    rateLimitRejections.inc({ limit: 'auth_failures' });
    throw new AppError('RATE_LIMITED', 'Too many failed authentications from this address; try again in a minute');
  }
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
  touchApiKey(db, found.keyId, new Date()).catch((error: unknown) => {
    request.log.warn({ err: error }, 'could not record API key use');
  });
}

/**
 * Authenticates every route of the context it is registered in. No valid key is ever cached, so revocation is
 * immediate everywhere; only keys found unknown are remembered, for a minute.
 */
async function authPlugin(app: FastifyInstance, options: { db: Db; failuresPerMinute: number }): Promise<void> {
  app.decorateRequest('account', null as unknown as AccountRow);
  app.decorateRequest('apiKeyId', '');
  const failed = new FailedAuthentications(options.failuresPerMinute);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    await authenticate(options.db, failed, request);
  });
}

export default fp(authPlugin, { name: 'auth' });
