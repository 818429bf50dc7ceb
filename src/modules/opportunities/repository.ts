import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { opportunities } from '../../db/schema.js';
import type { OpportunityStatus } from './status.js';

export type OpportunityRow = typeof opportunities.$inferSelect;

export async function listOpportunities(db: Db, accountId: string, brandId: string, status?: OpportunityStatus): Promise<OpportunityRow[]> {
  return db
    .select()
    .from(opportunities)
    .where(
      and(
        eq(opportunities.accountId, accountId),
        eq(opportunities.brandId, brandId),
        status === undefined ? undefined : eq(opportunities.status, status),
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
