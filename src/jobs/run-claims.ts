import type { PooledDb } from '../db/client.js';
import { claimRuns, type Claim, type RunKey } from '../modules/campaigns/claim-repository.js';

/**
 * Claims the runs of the jobs a worker begins together in one statement: a RunLoop begins a fetched batch's jobs in
 * one go, and each asks for its claim before it awaits anything.
 */
export class RunClaims {
  private pending: { key: RunKey; resolve(claim: Claim): void; reject(error: unknown): void }[] = [];

  constructor(private readonly db: PooledDb) {}

  claim(accountId: string, runId: string): Promise<Claim> {
    return new Promise((resolve, reject) => {
      if (this.pending.length === 0) queueMicrotask(() => void this.flush());
      this.pending.push({ key: { accountId, runId }, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending.splice(0);
    try {
      const claims = await claimRuns(this.db, batch.map((entry) => entry.key));
      for (const entry of batch) entry.resolve(claims.get(entry.key.runId));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }
}
