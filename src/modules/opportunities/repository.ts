import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { opportunities } from '../../db/schema.js';
import type { Slice } from '../metrics/slices.js';
import type { OpportunityStatus } from './status.js';

export type OpportunityRow = typeof opportunities.$inferSelect;

/** Opportunities are per prompt: a slice keeps those whose prompt is of its topic, or of its market. */
function ofSlice(accountId: string, brandId: string, slice: Slice | null): SQL | undefined {
  if (slice === null) return sql`false`;
  const prompts = slice.topicId
    ? sql`SELECT p.id FROM prompts p WHERE p.account_id = ${accountId} AND p.brand_id = ${brandId} AND p.topic_id = ${slice.topicId}`
    : slice.market
      ? sql`SELECT p.id FROM prompts p WHERE p.account_id = ${accountId} AND p.brand_id = ${brandId}
          AND p.country || '-' || p.language = ${slice.market}`
      : undefined;
  return prompts && sql`${opportunities.promptId} IN (${prompts})`;
}

export async function listOpportunities(
  db: Db,
  accountId: string,
  brandId: string,
  filter: { status?: OpportunityStatus; slice: Slice | null },
): Promise<OpportunityRow[]> {
  const { status } = filter;
  return db
    .select()
    .from(opportunities)
    .where(
      and(
        eq(opportunities.accountId, accountId),
        eq(opportunities.brandId, brandId),
        status === undefined ? undefined : eq(opportunities.status, status),
        ofSlice(accountId, brandId, filter.slice),
      ),
    )
    .orderBy(desc(opportunities.priorityScore), desc(opportunities.createdAt), desc(opportunities.id));
}

export async function updateOpportunityStatus(
  db: Db,
  accountId: string,
  brandId: string,
  opportunityId: string,
  status: OpportunityStatus,
): Promise<OpportunityRow | undefined> {
  const [row] = await db
    .update(opportunities)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(opportunities.accountId, accountId), eq(opportunities.brandId, brandId), eq(opportunities.id, opportunityId)))
    .returning();
  return row;
}
