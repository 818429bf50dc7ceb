import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { providerPauses } from '../db/schema.js';
import type { ProviderId } from '../llm/models.js';

const SHARED_PAUSE_REFRESH_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Holds back calls to a provider that answered 429, on every worker: the pause is kept in the
 * database and each worker re-reads it at most once a second.
 */
export class ProviderGate {
  private readonly pausedUntil = new Map<ProviderId, number>();
  private readonly checkedAt = new Map<ProviderId, number>();

  constructor(private readonly db: Db) {}

  async pause(provider: ProviderId, ms: number): Promise<void> {
    const until = Date.now() + ms;
    this.pausedUntil.set(provider, Math.max(until, this.pausedUntil.get(provider) ?? 0));
    await this.db
      .insert(providerPauses)
      .values({ provider, pausedUntil: new Date(until) })
      .onConflictDoUpdate({
        target: providerPauses.provider,
        set: { pausedUntil: sql`greatest(${providerPauses.pausedUntil}, excluded.paused_until)` },
      });
  }

  /** True once the provider may be called; false, at once, when its pause lasts past `deadline` (epoch ms). */
  async wait(provider: ProviderId, deadline: number): Promise<boolean> {
    for (;;) {
      await this.refresh(provider);
      const pausedUntil = this.pausedUntil.get(provider) ?? 0;
      if (pausedUntil <= Date.now()) return true;
      if (pausedUntil > deadline) return false;
      await sleep(Math.min(pausedUntil - Date.now(), SHARED_PAUSE_REFRESH_MS));
    }
  }

  private async refresh(provider: ProviderId): Promise<void> {
    const now = Date.now();
    if (now - (this.checkedAt.get(provider) ?? 0) < SHARED_PAUSE_REFRESH_MS) return;
    this.checkedAt.set(provider, now);
    const [row] = await this.db.select().from(providerPauses).where(eq(providerPauses.provider, provider));
    if (row) this.pausedUntil.set(provider, Math.max(row.pausedUntil.getTime(), this.pausedUntil.get(provider) ?? 0));
  }
}
