import { sql } from 'drizzle-orm';
import { withTransaction, type PooledDb } from '../../db/client.js';
import { afterWrites, oneStatement } from '../../db/one-statement.js';
import { aggregateWrites, answersOfRuns, lockBrandAggregates, nameFormWrite } from '../metrics/aggregates.js';

/** Runs counted per statement: enough to make one statement of a busy brand's backlog, few enough to keep it short. */
const COUNT_BATCH = 1_000;

export interface BacklogCount {
  /** Finished runs counted. */
  counted: number;
  /** Campaigns whose last runs were among them: now completed or failed. */
  closedCampaigns: string[];
  /** When a campaign closed: the brand's opportunities are due for regeneration, under this token. */
  refresh: DueRefresh | undefined;
}

/** A brand whose opportunities are due for regeneration (a row of `opportunity_refreshes`). */
export interface DueRefresh {
  accountId: string;
  brandId: string;
  token: string;
}

/**
 * Counts a brand's finished runs into their campaigns' progress and their brand's aggregates, set-wise, a batch per
 * statement until none is left. Each run leaves the backlog in the statement that counts it, so it is counted once;
 * runs another counter holds are skipped (it counts them). The brand's aggregates lock is taken before the statement
 * starts, so it reads the runs as re-analysis or topic deletion, which hold that lock alone, left them.
 */
export async function countBacklog(db: PooledDb, accountId: string, brandId: string): Promise<BacklogCount> {
  const total: BacklogCount = { counted: 0, closedCampaigns: [], refresh: undefined };
  for (;;) {
    const batch = await withTransaction(db.$client, async ({ db: tx }) => {
      await lockBrandAggregates(tx, brandId, 'shared');
      const { rows } = await tx.execute<{ counted: number; closed: string[]; refresh_token: string | null }>(
        countStatement(accountId, brandId),
      );
      return rows[0]!;
    });
    total.counted += batch.counted;
    total.closedCampaigns.push(...batch.closed);
    if (batch.refresh_token) total.refresh = { accountId, brandId, token: batch.refresh_token };
    if (batch.counted < COUNT_BATCH) return total;
  }
}

function countStatement(accountId: string, brandId: string) {
  const taken = {
    name: 'taken',
    query: sql`DELETE FROM run_backlog WHERE run_id IN (
      SELECT run_id FROM run_backlog WHERE account_id = ${accountId} AND brand_id = ${brandId} ORDER BY run_id LIMIT ${COUNT_BATCH} FOR UPDATE SKIP LOCKED
    ) RETURNING run_id`,
  };
  const takenIds = sql`ARRAY(SELECT run_id FROM taken)`;
  const answers = answersOfRuns(takenIds);
  const writes = [{ name: 'name_forms', query: nameFormWrite(answers) }, ...aggregateWrites(answers, 1)];
  // Campaign rows are locked after every aggregate row (a cancel, which locks one first, touches none), in id order.
  const campaignLocks = {
    name: 'campaign_locks',
    materialized: true,
    query: sql`SELECT id FROM campaigns WHERE ${afterWrites(writes.map((write) => write.name))}
      AND account_id = ${accountId} AND id IN (SELECT campaign_id FROM runs WHERE id = ANY(${takenIds})) ORDER BY id FOR NO KEY UPDATE`,
  };
  const progress = {
    name: 'progress',
    query: sql`UPDATE campaigns c SET
        completed = c.completed + d.completed,
        failed = c.failed + d.failed,
        simulated = c.simulated OR d.simulated,
        status = CASE WHEN c.status = 'cancelled' THEN 'cancelled'
          WHEN c.completed + d.completed + c.failed + d.failed >= c.total THEN (CASE WHEN c.completed + d.completed = 0 THEN 'failed' ELSE 'completed' END)
          ELSE 'running' END,
        finished_at = CASE WHEN c.status <> 'cancelled' AND c.completed + d.completed + c.failed + d.failed >= c.total THEN now() ELSE c.finished_at END,
        error = CASE WHEN c.completed + d.completed + c.failed + d.failed >= c.total AND c.completed + d.completed = 0
          THEN 'Every run failed; last error: ' || d.last_error ELSE c.error END
      FROM (
        SELECT r.account_id, r.campaign_id, count(*) FILTER (WHERE r.status = 'completed') AS completed,
          count(*) FILTER (WHERE r.status = 'failed') AS failed,
          coalesce(bool_or(r.simulated) FILTER (WHERE r.status = 'completed'), false) AS simulated,
          (array_agg(r.error_message ORDER BY r.finished_at DESC, r.id) FILTER (WHERE r.status = 'failed'))[1] AS last_error
        FROM runs r WHERE r.account_id = ${accountId} AND r.id = ANY(${takenIds}) GROUP BY 1, 2
      ) d
      WHERE c.id = d.campaign_id AND c.account_id = d.account_id AND c.id IN (SELECT id FROM campaign_locks)
      RETURNING c.id, c.status`,
  };
  // A new token: a worker regenerating the brand's opportunities from older answers must not clear this request.
  const refreshDue = {
    name: 'refresh_due',
    query: sql`INSERT INTO opportunity_refreshes (brand_id, account_id, token)
      SELECT ${brandId}, ${accountId}, gen_random_uuid()::text WHERE EXISTS (SELECT 1 FROM progress WHERE status IN ('completed', 'failed'))
      ON CONFLICT (brand_id) DO UPDATE SET token = excluded.token, due_at = excluded.due_at, sweeps = 0
      RETURNING token`,
  };
  return oneStatement(
    [taken, ...writes, campaignLocks, progress, refreshDue],
    sql`SELECT (SELECT count(*)::int FROM taken) AS counted, array(SELECT id FROM progress WHERE status IN ('completed', 'failed')) AS closed,
      (SELECT token FROM refresh_due) AS refresh_token`,
  );
}

