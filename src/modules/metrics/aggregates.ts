import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { afterWrites, oneStatement, type Write } from '../../db/one-statement.js';
import { EVERY_ANSWER, SLICES_OF_RUN } from './slices.js';

/** +1 adds answers' analysis to the aggregates; -1 takes it back out (re-analysis, topic deletion). */
export type AggregateSign = 1 | -1;

// Each answer counts for its own model and for '*', the all-models rollup most reads use, in each of its slices.
const MODELS_OF_RUN = sql`CROSS JOIN LATERAL unnest(array[r.model, '*']) AS m(model)`;
const PROMPT_OF_RUN = sql`JOIN prompts p ON p.id = r.prompt_id`;
const DAY_OF_RUN = sql`(r.finished_at AT TIME ZONE 'UTC')::date`;

/**
 * Answers to count, as three relations: `runs` (the runs table's columns the aggregates read, one row per analysed
 * answer), and their `competitors` (run_competitors' run_id, competitor_id, position, name_as_written) and `sources` (run_sources'
 * run_id, url, normalized_url, domain).
 */
export interface AnswerRelations {
  runs: SQL;
  competitors: SQL;
  sources: SQL;
}

/**
 * Counted answers: the completed, analysed runs matching `runFilter` over `runs r`, less those still in the backlog
 * (in no aggregate or name count yet: the backlog count adds them).
 */
export function countedAnswers(runFilter: SQL): AnswerRelations {
  return {
    runs: sql`(SELECT r.* FROM runs r WHERE ${runFilter} AND r.status = 'completed' AND r.analyzed_at IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM run_backlog b WHERE b.run_id = r.id))`,
    competitors: sql`run_competitors`,
    sources: sql`run_sources`,
  };
}

/**
 * Stored, analysed answers among the runs listed by `runIds` (an SQL array of ids): every relation is read by those ids
 * through its primary key, however few the planner expects them to be.
 */
export function answersOfRuns(runIds: SQL): AnswerRelations {
  return {
    runs: sql`(SELECT r.* FROM runs r WHERE r.id = ANY(${runIds}) AND r.status = 'completed' AND r.analyzed_at IS NOT NULL)`,
    competitors: sql`(SELECT * FROM run_competitors WHERE run_id = ANY(${runIds}))`,
    sources: sql`(SELECT * FROM run_sources WHERE run_id = ANY(${runIds}))`,
  };
}

/**
 * Applies the stored analysis of the completed runs matching `runFilter` (over `runs r`) to every aggregate, in one
 * statement. Runs still in the backlog are in no aggregate yet and are left to the backlog count.
 */
export async function applyToAggregates(db: Db, runFilter: SQL, sign: AggregateSign): Promise<void> {
  const writes = aggregateWrites(countedAnswers(runFilter), sign);
  await db.execute(oneStatement(writes, sql`SELECT ${afterWrites(writes.map((write) => write.name))}`));
}

/**
 * The writes that add answers to the aggregates (or take them out), as named CTEs RETURNING a row per row written. Rows
 * are written in key order, and a statement runs the writes in this order (`afterWrites`), so concurrent statements
 * lock rows in the same order; the brand's rows, which every answer of the brand touches, come last.
 */
