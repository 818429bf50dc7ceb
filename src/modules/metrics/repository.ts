import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CompetitorStatus } from '../../db/schema.js';
import { ALL_OF_BRAND, type Slice } from './slices.js';
import { splitByMonths, type DayWindow } from './window.js';

export interface BrandCounts extends Record<string, unknown> {
  answers: number;
  mentions: number;
  positionSum: number;
  domainCitations: number;
  simulatedAnswers: number;
}

export interface CompetitorCounts extends Record<string, unknown> {
  id: string;
  name: string;
  domain: string | null;
  status: CompetitorStatus;
  aliases: string[];
  answers: number;
  coMentions: number;
  positionSum: number;
}

const ALL_MODELS = '*';

/** Which answers a read counts: one model's or all models' (no model), in one slice. */
export interface MetricScope {
  model?: string;
  /** null: no answer is in scope. */
  slice: Slice | null;
}

/** The scope's rows of an aggregate; a slice without answers has none. */
function inScope(scope: MetricScope, model = sql`model = ${scope.model ?? ALL_MODELS}`): SQL {
  return scope.slice === null ? sql`false` : sql`slice = ${scope.slice.key} AND ${model}`;
}

/** Every model's own rows (not the all-models rollup), or the one model asked for. */
function eachModel(scope: MetricScope): SQL {
  return inScope(scope, scope.model ? sql`model = ${scope.model}` : sql`model <> ${ALL_MODELS}`);
}

/** All of a brand's answers, every model: what the figures of a brand without filters count. */
export const EVERY_BRAND_ANSWER: MetricScope = { slice: ALL_OF_BRAND };

/** Aggregates carry no account id: the brand's owner is checked once per query (an init plan, not per row). */
function ownedBy(accountId: string, brandId: string) {
  return sql`EXISTS (SELECT 1 FROM brands b WHERE b.id = ${brandId} AND b.account_id = ${accountId})`;
}
const brandSums = sql.raw(`coalesce(sum(answers), 0)::int AS answers, coalesce(sum(mentions), 0)::int AS mentions,
  coalesce(sum(position_sum), 0)::int AS "positionSum", coalesce(sum(domain_citations), 0)::int AS "domainCitations",
  coalesce(sum(simulated_answers), 0)::int AS "simulatedAnswers"`);

/** The brand's counts over a window of days, or over all time without one. */
export async function brandCounts(
  db: Db,
  accountId: string,
  brandId: string,
  scope: MetricScope,
  window?: DayWindow,
): Promise<BrandCounts> {
  const { rows } = window
    ? await db.execute<BrandCounts>(sql`SELECT ${brandSums} FROM brand_daily
        WHERE brand_id = ${brandId} AND ${inScope(scope)} AND day BETWEEN ${window.from} AND ${window.to} AND ${ownedBy(accountId, brandId)}`)
    : await db.execute<BrandCounts>(sql`SELECT ${brandSums} FROM brand_totals
        WHERE brand_id = ${brandId} AND ${inScope(scope)} AND ${ownedBy(accountId, brandId)}`);
  return rows[0]!;
}

