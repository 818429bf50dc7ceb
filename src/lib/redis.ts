import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A Redis client that never makes a request wait for Redis: commands fail at once while it is
 * unreachable (so the rate limiter fails open), and it reconnects in the background.
 */
export function connectRedis(url: string, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
  });
  let unavailable = false;
  redis.on('error', (error: Error) => {
    if (unavailable) return;
    unavailable = true;
    log.warn({ err: error.message }, 'Redis unreachable: rate limits are not enforced until it is back');
  });
  redis.on('ready', () => {
    if (!unavailable) return;
    unavailable = false;
    log.info('Redis reachable again: rate limits enforced');
  });
  return redis;
}
