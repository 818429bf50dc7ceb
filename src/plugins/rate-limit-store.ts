import LocalStore, { type RateCounter } from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import type { RedisBreaker } from '../lib/redis-breaker.js';

interface StoreParams {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

/**
 * The rate limiter's counters: in Redis, shared by every instance, while the breaker is closed; in this
 * process while it is open, or for a command that fails, so a Redis outage neither lifts the limits nor
 * makes requests wait.
 */
export function breakerStoreClass(redis: Redis, breaker: RedisBreaker, nameSpace: string) {
  class BreakerStore implements RateCounter {
    private shared: RateCounter;
    private local: RateCounter;

    constructor(params: StoreParams, counters?: { shared: RateCounter; local: RateCounter }) {
      this.shared = counters?.shared ?? new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace);
      this.local = counters?.local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff);
    }

    incr(key: string, callback: Parameters<RateCounter['incr']>[1], timeWindow: number, max: number): void {
      if (breaker.state === 'open') return this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) {
            breaker.succeeded();
            return callback(null, result);
          }
          breaker.failed(error);
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: StoreParams): RateCounter {
      return new BreakerStore(routeOptions, { shared: this.shared.child(routeOptions), local: this.local.child(routeOptions) });
    }
  }
  return BreakerStore;
}