export interface BrandKey {
  accountId: string;
  brandId: string;
}

/** Brands with runs that have waited in the backlog longer than `olderThanMs` (their worker died before counting them). */
export async function brandsWithBacklog(db: PooledDb, olderThanMs: number): Promise<BrandKey[]> {
  const { rows } = await db.execute<{ account_id: string; brand_id: string }>(
    sql`SELECT DISTINCT account_id, brand_id FROM run_backlog WHERE created_at < now() - make_interval(secs => ${olderThanMs / 1000})`,
  );
  return rows.map((row) => ({ accountId: row.account_id, brandId: row.brand_id }));
}

/** The request is met: cleared, unless a campaign closing since asked again (a new token). */
export async function clearRefresh(db: PooledDb, due: DueRefresh): Promise<void> {
  await db.execute(
    sql`DELETE FROM opportunity_refreshes WHERE brand_id = ${due.brandId} AND account_id = ${due.accountId} AND token = ${due.token}`,
  );
}

/** Stale requests taken up per sweep; the rest wait for the next one. */
const STALE_BATCH = 20;

/**
 * Requests older than `olderThanMs` (the worker that closed the campaign died, or its regeneration failed), taken up:
 * each is then left to its taker, twice as long after each sweep that took it (up to 256 times), before another sweep
 * takes it again.
 */
export async function takeStaleRefreshes(db: PooledDb, olderThanMs: number): Promise<(DueRefresh & { sweeps: number })[]> {
  const { rows } = await db.execute<{ account_id: string; brand_id: string; token: string; sweeps: number }>(
    sql`UPDATE opportunity_refreshes SET due_at = now(), sweeps = sweeps + 1 WHERE brand_id IN (
      SELECT brand_id FROM opportunity_refreshes
      WHERE due_at < now() - make_interval(secs => ${olderThanMs / 1000} * power(2, least(sweeps, 8)))
      ORDER BY due_at LIMIT ${STALE_BATCH} FOR UPDATE SKIP LOCKED
    ) RETURNING account_id, brand_id, token, sweeps`,
  );
  return rows.map((row) => ({ accountId: row.account_id, brandId: row.brand_id, token: row.token, sweeps: row.sweeps }));
}
