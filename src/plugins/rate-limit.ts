import { createHash } from 'node:crypto';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.js';
import { rateLimitRejections } from '../observability/metrics.js';
import type { RedisBreaker } from '../lib/redis-breaker.js';
import { presentedApiKey } from './auth.js';
import { breakerStoreClass } from './rate-limit-store.js';

const WINDOW_MS = 60_000;
const RETRY_AFTER_SECONDS = '60';

export interface RateLimitOptions {
  perMinute: number;
  /** Shared counters for every instance, behind their breaker; without it counters live in this process. */
  redis?: { client: Redis; breaker: RedisBreaker };
}

/** Counts per presented key (hashed, so keys never sit in Redis), or per client address when none is sent. */
function rateLimitKey(request: FastifyRequest): string {
  const key = presentedApiKey(request);
  if (!key) return `ip:${request.ip}`;
  return `key:${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
}

const NAME_SPACE = 'brandlens:rate:';

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    max: options.perMinute,
    timeWindow: WINDOW_MS,
    ...(options.redis
      ? { store: breakerStoreClass(options.redis.client, options.redis.breaker, NAME_SPACE) as unknown as FastifyRateLimitStoreCtor }
      : {}),
    // A store that fails (it falls back to this process's counters first) must not take the API down with it.
    skipOnError: true,
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_request, context) => {
      rateLimitRejections.inc({ limit: 'requests' });
      return new AppError('RATE_LIMITED', `Rate limit exceeded: ${context.max} requests per minute per API key`);
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