export function aggregateWrites(answers: AnswerRelations, sign: AggregateSign): Write[] {
  const s = sql.raw(String(sign));

  const brandColumns = sql`${s} * count(*), ${s} * count(*) FILTER (WHERE r.brand_mentioned),
    ${s} * coalesce(sum(r.brand_position), 0), ${s} * count(*) FILTER (WHERE r.brand_domain_cited),
    ${s} * count(*) FILTER (WHERE r.simulated)`;
  const brandUpdate = sql.raw(`answers = t.answers + excluded.answers,
    mentions = t.mentions + excluded.mentions, position_sum = t.position_sum + excluded.position_sum,
    domain_citations = t.domain_citations + excluded.domain_citations,
    simulated_answers = t.simulated_answers + excluded.simulated_answers`);

  const competitorColumns = sql`${s} * count(*), ${s} * count(*) FILTER (WHERE r.brand_mentioned), ${s} * sum(rc.position)`;
  const competitorUpdate = sql.raw(`answers = t.answers + excluded.answers,
    co_mentions = t.co_mentions + excluded.co_mentions, position_sum = t.position_sum + excluded.position_sum`);
  const competitorRuns = sql`FROM ${answers.runs} r ${PROMPT_OF_RUN} JOIN ${answers.competitors} rc ON rc.run_id = r.id ${SLICES_OF_RUN} ${MODELS_OF_RUN}`;
  const runsOnly = sql`FROM ${answers.runs} r ${PROMPT_OF_RUN} ${SLICES_OF_RUN} ${MODELS_OF_RUN}`;
  // Every answer's sources are in `sources`; a slice's in source_slices (the '*' slice would only repeat `sources`).
  const sourceId = sql`'src_' || left(md5(r.brand_id || ' ' || rs.normalized_url), 20)`;

  const writes = [
    sql`INSERT INTO competitor_daily AS t (brand_id, slice, model, day, competitor_id, answers, co_mentions, position_sum)
      SELECT r.brand_id, sl.slice, m.model, ${DAY_OF_RUN}, rc.competitor_id, ${competitorColumns} ${competitorRuns}
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (brand_id, slice, model, day, competitor_id) DO UPDATE SET ${competitorUpdate} RETURNING 1`,
    sql`INSERT INTO competitor_monthly AS t (brand_id, slice, model, month, competitor_id, answers, co_mentions, position_sum)
      SELECT r.brand_id, sl.slice, m.model, date_trunc('month', ${DAY_OF_RUN})::date, rc.competitor_id, ${competitorColumns} ${competitorRuns}
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (brand_id, slice, model, month, competitor_id) DO UPDATE SET ${competitorUpdate} RETURNING 1`,
    sql`INSERT INTO competitor_totals AS t (brand_id, slice, model, competitor_id, answers, co_mentions, position_sum)
      SELECT r.brand_id, sl.slice, m.model, rc.competitor_id, ${competitorColumns} ${competitorRuns}
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (brand_id, slice, model, competitor_id) DO UPDATE SET ${competitorUpdate} RETURNING 1`,
    // First and last seen only ever widen: taking answers back out leaves them as they were.
    sql`INSERT INTO sources AS t (id, account_id, brand_id, normalized_url, url, domain, citation_count, first_seen_at, last_seen_at)
      SELECT ${sourceId}, r.account_id, r.brand_id, rs.normalized_url,
        min(rs.url), min(rs.domain), ${s} * count(*), min(r.finished_at), max(r.finished_at)
      FROM ${answers.runs} r JOIN ${answers.sources} rs ON rs.run_id = r.id
      GROUP BY r.account_id, r.brand_id, rs.normalized_url ORDER BY r.brand_id, rs.normalized_url
      ON CONFLICT (brand_id, normalized_url) DO UPDATE SET citation_count = t.citation_count + excluded.citation_count,
        first_seen_at = least(t.first_seen_at, excluded.first_seen_at), last_seen_at = greatest(t.last_seen_at, excluded.last_seen_at) RETURNING 1`,
    sql`INSERT INTO source_slices AS t (brand_id, slice, source_id, citation_count, first_seen_at, last_seen_at)
      SELECT r.brand_id, sl.slice, ${sourceId}, ${s} * count(*), min(r.finished_at), max(r.finished_at)
      FROM ${answers.runs} r ${PROMPT_OF_RUN} JOIN ${answers.sources} rs ON rs.run_id = r.id ${SLICES_OF_RUN}
      WHERE sl.slice <> ${EVERY_ANSWER}
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (brand_id, slice, source_id) DO UPDATE SET citation_count = t.citation_count + excluded.citation_count,
        first_seen_at = least(t.first_seen_at, excluded.first_seen_at), last_seen_at = greatest(t.last_seen_at, excluded.last_seen_at) RETURNING 1`,
    sql`INSERT INTO brand_daily AS t (brand_id, slice, model, day, answers, mentions, position_sum, domain_citations, simulated_answers)
      SELECT r.brand_id, sl.slice, m.model, ${DAY_OF_RUN}, ${brandColumns}
      ${runsOnly}
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (brand_id, slice, model, day) DO UPDATE SET ${brandUpdate} RETURNING 1`,
    sql`INSERT INTO brand_totals AS t (brand_id, slice, model, answers, mentions, position_sum, domain_citations, simulated_answers)
      SELECT r.brand_id, sl.slice, m.model, ${brandColumns}
      ${runsOnly}
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (brand_id, slice, model) DO UPDATE SET ${brandUpdate} RETURNING 1`,
  ];
  return writes.map((query, index) => ({ name: `aggregate_${index}`, query }));
}

