import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brandCounts } from '../metrics/repository.js';
import { formatMarket } from '../brands/markets.js';
import { resolveSlice } from '../metrics/slices.js';
import type { DayWindow } from '../metrics/window.js';

/** What the answers list filters on; every value already normalised. */
export interface AnswerFilter {
  campaignId?: string;
  topicId?: string;
  promptId?: string;
  model?: string;
  market?: { country: string; language: string };
  mentioned?: boolean;
  competitorId?: string;
  domain?: string;
  window?: DayWindow;
  words?: string;
}

export interface AnswerRow extends Record<string, unknown> {
  id: string;
  campaign_id: string;
  prompt_id: string;
  prompt_text: string;
  topic_id: string;
  topic_seed: string;
  model: string;
  country: string;
  language: string;
  simulated: boolean;
  status: 'completed' | 'failed';
  error_class: string | null;
  created_at: Date;
  finished_at: Date;
  answer: string | null;
  citations: { url: string; title?: string }[] | null;
  brand_mentioned: boolean | null;
  brand_position: number | null;
  brand_spans: number[] | null;
  competitors: { id: string; name: string; position: number; spans: number[] }[];
  sources: string[];
}

const ANSWER_COLUMNS = sql`r.id, r.campaign_id, r.prompt_id, p.text AS prompt_text, p.topic_id, t.seed AS topic_seed, r.model,
  p.country, p.language, r.simulated, r.status, r.error_class, r.created_at, r.finished_at, r.answer, r.citations,
  r.brand_mentioned, r.brand_position, r.brand_spans,
  (SELECT coalesce(json_agg(json_build_object('id', rc.competitor_id, 'name', c.name, 'position', rc.position, 'spans', rc.spans)
      ORDER BY rc.position), '[]')
    FROM run_competitors rc JOIN competitors c ON c.id = rc.competitor_id WHERE rc.run_id = r.id) AS competitors,
  (SELECT coalesce(json_agg(s.url ORDER BY s.position), '[]') FROM run_sources s WHERE s.run_id = r.id) AS sources`;

/** Finished runs of the brand (completed or failed; queued, running and cancelled ones are no answers), filtered. */
function answerConditions(accountId: string, brandId: string, filter: AnswerFilter): SQL {
  const conditions = [
    sql`r.account_id = ${accountId}`,
    sql`r.brand_id = ${brandId}`,
    sql`r.status IN ('completed', 'failed')`,
    sql`r.finished_at IS NOT NULL`,
  ];
  if (filter.campaignId !== undefined) conditions.push(sql`r.campaign_id = ${filter.campaignId}`);
  if (filter.promptId !== undefined) conditions.push(sql`r.prompt_id = ${filter.promptId}`);
  if (filter.topicId !== undefined || filter.market) {
    const topic = filter.topicId === undefined ? sql`` : sql`AND p.topic_id = ${filter.topicId}`;
    const market = filter.market ? sql`AND p.country = ${filter.market.country} AND p.language = ${filter.market.language}` : sql``;
    conditions.push(
      sql`r.prompt_id IN (SELECT p.id FROM prompts p WHERE p.account_id = ${accountId} AND p.brand_id = ${brandId} ${topic} ${market})`,
    );
  }
  if (filter.model !== undefined) conditions.push(sql`r.model = ${filter.model}`);
  if (filter.mentioned !== undefined) conditions.push(sql`r.brand_mentioned = ${filter.mentioned}`);
  if (filter.competitorId !== undefined) {
    conditions.push(sql`EXISTS (SELECT 1 FROM run_competitors rc WHERE rc.run_id = r.id AND rc.competitor_id = ${filter.competitorId})`);
  }
  if (filter.domain !== undefined) {
    conditions.push(sql`EXISTS (SELECT 1 FROM run_sources s WHERE s.run_id = r.id AND s.domain = ${filter.domain})`);
  }
  // From midnight UTC of the window's first day, as the daily aggregates count days.
  if (filter.window) conditions.push(sql`r.finished_at >= (${filter.window.from}::date::timestamp AT TIME ZONE 'UTC')`);
  if (filter.words !== undefined) {
    // The same expression as the runs_answer_words_idx index, so the search uses it.
    conditions.push(sql`to_tsvector('simple', coalesce(r.answer, '')) @@ websearch_to_tsquery('simple', ${filter.words})`);
  }
  return sql.join(conditions, sql` AND `);
}

