// The two counter stores @fastify/rate-limit ships, which its typings do not export.
declare module '@fastify/rate-limit/store/*.js' {
  import type { Redis } from 'ioredis';

  export interface RateCounter {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void;
    child(routeOptions: object): RateCounter;
  }

  const Store: {
    new (continueExceeding: boolean, exponentialBackoff: boolean, redisOrCache?: Redis | number, key?: string): RateCounter;
  };
  export default Store;
}
