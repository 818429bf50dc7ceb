import type { FastifyBaseLogger } from 'fastify';
import type { PooledDb } from '../db/client.js';
import {
  brandsWithBacklog,
  clearRefresh,
  countBacklog,
  takeStaleRefreshes,
  type BrandKey,
  type DueRefresh,
} from '../modules/campaigns/backlog-repository.js';

export interface BacklogCounterOptions {
  db: PooledDb;
  /** How long stored runs wait to be counted together: progress and metrics follow runs by about this much. */
  delayMs: number;
  /**
   * How often the backlog is searched for runs no counter came for (their worker died first), and for brands whose
   * campaigns closed without their opportunities being regenerated.
   */
  sweepMs: number;
  /** Regenerates a brand's opportunities, once a campaign of it closed; retried by a sweep until it succeeds. */
  refreshOpportunities(brand: BrandKey): Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * Counts the runs this worker stores into their campaigns and aggregates, a brand at a time, a moment after they are
 * stored: one set-wise statement for many runs, instead of every run queueing for the rows its brand's runs share.
 * Runs left behind by a worker that died are found by a periodic sweep.
 */
export class BacklogCounter {
  /** Brands with runs stored since their last count, by account and brand id. */
  private readonly pending = new Map<string, BrandKey>();
  private timer: NodeJS.Timeout | undefined;
  private counting: Promise<void> | undefined;
  private readonly sweeper: NodeJS.Timeout;
  private sweeping: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: BacklogCounterOptions) {
    // A sweep still regenerating opportunities when the next is due lets that one pass.
    this.sweeper = setInterval(() => {
      this.sweeping ??= this.sweep().finally(() => (this.sweeping = undefined));
    }, options.sweepMs);
    this.sweeper.unref();
  }

  /** A run of this brand was stored: it is counted within `delayMs`, with whatever else is stored meanwhile. */
  stored(accountId: string, brandId: string): void {
    this.pending.set(`${accountId}/${brandId}`, { accountId, brandId });
    this.schedule();
  }

  /** Counts what is pending now and stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweeper);
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.sweeping;
    await this.counting;
    await this.countPending();
  }

  private schedule(): void {
    if (this.timer || this.counting || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.counting = this.countPending().finally(() => {
        this.counting = undefined;
        if (this.pending.size > 0) this.schedule();
      });
    }, this.options.delayMs);
  }

  private async countPending(): Promise<void> {
    const brands = [...this.pending.values()];
    this.pending.clear();
    for (const brand of brands) {
      let refresh: DueRefresh | undefined;
      try {
        ({ refresh } = await countBacklog(this.options.db, brand.accountId, brand.brandId));
      } catch (error) {
        // Left in the backlog: counted at the brand's next store, or by the sweep.
        this.options.log.warn({ err: error, ...brand }, 'could not count finished runs; they stay in the backlog');
        continue;
      }
      if (refresh) await this.refresh(refresh);
    }
  }

  private async refresh(due: DueRefresh & { sweeps?: number }): Promise<void> {
    try {
      await this.options.refreshOpportunities({ accountId: due.accountId, brandId: due.brandId });
      await clearRefresh(this.options.db, due);
    } catch (error) {
      const { accountId, brandId, sweeps = 0 } = due;
      this.options.log.warn(
        { err: error, accountId, brandId, sweeps },
        'could not regenerate opportunities after a campaign; a later sweep tries again',
      );
    }
  }

  private async sweep(): Promise<void> {
    try {
      for (const { accountId, brandId } of await brandsWithBacklog(this.options.db, this.options.sweepMs)) this.stored(accountId, brandId);
      for (const due of await takeStaleRefreshes(this.options.db, this.options.sweepMs)) await this.refresh(due);
    } catch (error) {
      this.options.log.warn({ err: error }, 'could not search the backlog');
    }
  }
}