/**
 * Counts how the answers wrote each competitor's name, and keeps its display name the most frequent form (a tie goes
 * to the form first in jsonb's key order: the shorter, then the lower). The new counts are merged into the row being
 * updated (not into a copy read beforehand), so concurrent counts add up; rows are locked in id order. Runs before
 * the aggregates in a statement: competitors' rows are locked first.
 */
export function nameFormWrite(answers: AnswerRelations): SQL {
  const written = sql`(SELECT r.account_id, rc.competitor_id, rc.name_as_written AS name, count(*) AS answers
    FROM ${answers.runs} r JOIN ${answers.competitors} rc ON rc.run_id = r.id GROUP BY 1, 2, 3)`;
  const merged = sql`(SELECT jsonb_object_agg(e.key, e.total) FROM (SELECT key, sum(value::int) AS total FROM (
    SELECT * FROM jsonb_each_text(c.name_forms) UNION ALL SELECT * FROM jsonb_each_text(n.forms)) all_forms GROUP BY key) e)`;
  // A tracked competitor keeps the name its user gave it; a discovered one takes its most frequent form.
  return sql`UPDATE competitors c SET name_forms = ${merged},
      name = CASE WHEN c.status = 'TRACKED' THEN c.name
        ELSE (SELECT f.key FROM jsonb_each_text(${merged}) f ORDER BY f.value::int DESC, octet_length(f.key), f.key COLLATE "C" LIMIT 1) END
    FROM (SELECT account_id, competitor_id, jsonb_object_agg(name, answers) AS forms FROM ${written} w GROUP BY 1, 2) n
    WHERE c.id = n.competitor_id AND c.account_id = n.account_id
      AND c.id IN (SELECT id FROM competitors WHERE id IN (SELECT competitor_id FROM ${written} w) ORDER BY id FOR NO KEY UPDATE)
    RETURNING 1`;
}

/**
 * Storing new answers only adds, and additions commute: they share this lock. Re-analysis and topic
 * deletion subtract, which must not read numbers another transaction is about to change: they take
 * it alone.
 */
export async function lockBrandAggregates(db: Db, brandId: string, mode: 'shared' | 'exclusive'): Promise<void> {
  const key = aggregatesLockKey(brandId);
  await db.execute(
    mode === 'shared' ? sql`SELECT pg_advisory_xact_lock_shared(hashtext(${key}))` : sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`,
  );
}

/** The advisory lock over a brand's aggregates. */
function aggregatesLockKey(brandId: string): string {
  return `brand-aggregates:${brandId}`;
}

export function runById(accountId: string, runId: string): SQL {
  return sql`r.account_id = ${accountId} AND r.id = ${runId}`;
}

export function runsOfTopic(accountId: string, topicId: string): SQL {
  return sql`r.account_id = ${accountId} AND r.prompt_id IN (SELECT id FROM prompts WHERE topic_id = ${topicId})`;
}