export async function brandTimeline(db: Db, accountId: string, brandId: string, scope: MetricScope, window: DayWindow) {
  const { rows } = await db.execute<{ date: string; answers: number; mentions: number }>(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS date, answers, mentions FROM brand_daily
    WHERE brand_id = ${brandId} AND ${inScope(scope)} AND day BETWEEN ${window.from} AND ${window.to} AND answers > 0
      AND ${ownedBy(accountId, brandId)}
    ORDER BY day`);
  return rows;
}

/** Each model's own timeline over the window (the days it answered), in one read. */
export async function brandTimelineByModel(db: Db, accountId: string, brandId: string, scope: MetricScope, window: DayWindow) {
  const { rows } = await db.execute<{ model: string; date: string; answers: number; mentions: number }>(sql`
    SELECT model, to_char(day, 'YYYY-MM-DD') AS date, answers, mentions FROM brand_daily
    WHERE brand_id = ${brandId} AND ${eachModel(scope)} AND day BETWEEN ${window.from} AND ${window.to} AND answers > 0
      AND ${ownedBy(accountId, brandId)}
    ORDER BY model, day`);
  return rows;
}

export interface SliceCounts extends Record<string, unknown> {
  answers: number;
  mentions: number;
}

/** The brand's answers and mentions per topic in the window, among the topics the scope covers. */
export async function brandCountsByTopic(db: Db, accountId: string, brandId: string, scope: MetricScope, window: DayWindow) {
  if (scope.slice === null) return [];
  const { topicId, market } = scope.slice;
  const { rows } = await db.execute<SliceCounts & { topicId: string; seed: string }>(sql`
    SELECT t.id AS "topicId", t.seed, sum(d.answers)::int AS answers, sum(d.mentions)::int AS mentions
    FROM topics t JOIN brand_daily d ON d.brand_id = t.brand_id AND d.slice = 'topic:' || t.id
    WHERE t.account_id = ${accountId} AND t.brand_id = ${brandId} AND d.model = ${scope.model ?? ALL_MODELS}
      AND d.day BETWEEN ${window.from} AND ${window.to}
      ${topicId ? sql`AND t.id = ${topicId}` : sql``} ${market ? sql`AND t.country || '-' || t.language = ${market}` : sql``}
    GROUP BY t.id, t.seed HAVING sum(d.answers) > 0 ORDER BY answers DESC, t.seed, t.id`);
  return rows;
}

/**
 * The brand's answers and mentions per market in the window, among the markets the scope covers. Every answer's
 * market is its topic's, so the brand's topics name every market with answers (a deleted topic's answers are gone),
 * and a topic's slice is its market's only entry.
 */
export async function brandCountsByMarket(db: Db, accountId: string, brandId: string, scope: MetricScope, window: DayWindow) {
  if (scope.slice === null) return [];
  const { topicId, market } = scope.slice;
  const days = sql`d.model = ${scope.model ?? ALL_MODELS} AND d.day BETWEEN ${window.from} AND ${window.to}`;
  const { rows } = topicId
    ? await db.execute<SliceCounts & { market: string }>(sql`
        SELECT ${market}::text AS market, sum(d.answers)::int AS answers, sum(d.mentions)::int AS mentions FROM brand_daily d
        WHERE d.brand_id = ${brandId} AND d.slice = ${scope.slice.key} AND ${days} AND ${ownedBy(accountId, brandId)}
        HAVING sum(d.answers) > 0`)
    : await db.execute<SliceCounts & { market: string }>(sql`
        SELECT m.market, sum(d.answers)::int AS answers, sum(d.mentions)::int AS mentions
        FROM (SELECT DISTINCT t.country || '-' || t.language AS market FROM topics t
          WHERE t.account_id = ${accountId} AND t.brand_id = ${brandId}) m
        JOIN brand_daily d ON d.brand_id = ${brandId} AND d.slice = 'market:' || m.market
        WHERE ${days} ${market ? sql`AND m.market = ${market}` : sql``}
        GROUP BY m.market HAVING sum(d.answers) > 0 ORDER BY answers DESC, m.market`);
  return rows;
}

/** The rows a window's competitor counts sum: whole months from the monthly rollup, the days around them from the daily table. */
function competitorWindowRows(brandId: string, scope: MetricScope, window: DayWindow): SQL {
  const split = splitByMonths(window);
  const columns = sql.raw('competitor_id, answers, co_mentions, position_sum');
  const parts = split.days.map(
    (days) =>
      sql`SELECT ${columns} FROM competitor_daily WHERE brand_id = ${brandId} AND ${inScope(scope)} AND day BETWEEN ${days.from} AND ${days.to}`,
  );
  if (split.months) {
    parts.push(sql`SELECT ${columns} FROM competitor_monthly
      WHERE brand_id = ${brandId} AND ${inScope(scope)} AND month BETWEEN ${split.months.from} AND ${split.months.to}`);
  }
  return sql.join(parts, sql` UNION ALL `);
}

export interface CompetitorSelection {
  /** Competitors of these statuses; by default all but IGNORED, which are never counted or shown unless asked for. */
  statuses?: readonly CompetitorStatus[];
  /** Tracked competitors no answer of the window names, with zero counts: the user asked to follow them. */
  withUnnamedTracked?: boolean;
  /** Every competitor of the statuses, named in the window or not. */
  withUnnamed?: boolean;
}

/** Every competitor named in the window (or ever), with its counts; the caller ranks them. */
export async function competitorCounts(
  db: Db,
  accountId: string,
  brandId: string,
  scope: MetricScope,
  window?: DayWindow,
  selection: CompetitorSelection = {},
): Promise<CompetitorCounts[]> {
  const statuses = selection.statuses ?? ['DISCOVERED', 'TRACKED'];
  const shown = selection.withUnnamed
    ? sql`true`
    : selection.withUnnamedTracked
      ? sql`(counts.answers > 0 OR c.status = 'TRACKED')`
      : sql`counts.answers > 0`;
  const counts = window
    ? sql`SELECT competitor_id, sum(answers)::int AS answers, sum(co_mentions)::int AS co_mentions, sum(position_sum)::int AS position_sum
        FROM (${competitorWindowRows(brandId, scope, window)}) window_rows GROUP BY competitor_id`
    : sql`SELECT competitor_id, answers, co_mentions, position_sum FROM competitor_totals
        WHERE brand_id = ${brandId} AND ${inScope(scope)}`;
  const { rows } = await db.execute<CompetitorCounts>(sql`
    SELECT c.id, c.name, c.domain, c.status, c.aliases, coalesce(counts.answers, 0)::int AS answers,
      coalesce(counts.co_mentions, 0)::int AS "coMentions", coalesce(counts.position_sum, 0)::int AS "positionSum"
    FROM competitors c LEFT JOIN (${counts}) counts ON counts.competitor_id = c.id
    WHERE c.account_id = ${accountId} AND c.brand_id = ${brandId} AND c.status = ANY(${sql.param([...statuses])}::text[]) AND ${shown}`);
  return rows;
}
