import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { EVERY_ANSWER, type Slice } from '../metrics/slices.js';

export interface SourcePageQuery {
  limit: number;
  offset: number;
  domain?: string;
  /** Only the citations of this slice's answers; null: a slice without answers. */
  slice: Slice | null;
}

/** The domain of each source is BRAND, COMPETITOR (a known competitor's site) or OTHER. */
function sourceType(brandId: string, brandDomain: string | null): SQL {
  // Not correlated with the source row: the competitors' domains are read once and hashed.
  return sql`CASE WHEN s.domain = ${brandDomain} THEN 'BRAND'
    WHEN s.domain IN (SELECT c.domain FROM competitors c WHERE c.brand_id = ${brandId} AND c.domain IS NOT NULL) THEN 'COMPETITOR'
    ELSE 'OTHER' END`;
}

/** The brand's cited URLs, as `s`, with their counts over every answer (sources) or over one slice's (source_slices). */
function citedSources(accountId: string, brandId: string, query: SourcePageQuery): SQL {
  const domain = query.domain ? sql`AND s.domain = ${query.domain}` : sql``;
  const columns = sql.raw('s.id, s.url, s.normalized_url, s.domain');
  if (query.slice === null || query.slice.key === EVERY_ANSWER) {
    return sql`(SELECT ${columns}, s.citation_count, s.first_seen_at, s.last_seen_at FROM sources s
      WHERE s.account_id = ${accountId} AND s.brand_id = ${brandId} AND s.citation_count > 0 ${domain}
        ${query.slice === null ? sql`AND false` : sql``}) s`;
  }
  return sql`(SELECT ${columns}, ss.citation_count, ss.first_seen_at, ss.last_seen_at
    FROM source_slices ss JOIN sources s ON s.id = ss.source_id
    WHERE ss.brand_id = ${brandId} AND ss.slice = ${query.slice.key} AND ss.citation_count > 0 AND s.account_id = ${accountId} ${domain}) s`;
}

export async function sourcePage(db: Db, accountId: string, brandId: string, brandDomain: string | null, query: SourcePageQuery) {
  const cited = citedSources(accountId, brandId, query);
  const [page, totals] = await Promise.all([
    db.execute<{
      id: string;
      url: string;
      domain: string | null;
      citationCount: number;
      firstSeenAt: Date;
      lastSeenAt: Date;
      type: string;
    }>(sql`
      SELECT s.id, s.url, s.domain, s.citation_count AS "citationCount", s.first_seen_at AS "firstSeenAt", s.last_seen_at AS "lastSeenAt",
        ${sourceType(brandId, brandDomain)} AS type
      FROM ${cited}
      ORDER BY s.citation_count DESC, s.normalized_url LIMIT ${query.limit} OFFSET ${query.offset}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM ${cited}`),
  ]);
  return { rows: page.rows, total: totals.rows[0]?.total ?? 0 };
}

export async function domainPage(db: Db, accountId: string, brandId: string, brandDomain: string | null, query: SourcePageQuery) {
  const grouped = sql`SELECT s.domain, sum(s.citation_count)::int AS "citationCount", count(*)::int AS urls,
      min(s.first_seen_at) AS "firstSeenAt", max(s.last_seen_at) AS "lastSeenAt", min(${sourceType(brandId, brandDomain)}) AS type
    FROM ${citedSources(accountId, brandId, query)} GROUP BY s.domain`;
  const [page, totals] = await Promise.all([
    db.execute<{ domain: string | null; citationCount: number; urls: number; firstSeenAt: Date; lastSeenAt: Date; type: string }>(
      sql`${grouped} ORDER BY "citationCount" DESC, s.domain LIMIT ${query.limit} OFFSET ${query.offset}`,
    ),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM (${grouped}) domains`),
  ]);
  return { rows: page.rows, total: totals.rows[0]?.total ?? 0 };
}
