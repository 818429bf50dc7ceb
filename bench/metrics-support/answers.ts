import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { applyToAggregates } from '../../src/modules/metrics/aggregates.js';
import { BRAND_DOMAIN, SHAPE, type BenchBrand } from './brand.js';

/**
 * Analysed answers are written straight into runs, run_competitors and run_sources with INSERT ... SELECT over
 * generate_series, then handed to the live aggregate path, `applyToAggregates(db, runFilter, +1)`, in batches of
 * consecutive run ids. That function is what storing one answer's analysis calls (with `r.id = <run>`); called over a
 * range of runs it is the same SQL run set-wise, so the aggregates are exactly those the service would have built.
 */

/**
 * Runs per aggregate transaction. Large, because upserting aggregate rows is the cost: a batch of 500,000 answers
 * meets most (model, day, competitor) keys and upserts each once, where twenty batches of 25,000 would upsert most of
 * them twenty times over.
 */
const AGGREGATE_BATCH = 500_000;
const MAX_COMPETITORS_PER_ANSWER = 5;
const MAX_SOURCES_PER_ANSWER = 5;

/**
 * A deterministic uniform number in [0, 1) for answer number `n` and a stream `seed`: the same answer gets the same
 * labels whichever step writes it, and columns drawn from different streams are independent.
 */
function uniform(seed: number): SQL {
  return sql.raw(`((hashint8extended(n, ${seed}) & 9007199254740991)::float8 / 9007199254740992.0)`);
}

export interface SeedTimes {
  /** Raw rows: runs, run_competitors, run_sources, then ANALYZE of them. */
  insertSeconds: number;
  /** applyToAggregates over every new run. */
  aggregateSeconds: number;
  /** VACUUM ANALYZE of the whole database. */
  vacuumSeconds: number;
}

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

/** Ids sort like answer numbers, so a batch is a range scan of the runs primary key. */
function runId(tag: string, n: number): string {
  return `run_${tag}_${String(n).padStart(10, '0')}`;
}

async function isSuperuser(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ on: string }>(sql`SELECT current_setting('is_superuser') AS on`);
  return rows[0]?.on === 'on';
}