/** The columns of the runs `chosen` names, with their prompt, topic, competitors and sources, newest first. */
const answersOf = (chosen: SQL) => sql`SELECT ${ANSWER_COLUMNS}
  FROM (${chosen}) chosen JOIN runs r ON r.id = chosen.id JOIN prompts p ON p.id = r.prompt_id JOIN topics t ON t.id = p.topic_id
  ORDER BY r.finished_at DESC NULLS LAST, r.id DESC NULLS LAST`;

/** One page of the brand's answers, newest first, and how many match. */
export async function answerPage(
  db: Db,
  accountId: string,
  brandId: string,
  filter: AnswerFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AnswerRow[]; total: number }> {
  const where = answerConditions(accountId, brandId, filter);
  // The page's ids come from runs alone (runs_brand_answers_idx, in order); only those rows are joined and described.
  const [rows, totals] = await Promise.all([
    db.execute<AnswerRow>(
      answersOf(
        sql`SELECT r.id FROM runs r WHERE ${where} ORDER BY r.finished_at DESC NULLS LAST, r.id DESC NULLS LAST LIMIT ${page.limit} OFFSET ${page.offset}`,
      ),
    ),
    countableFromAggregates(filter) ? aggregateTotal(db, accountId, brandId, filter, where) : countRuns(db, where),
  ]);
  return { rows: rows.rows, total: totals };
}

async function countRuns(db: Db, where: SQL): Promise<number> {
  const { rows } = await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM runs r WHERE ${where}`);
  return rows[0]?.total ?? 0;
}

/** Filters the brand's aggregates count by: model, days, topic, market and whether the brand is named. */
const AGGREGATED_FILTERS = new Set(['model', 'window', 'mentioned', 'topicId', 'market']);
const countableFromAggregates = (filter: AnswerFilter): boolean =>
  Object.entries(filter).every(([name, value]) => value === undefined || AGGREGATED_FILTERS.has(name));

/**
 * The same total without counting a million rows: the completed answers the aggregates hold, those still in the
 * backlog (counted there a moment later), and the failed runs, which are few and indexed by status.
 */
async function aggregateTotal(db: Db, accountId: string, brandId: string, filter: AnswerFilter, where: SQL): Promise<number> {
  const market = filter.market && formatMarket(filter.market);
  const slice = await resolveSlice(db, accountId, brandId, { topicId: filter.topicId, market });
  const [counted, uncounted, failed] = await Promise.all([
    brandCounts(db, accountId, brandId, { model: filter.model, slice }, filter.window),
    countRuns(
      db,
      sql`${where} AND r.status = 'completed' AND r.id IN (SELECT b.run_id FROM run_backlog b
      WHERE b.account_id = ${accountId} AND b.brand_id = ${brandId})`,
    ),
    filter.mentioned === undefined ? countRuns(db, sql`${where} AND r.status = 'failed'`) : 0,
  ]);
  const completed =
    filter.mentioned === undefined ? counted.answers : filter.mentioned ? counted.mentions : counted.answers - counted.mentions;
  return completed + uncounted + failed;
}

export async function answerById(db: Db, accountId: string, brandId: string, answerId: string): Promise<AnswerRow | undefined> {
  const where = answerConditions(accountId, brandId, {});
  const result = await db.execute<AnswerRow>(answersOf(sql`SELECT r.id FROM runs r WHERE ${where} AND r.id = ${answerId}`));
  return result.rows[0];
}
