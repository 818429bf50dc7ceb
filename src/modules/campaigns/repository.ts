import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { campaigns, runs, usageMonths } from '../../db/schema.js';

export type CampaignRow = typeof campaigns.$inferSelect;
export type RunRow = typeof runs.$inferSelect;
const INSERT_CHUNK = 1_000;

export async function insertCampaign(db: Db, campaign: typeof campaigns.$inferInsert): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(campaign).returning();
  return row!;
}

export async function insertRuns(db: Db, rows: (typeof runs.$inferInsert)[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db.insert(runs).values(rows.slice(start, start + INSERT_CHUNK));
  }
}

export async function listCampaigns(db: Db, accountId: string, brandId: string): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.accountId, accountId), eq(campaigns.brandId, brandId)))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
}

export async function findCampaign(db: Db, accountId: string, brandId: string, campaignId: string): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.accountId, accountId), eq(campaigns.brandId, brandId), eq(campaigns.id, campaignId)));
  return row;
}

export async function campaignRunCounts(db: Db, accountId: string, campaignId: string) {
  return db
    .select({
      model: runs.model,
      completed: sql<number>`count(*) filter (where ${runs.status} = 'completed')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${runs.status} = 'failed')`.mapWith(Number),
      analysed: sql<number>`count(*) filter (where ${runs.status} = 'completed' and ${runs.analyzedAt} is not null)`.mapWith(Number),
      mentioning: sql<number>`count(*) filter (where ${runs.status} = 'completed' and ${runs.brandMentioned})`.mapWith(Number),
    })
    .from(runs)
    .where(and(eq(runs.accountId, accountId), eq(runs.campaignId, campaignId)))
    .groupBy(runs.model);
}

/** Cancels what has not started; runs already in flight finish and are kept. */
export async function cancelCampaign(db: Db, accountId: string, campaignId: string): Promise<CampaignRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(campaigns)
      .set({ status: 'cancelled', finishedAt: new Date() })
      .where(and(eq(campaigns.accountId, accountId), eq(campaigns.id, campaignId), inArray(campaigns.status, ['queued', 'running'])))
      .returning();
    if (!row) return undefined;
    await tx
      .update(runs)
      .set({ status: 'cancelled', finishedAt: new Date() })
      .where(and(eq(runs.accountId, accountId), eq(runs.campaignId, campaignId), eq(runs.status, 'queued')));
    return row;
  });
}

export function usageMonth(date: Date): string {
  return date.toISOString().slice(0, 7);
}

export async function runsUsed(db: Db, accountId: string, month: string): Promise<number> {
  const [row] = await db
    .select({ runs: usageMonths.runs })
    .from(usageMonths)
    .where(and(eq(usageMonths.accountId, accountId), eq(usageMonths.month, month)));
  return row?.runs ?? 0;
}

export async function addUsage(db: Db, accountId: string, month: string, count: number): Promise<void> {
  await db
    .insert(usageMonths)
    .values({ accountId, month, runs: count })
    .onConflictDoUpdate({ target: [usageMonths.accountId, usageMonths.month], set: { runs: sql`${usageMonths.runs} + ${count}` } });
}
