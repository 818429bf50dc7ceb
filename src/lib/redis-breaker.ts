import type { Redis } from 'ioredis';

interface BreakerLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

export type BreakerState = 'closed' | 'open';

/** Consecutive failed commands (each up to the 500 ms command timeout) that open the breaker. */
const FAILURES_TO_OPEN = 3;
const PROBE_EVERY_MS = 1_000;

/**
 * A circuit breaker for Redis: after a few failed commands in a row (a Redis that is down fails at once, a hung
 * one only after the command timeout), callers stop sending commands and use their in-process fallback, while
 * a probe pings Redis in the background and closes the breaker once it answers. A hung Redis so costs each
 * request nothing once the breaker is open.
 */
export class RedisBreaker {
  private currentState: BreakerState = 'closed';
  private failures = 0;
  private probe: NodeJS.Timeout | undefined;
  private probing = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: BreakerLog,
    private readonly probeEveryMs = PROBE_EVERY_MS,
  ) {}

  get state(): BreakerState {
    return this.currentState;
  }

  succeeded(): void {
    this.failures = 0;
  }

  failed(error: Error): void {
    this.failures++;
    if (this.currentState === 'closed' && this.failures >= FAILURES_TO_OPEN) this.open(error);
  }

  stop(): void {
    clearInterval(this.probe);
    this.probe = undefined;
  }

  private open(error: Error): void {
    this.currentState = 'open';
    this.log.warn({ err: error.message }, 'Redis is not answering: rate limits are counted in this process until it does');
    this.probe = setInterval(() => void this.ping(), this.probeEveryMs);
    this.probe.unref();
  }

  private async ping(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    try {
      await this.redis.ping();
      this.stop();
      this.currentState = 'closed';
      this.failures = 0;
      this.log.info('Redis answers again: rate limits are shared again');
    } catch {
      // Still down or hung: the next probe tries again.
    } finally {
      this.probing = false;
    }
  }
}
