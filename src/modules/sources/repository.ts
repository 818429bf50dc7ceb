import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export interface SourcePageQuery {
  limit: number;
  offset: number;
  domain?: string;
}

/** The domain of each source is BRAND, COMPETITOR (a known competitor's site) or OTHER. */
function sourceType(brandId: string, brandDomain: string | null): SQL {
  // Not correlated with the source row: the competitors' domains are read once and hashed.
  return sql`CASE WHEN s.domain = ${brandDomain} THEN 'BRAND'
    WHEN s.domain IN (SELECT c.domain FROM competitors c WHERE c.brand_id = ${brandId} AND c.domain IS NOT NULL) THEN 'COMPETITOR'
    ELSE 'OTHER' END`;
}

function cited(accountId: string, brandId: string, domain: string | undefined): SQL {
  return sql`s.account_id = ${accountId} AND s.brand_id = ${brandId} AND s.citation_count > 0 ${domain ? sql`AND s.domain = ${domain}` : sql``}`;
}

export async function sourcePage(db: Db, accountId: string, brandId: string, brandDomain: string | null, query: SourcePageQuery) {
  const where = cited(accountId, brandId, query.domain);
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
      FROM sources s WHERE ${where}
      ORDER BY s.citation_count DESC, s.normalized_url LIMIT ${query.limit} OFFSET ${query.offset}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM sources s WHERE ${where}`),
  ]);
  return { rows: page.rows, total: totals.rows[0]?.total ?? 0 };
}

export async function domainPage(db: Db, accountId: string, brandId: string, brandDomain: string | null, query: SourcePageQuery) {
  const where = cited(accountId, brandId, query.domain);
  const grouped = sql`SELECT s.domain, sum(s.citation_count)::int AS "citationCount", count(*)::int AS urls,
      min(s.first_seen_at) AS "firstSeenAt", max(s.last_seen_at) AS "lastSeenAt", min(${sourceType(brandId, brandDomain)}) AS type
    FROM sources s WHERE ${where} GROUP BY s.domain`;
  const [page, totals] = await Promise.all([
    db.execute<{ domain: string | null; citationCount: number; urls: number; firstSeenAt: Date; lastSeenAt: Date; type: string }>(
      sql`${grouped} ORDER BY "citationCount" DESC, s.domain LIMIT ${query.limit} OFFSET ${query.offset}`,
    ),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM (${grouped}) domains`),
  ]);
  return { rows: page.rows, total: totals.rows[0]?.total ?? 0 };
}
