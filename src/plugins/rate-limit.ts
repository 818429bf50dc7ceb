import { createHash } from 'node:crypto';
import { fastifyCookie } from '@fastify/cookie';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.js';
import { rateLimitRejections } from '../observability/metrics.js';
import type { RedisBreaker } from '../lib/redis-breaker.js';
import { SESSION_COOKIE } from '../modules/sessions/cookie.js';
import { presentedApiKey } from './auth.js';
import { breakerStoreClass } from './rate-limit-store.js';

const WINDOW_MS = 60_000;
const RETRY_AFTER_SECONDS = '60';

export interface RateLimitOptions {
  perMinute: number;
  /** For requests a session cookie authenticates (no key sent): a dashboard page reads several routes at once. */
  perSessionMinute: number;
  /** Shared counters for every instance, behind their breaker; without it counters live in this process. */
  redis?: { client: Redis; breaker: RedisBreaker };
}

const hashed = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 32);

/**
 * Counts per presented key or, without one, per session cookie (hashed, so neither sits in Redis), or per client
 * address when neither is sent. It runs before authentication: an invalid cookie only spends its own budget, and the
 * failed-authentication limit per address stops guessing.
 */
function rateLimitKey(request: FastifyRequest): string {
  const key = presentedApiKey(request);
  if (key) return `key:${hashed(key)}`;
  const session = request.headers.cookie ? fastifyCookie.parse(request.headers.cookie)[SESSION_COOKIE] : undefined;
  return session ? `session:${hashed(session)}` : `ip:${request.ip}`;
}

const NAME_SPACE = 'brandlens:rate:';

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    max: (_request, key) => (key.startsWith('session:') ? options.perSessionMinute : options.perMinute),
    timeWindow: WINDOW_MS,
    ...(options.redis
      ? { store: breakerStoreClass(options.redis.client, options.redis.breaker, NAME_SPACE) as unknown as FastifyRateLimitStoreCtor }
      : {}),
    // A store that fails (it falls back to this process's counters first) must not take the API down with it.
    skipOnError: true,
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (request, context) => {
      rateLimitRejections.inc({ limit: 'requests' });
      const per = rateLimitKey(request).startsWith('session:') ? 'session' : 'API key';
      return new AppError('RATE_LIMITED', `Rate limit exceeded: ${context.max} requests per minute per ${per}`);
    },
  });
  // A hook of this context (not a per-route one) so it runs before authentication: refused keys count and get the headers too.
  app.addHook('onRequest', app.rateLimit());
  // The contract promises `Retry-After: 60`; waiting a full window is always enough.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 429) reply.header('retry-after', RETRY_AFTER_SECONDS);
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