/** Runs, their competitors and their cited URLs for answers `first`..`last`, in one transaction. */
async function insertRawRows(db: Db, bench: BenchBrand, first: number, last: number, log: (line: string) => void): Promise<void> {
  const { accountId, brand, tag } = bench;
  const numbers = sql`generate_series(${first}::bigint, ${last}::bigint) AS n`;
  const runIdOfN = sql`${`run_${tag}_`} || lpad(n::text, 10, '0')`;
  const skipForeignKeyChecks = await isSuperuser(db);
  await db.transaction(async (tx) => {
    // Every row references the brand, campaign, prompts and competitors created just before, so checking each
    // reference would only double the load's time. The replica role skips triggers, and these tables have none but
    // the foreign-key checks; only a superuser may set it, other roles pay for the checks.
    if (skipForeignKeyChecks) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    const timed = async (table: string, statement: SQL) => {
      const start = process.hrtime.bigint();
      await tx.execute(statement);
      log(`    ${table}: ${seconds(start).toFixed(1)} s`);
    };

    const campaignId = `cmp_${tag}_${first}`;
    await tx.execute(sql`
      INSERT INTO campaigns (id, account_id, brand_id, topic_id, models, runs_per_model, status, total, completed, started_at, finished_at)
      VALUES (${campaignId}, ${accountId}, ${brand.id}, ${bench.topicId}, ${sql.param(SHAPE.models)}::text[], 1, 'completed',
        ${last - first + 1}, ${last - first + 1}, now() - interval '365 days', now())`);

    // Finished over the last 365 days; about 40% mention the brand (at position 1 to 5), 15% cite its domain.
    await timed(
      'runs',
      sql`
      INSERT INTO runs (id, account_id, brand_id, campaign_id, prompt_id, model, run_index, status, answer, input_tokens, output_tokens,
        latency_ms, provider_model_id, attempts, brand_mentioned, brand_mention_count, brand_position, brand_domain_cited,
        analyzed_at, created_at, started_at, finished_at)
      SELECT ${runIdOfN}, ${accountId}, ${brand.id}, ${campaignId}, (${sql.param(bench.promptIds)}::text[])[1 + n % ${bench.promptIds.length}],
        (${sql.param(SHAPE.models)}::text[])[1 + (n / ${bench.promptIds.length}) % ${SHAPE.models.length}], n, 'completed',
        'A benchmark answer naming a few project management tools and citing a few pages.', 400, 600, 1500, 'bench', 1,
        l.mentioned, CASE WHEN l.mentioned THEN 1 ELSE 0 END, CASE WHEN l.mentioned THEN 1 + floor(5 * ${uniform(3)})::int END,
        ${uniform(4)} < 0.15, l.finished_at, l.finished_at - interval '2 seconds', l.finished_at - interval '2 seconds', l.finished_at
      FROM ${numbers}
      CROSS JOIN LATERAL (SELECT ${uniform(2)} < 0.4 AS mentioned,
        now() - interval '1 day' * (${SHAPE.days} * ${uniform(1)}) AS finished_at) l`,
    );

    // 1 to 5 distinct competitors per answer, skewed so a few rivals dominate as in real answers; stepping by 37
    // (prime to 200) from a skewed start keeps them distinct.
    await timed(
      'run_competitors',
      sql`
      INSERT INTO run_competitors (run_id, competitor_id, brand_id, name_as_written, position, mention_count)
      SELECT ${runIdOfN}, ${`cmpt_${tag}_`} || lpad(c.i::text, 3, '0'), ${brand.id}, 'Rival ' || lpad(c.i::text, 3, '0'), j + 1, 1
      FROM ${numbers}
      CROSS JOIN LATERAL (SELECT floor(${SHAPE.competitors} * ${uniform(5)} ^ 2)::int AS base,
        1 + floor(${MAX_COMPETITORS_PER_ANSWER} * ${uniform(6)})::int AS k) p
      CROSS JOIN LATERAL generate_series(0, p.k - 1) AS j
      CROSS JOIN LATERAL (SELECT (p.base + j * 37) % ${SHAPE.competitors} AS i) c`,
    );

    // 0 to 5 distinct cited URLs per answer among 5,000 (997 is prime to 5,000), skewed towards a popular head.
    const domainOf = (d: SQL) => sql`CASE WHEN ${d} = 0 THEN ${BRAND_DOMAIN}
      WHEN ${d} <= ${SHAPE.competitorsWithDomain} THEN 'rival' || lpad(${d}::text, 3, '0') || '.com' ELSE 'site' || ${d} || '.com' END`;
    await timed(
      'run_sources',
      sql`
      INSERT INTO run_sources (run_id, brand_id, position, url, normalized_url, domain, is_brand_domain)
      SELECT ${runIdOfN}, ${brand.id}, j + 1, 'https://' || u.domain || '/page-' || s.i, u.domain || '/page-' || s.i, u.domain, s.d = 0
      FROM ${numbers}
      CROSS JOIN LATERAL (SELECT floor(${SHAPE.sources} * ${uniform(7)} ^ 3)::int AS base,
        floor((${MAX_SOURCES_PER_ANSWER} + 1) * ${uniform(8)})::int AS k) p
      CROSS JOIN LATERAL generate_series(0, p.k - 1) AS j
      CROSS JOIN LATERAL (SELECT (p.base + j * 997) % ${SHAPE.sources} AS i, (p.base + j * 997) % ${SHAPE.sources} % ${SHAPE.sourceDomains} AS d) s
      CROSS JOIN LATERAL (SELECT ${domainOf(sql`s.d`)} AS domain) u`,
    );
  });
}

/** Adds answers number `first`..`last` (1-based, inclusive) to the brand, with their analysis and aggregates. */
export async function seedAnswers(db: Db, bench: BenchBrand, first: number, last: number, log: (line: string) => void): Promise<SeedTimes> {
  let start = process.hrtime.bigint();
  await insertRawRows(db, bench, first, last, log);
  // Statistics on the new rows, so each batch below reads its runs by primary key range rather than scanning them all.
  await db.execute(sql`ANALYZE runs, run_competitors, run_sources`);
  const insertSeconds = seconds(start);
  log(`  raw rows for answers ${first}..${last}: ${insertSeconds.toFixed(1)} s`);

  start = process.hrtime.bigint();
  for (let low = first; low <= last; low += AGGREGATE_BATCH) {
    const high = Math.min(last, low + AGGREGATE_BATCH - 1);
    await db.transaction(async (tx) => {
      // Sorting and grouping a batch in memory instead of on disk; it changes no result.
      await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
      const batch = sql`r.account_id = ${bench.accountId} AND r.id BETWEEN ${runId(bench.tag, low)} AND ${runId(bench.tag, high)}`;
      await applyToAggregates(tx, batch, 1);
    });
  }
  const aggregateSeconds = seconds(start);
  log(`  aggregates: ${aggregateSeconds.toFixed(1)} s`);

  start = process.hrtime.bigint();
  await db.execute(sql`VACUUM ANALYZE`);
  const vacuumSeconds = seconds(start);
  return { insertSeconds, aggregateSeconds, vacuumSeconds };
}

/** What the aggregates hold for all models, all time: the check that every seeded answer went through them. */
export async function aggregatedAnswers(db: Db, brandId: string): Promise<number> {
  const { rows } = await db.execute<{ answers: number }>(
    sql`SELECT coalesce(sum(answers), 0)::int AS answers FROM brand_totals WHERE brand_id = ${brandId} AND model = '*' AND slice = '*'`,
  );
  return rows[0]?.answers ?? 0;
}
