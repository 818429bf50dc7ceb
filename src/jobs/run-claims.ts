import type { PooledDb } from '../db/client.js';
import { claimRuns, type Claim, type RunKey } from '../modules/campaigns/claim-repository.js';

/**
 * Pauses before each new claim of a run another transaction holds. Those transactions (a cancel, a topic deletion,
 * another delivery of the job storing its answer) last milliseconds: waiting a moment here saves the job one of its
 * attempts and the retry delay.
 */
const BUSY_PAUSES_MS = [50, 200, 750];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Claims the runs of the jobs a worker begins together in one statement: a RunLoop begins a fetched batch's jobs in
 * one go, and each asks for its claim before it awaits anything.
 */
export class RunClaims {
  private pending: { key: RunKey; resolve(claim: Claim): void; reject(error: unknown): void }[] = [];

  constructor(
    private readonly db: PooledDb,
    private readonly busyPausesMs: readonly number[] = BUSY_PAUSES_MS,
  ) {}

  /** The run's context, undefined when it is no longer to be run, or `busy` when it stayed held through every pause. */
  async claim(accountId: string, runId: string): Promise<Claim> {
    let claim = await this.claimOnce({ accountId, runId });
    for (const pauseMs of this.busyPausesMs) {
      if (claim !== 'busy') break;
      await sleep(pauseMs);
      claim = await this.claimOnce({ accountId, runId });
    }
    return claim;
  }

  private claimOnce(key: RunKey): Promise<Claim> {
    return new Promise((resolve, reject) => {
      if (this.pending.length === 0) queueMicrotask(() => void this.flush());
      this.pending.push({ key, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending.splice(0);
    try {
      const claims = await claimRuns(
        this.db,
        batch.map((entry) => entry.key),
      );
      for (const entry of batch) entry.resolve(claims.get(entry.key.runId));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }
}
