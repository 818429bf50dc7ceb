import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { formatMarket, normalizeMarket } from '../brands/markets.js';

/**
 * The aggregates count every answer three times over: for all of the brand's answers (`*`), for its topic
 * (`topic:<id>`) and for its market (`market:<COUNTRY-language>`), each for its model and for all models. A read picks
 * one slice, so a filtered figure costs what an unfiltered one does.
 */
export const EVERY_ANSWER = '*';
const topicSlice = (topicId: string) => `topic:${topicId}`;
const marketSlice = (market: string) => `market:${market}`;

/** The slices an answer counts in, over `runs r` joined to its prompt `p` (a prompt's market is its topic's). */
export const SLICES_OF_RUN = sql`CROSS JOIN LATERAL unnest(array[${EVERY_ANSWER}, 'topic:' || p.topic_id,
  'market:' || p.country || '-' || p.language]) AS sl(slice)`;

/** The query parameters that pick a slice, shared by every metric read. */
export const SliceQuery = {
  topicId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'only the answers of this topic' })),
  market: Type.Optional(
    Type.String({ pattern: '^[A-Za-z]{2}-[A-Za-z]{2,3}$', description: 'only the answers of this market, COUNTRY-language, e.g. FR-fr' }),
  ),
};

export interface SliceFilter {
  topicId?: string;
  market?: string;
}

/** The answers a read covers: `key` picks the aggregates' rows; a topic's slice knows its market. */
export interface Slice {
  key: string;
  topicId?: string;
  market?: string;
}

/** Every answer of the brand. */
export const ALL_OF_BRAND: Slice = { key: EVERY_ANSWER };

/**
 * The slice the filters pick, or null when they leave no answer: a topic asked for outside its own market, or one the
 * brand does not have (as GET /answers, a filter naming nothing matches nothing). A market is any market, tracked or not.
 */
export async function resolveSlice(db: Db, accountId: string, brandId: string, filter: SliceFilter): Promise<Slice | null> {
  const market = filter.market === undefined ? undefined : normalizeMarket(filter.market);
  if (filter.topicId === undefined) return market === undefined ? ALL_OF_BRAND : { key: marketSlice(market), market };
  const { rows } = await db.execute<{ country: string; language: string }>(
    sql`SELECT country, language FROM topics WHERE id = ${filter.topicId} AND brand_id = ${brandId} AND account_id = ${accountId}`,
  );
  const topic = rows[0];
  if (!topic || (market !== undefined && market !== formatMarket(topic))) return null;
  return { key: topicSlice(filter.topicId), topicId: filter.topicId, market: formatMarket(topic) };
}

/** A deleted topic's rows, all zero once its answers are taken out. */
export async function dropTopicSlice(db: Db, brandId: string, topicId: string): Promise<void> {
  const slice = topicSlice(topicId);
  for (const table of ['brand_daily', 'brand_totals', 'competitor_daily', 'competitor_monthly', 'competitor_totals', 'source_slices']) {
    await db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE brand_id = ${brandId} AND slice = ${slice}`);
  }
}
