import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import type { AccountRow } from '../modules/accounts/repository.js';
import { API_PLAN } from '../modules/accounts/plans.js';
import { hashApiKey, isWellFormedApiKey } from '../modules/keys/api-key.js';
import { findActiveKeyByHash, touchApiKey } from '../modules/keys/repository.js';

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

async function authenticate(db: Db, request: FastifyRequest): Promise<void> {
  const key = presentedApiKey(request);
  if (key === undefined) {
    throw new AppError('MISSING_API_KEY', 'API key required: send it in the X-API-Key header or as Authorization: Bearer <key>');
  }
  if (!isWellFormedApiKey(key)) throw new AppError('INVALID_API_KEY', 'Invalid API key');
  const found = await findActiveKeyByHash(db, hashApiKey(key));
  if (!found) throw new AppError('INVALID_API_KEY', 'Invalid or revoked API key');
  if (found.account.plan !== API_PLAN) throw new AppError('PLAN_REQUIRED', 'API access requires the Agency plan');
  request.account = found.account;
  request.apiKeyId = found.keyId;
  touchApiKey(db, found.keyId, new Date()).catch((error: unknown) => {
    request.log.warn({ err: error }, 'could not record API key use');
  });
}

/** Authenticates every route of the context it is registered in; no key is ever cached, so revocation is immediate everywhere. */
async function authPlugin(app: FastifyInstance, options: { db: Db }): Promise<void> {
  app.decorateRequest('account', null as unknown as AccountRow);
  app.decorateRequest('apiKeyId', '');
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    await authenticate(options.db, request);
  });
}

export default fp(authPlugin, { name: 'auth' });
