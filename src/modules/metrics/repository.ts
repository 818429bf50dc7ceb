import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CompetitorStatus } from '../../db/schema.js';
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
  model: string | undefined,
  window?: DayWindow,
): Promise<BrandCounts> {
  const { rows } = window
    ? await db.execute<BrandCounts>(sql`SELECT ${brandSums} FROM brand_daily
        WHERE brand_id = ${brandId} AND model = ${model ?? ALL_MODELS} AND day BETWEEN ${window.from} AND ${window.to} AND ${ownedBy(accountId, brandId)}`)
    : await db.execute<BrandCounts>(sql`SELECT ${brandSums} FROM brand_totals
        WHERE brand_id = ${brandId} AND model = ${model ?? ALL_MODELS} AND ${ownedBy(accountId, brandId)}`);
  return rows[0]!;
}

export async function brandTimeline(db: Db, accountId: string, brandId: string, model: string | undefined, window: DayWindow) {
  const { rows } = await db.execute<{ date: string; answers: number; mentions: number }>(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS date, answers, mentions FROM brand_daily
    WHERE brand_id = ${brandId} AND model = ${model ?? ALL_MODELS} AND day BETWEEN ${window.from} AND ${window.to} AND answers > 0
      AND ${ownedBy(accountId, brandId)}
    ORDER BY day`);
  return rows;
}

export async function brandCountsByModel(db: Db, accountId: string, brandId: string, model: string | undefined, window: DayWindow) {
  const { rows } = await db.execute<{ model: string; answers: number; mentions: number }>(sql`
    SELECT model, sum(answers)::int AS answers, sum(mentions)::int AS mentions FROM brand_daily
    WHERE brand_id = ${brandId} AND model <> ${ALL_MODELS} ${model ? sql`AND model = ${model}` : sql``}
      AND day BETWEEN ${window.from} AND ${window.to} AND ${ownedBy(accountId, brandId)}
    GROUP BY model HAVING sum(answers) > 0 ORDER BY model`);
  return rows;
}

/** The rows a window's competitor counts sum: whole months from the monthly rollup, the days around them from the daily table. */
function competitorWindowRows(brandId: string, model: string, window: DayWindow): SQL {
  const split = splitByMonths(window);
  const columns = sql.raw('competitor_id, answers, co_mentions, position_sum');
  const parts = split.days.map(
    (days) =>
      sql`SELECT ${columns} FROM competitor_daily WHERE brand_id = ${brandId} AND model = ${model} AND day BETWEEN ${days.from} AND ${days.to}`,
  );
  if (split.months) {
    parts.push(sql`SELECT ${columns} FROM competitor_monthly
      WHERE brand_id = ${brandId} AND model = ${model} AND month BETWEEN ${split.months.from} AND ${split.months.to}`);
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
  model: string | undefined,
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
        FROM (${competitorWindowRows(brandId, model ?? ALL_MODELS, window)}) window_rows GROUP BY competitor_id`
    : sql`SELECT competitor_id, answers, co_mentions, position_sum FROM competitor_totals
        WHERE brand_id = ${brandId} AND model = ${model ?? ALL_MODELS}`;
  const { rows } = await db.execute<CompetitorCounts>(sql`
    SELECT c.id, c.name, c.domain, c.status, c.aliases, coalesce(counts.answers, 0)::int AS answers,
      coalesce(counts.co_mentions, 0)::int AS "coMentions", coalesce(counts.position_sum, 0)::int AS "positionSum"
    FROM competitors c LEFT JOIN (${counts}) counts ON counts.competitor_id = c.id
    WHERE c.account_id = ${accountId} AND c.brand_id = ${brandId} AND c.status = ANY(${sql.param([...statuses])}::text[]) AND ${shown}`);
  return rows;
}
