import type { ProviderId } from '../llm/models.js';

/**
 * Calls in flight per provider on this worker. A run holds a slot only while it calls its provider, not while its
 * context loads or its answer is stored, so the provider is kept at its configured concurrency.
 */
export class CallSlots {
  private readonly inUse = new Map<ProviderId, number>();
  private readonly waiting = new Map<ProviderId, (() => void)[]>();

  constructor(private readonly limits: Record<ProviderId, number>) {}

  /** Waits for a free slot of the provider, then runs `call` in it. */
  async run<T>(provider: ProviderId, call: () => Promise<T>): Promise<T> {
    await this.acquire(provider);
    try {
      return await call();
    } finally {
      this.release(provider);
    }
  }

  private acquire(provider: ProviderId): Promise<void> {
    const used = this.inUse.get(provider) ?? 0;
    if (used < this.limits[provider]) {
      this.inUse.set(provider, used + 1);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const queue = this.waiting.get(provider) ?? [];
      queue.push(resolve);
      this.waiting.set(provider, queue);
    });
  }

  private release(provider: ProviderId): void {
    // A waiting run takes the slot over as it is; otherwise it is free.
    const next = this.waiting.get(provider)?.shift();
    if (next) next();
    else this.inUse.set(provider, (this.inUse.get(provider) ?? 1) - 1);
  }
}
