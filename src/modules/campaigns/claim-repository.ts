import { sql } from 'drizzle-orm';
import { preparedStatement, type PooledDb } from '../../db/client.js';
import type { AnalysedBrand } from '../analysis/repository.js';

/** Everything a worker needs to execute one run. */
export interface RunContext {
  run: { model: string; runIndex: number; createdAt: Date };
  prompt: { text: string; language: string; country: string };
  topicSeed: string;
  brand: AnalysedBrand;
  avatar: { name: string; role: string; sector: string; objectives: string } | null;
}

/**
 * A claimed run's context; `busy` when another transaction holds the run's row (a cancel or a topic deletion in
 * progress, another delivery of its job storing it), to be tried again later; undefined when the run is not to be
 * executed: it already finished (a duplicate or late delivery of its job), it is gone, or its campaign was cancelled.
 */
export type Claim = RunContext | 'busy' | undefined;

export interface RunKey {
  accountId: string;
  runId: string;
}

interface ClaimRow {
  run_id: string;
  busy: boolean;
  model: string | null;
  run_index: number;
  created_at: Date;
  prompt_text: string;
  language: string;
  country: string;
  topic_seed: string;
  brand_id: string;
  brand_name: string;
  aliases: string[];
  domain: string | null;
  competitors_version: number;
  avatar_name: string | null;
  role: string | null;
  sector: string | null;
  objectives: string | null;
}

// Runs are locked in id order and a locked one is skipped, not waited for: a claim waits for no lock, so it cannot
// deadlock with a cancel, which holds its campaign's row while it updates the runs.
const claimStatement = preparedStatement<ClaimRow, { accountIds: string[]; runIds: string[] }>(
  'claim_runs',
  () => sql`WITH requested AS (
      SELECT * FROM unnest(${sql.placeholder('accountIds')}::text[], ${sql.placeholder('runIds')}::text[]) AS k(account_id, id)
    ), locked AS MATERIALIZED (
      SELECT r.id FROM runs r JOIN requested k ON k.id = r.id AND k.account_id = r.account_id
      WHERE r.status IN ('queued', 'running') ORDER BY r.id FOR NO KEY UPDATE OF r SKIP LOCKED
    ), claimed AS (
      UPDATE runs r SET status = 'running', started_at = now(), attempts = r.attempts + 1
      FROM campaigns c
      WHERE r.id IN (SELECT id FROM locked) AND c.id = r.campaign_id AND c.status <> 'cancelled'
      RETURNING r.id, r.campaign_id, r.prompt_id, r.brand_id, r.model, r.run_index, r.created_at, c.avatar_id
    ), opened AS (
      -- A campaign row locked by a cancel (which then waits for this run) or by another first run is left to it.
      UPDATE campaigns SET status = 'running', started_at = now() WHERE id IN (
        SELECT id FROM campaigns WHERE id IN (SELECT campaign_id FROM claimed) AND status = 'queued' ORDER BY id FOR NO KEY UPDATE SKIP LOCKED
      )
    )
    SELECT k.id AS run_id,
      l.id IS NULL AND EXISTS (SELECT 1 FROM runs u WHERE u.id = k.id AND u.account_id = k.account_id AND u.status IN ('queued', 'running')) AS busy,
      cl.model, cl.run_index, cl.created_at, p.text AS prompt_text, p.language, p.country, t.seed AS topic_seed,
      b.id AS brand_id, b.name AS brand_name, b.aliases, b.domain, b.competitors_version, a.name AS avatar_name, a.role, a.sector, a.objectives
    FROM requested k LEFT JOIN locked l ON l.id = k.id
      LEFT JOIN (claimed cl JOIN prompts p ON p.id = cl.prompt_id JOIN topics t ON t.id = p.topic_id JOIN brands b ON b.id = cl.brand_id
        LEFT JOIN avatars a ON a.id = cl.avatar_id) ON cl.id = k.id`,
);

/**
 * Marks runs as started (and their campaigns as running, with their first run) and reads their contexts, in one
 * statement, by run id.
 */
export async function claimRuns(db: PooledDb, keys: RunKey[]): Promise<Map<string, Claim>> {
  const rows = await claimStatement(db, { accountIds: keys.map((key) => key.accountId), runIds: keys.map((key) => key.runId) });
  const accountOf = new Map(keys.map((key) => [key.runId, key.accountId]));
  return new Map(rows.map((row) => [row.run_id, claimOf(row, accountOf.get(row.run_id)!)]));
}

export async function claimRun(db: PooledDb, accountId: string, runId: string): Promise<Claim> {
  return (await claimRuns(db, [{ accountId, runId }])).get(runId);
}

function claimOf(row: ClaimRow, accountId: string): Claim {
  if (row.busy) return 'busy';
  if (row.model === null) return undefined;
  return {
    run: { model: row.model, runIndex: row.run_index, createdAt: row.created_at },
    prompt: { text: row.prompt_text, language: row.language, country: row.country },
    topicSeed: row.topic_seed,
    brand: {
      id: row.brand_id,
      accountId,
      name: row.brand_name,
      aliases: row.aliases,
      domain: row.domain,
      competitorsVersion: row.competitors_version,
    },
    avatar: row.avatar_name === null ? null : { name: row.avatar_name, role: row.role!, sector: row.sector!, objectives: row.objectives! },
  };
}
