import type PgBoss from 'pg-boss';

// The two writes to pg-boss's own job table that its API lacks, kept here together (pg-boss 10's schema
// `pgboss`). pg-boss takes an active job for a dead worker's once `started_on + expire_in` has passed,
// and counts an attempt when it hands out a job that was started before.

/** Renews a worker's hold on its active jobs, so a short expiry finds a dead worker's jobs fast and leaves a live worker's alone. */
export async function renewLeases(boss: PgBoss, queue: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await boss
    .getDb()
    .executeSql(`UPDATE pgboss.job SET started_on = now() WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`, [queue, ids]);
}

/**
 * Puts a stopping worker's active jobs back in the queue, to be fetched at once and without spending an
 * attempt: the run was cut off, it did not fail.
 */
export async function handBack(boss: PgBoss, queue: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await boss
    .getDb()
    .executeSql(
      `UPDATE pgboss.job SET state = 'created', started_on = NULL, start_after = now() WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,
      [queue, ids],
    );
}
