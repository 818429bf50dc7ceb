import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands } from '../../db/schema.js';
import { lockBrandAggregates } from '../metrics/aggregates.js';

export type BrandRow = typeof brands.$inferSelect;
export type NewBrandRow = typeof brands.$inferInsert;

export async function listBrands(db: Db, accountId: string): Promise<BrandRow[]> {
  return db.select().from(brands).where(eq(brands.accountId, accountId)).orderBy(asc(brands.createdAt), asc(brands.id));
}

export type BrandAccess = { kind: 'owned'; brand: BrandRow } | { kind: 'other-account' } | { kind: 'missing' };

/** Tells the caller's own brand from another account's (403) and an unknown id (404), without handing out the other's data. */
export async function findBrandAccess(db: Db, accountId: string, brandId: string): Promise<BrandAccess> {
  const [row] = await db.select().from(brands).where(eq(brands.id, brandId));
  if (!row) return { kind: 'missing' };
  return row.accountId === accountId ? { kind: 'owned', brand: row } : { kind: 'other-account' };
}

export async function countBrands(db: Db, accountId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(brands).where(eq(brands.accountId, accountId));
  return row?.total ?? 0;
}

export async function brandNameTaken(db: Db, accountId: string, name: string, exceptBrandId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.accountId, accountId), sql`lower(${brands.name}) = lower(${name})`));
  return row !== undefined && row.id !== exceptBrandId;
}

export async function insertBrand(db: Db, brand: NewBrandRow): Promise<BrandRow> {
  const [row] = await db.insert(brands).values(brand).returning();
  return row!;
}

export async function updateBrand(
  db: Db,
  accountId: string,
  brandId: string,
  changes: Partial<Pick<BrandRow, 'name' | 'domain' | 'aliases' | 'markets' | 'autoWeeklyAnalysis'>>,
): Promise<BrandRow | undefined> {
  const [row] = await db
    .update(brands)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(brands.id, brandId), eq(brands.accountId, accountId)))
    .returning();
  return row;
}

/**
 * Everything under the brand goes with it through the schema's cascading foreign keys, in one statement. Counting
 * answers takes the brand's aggregates lock before the rows it writes, and a closing count then checks the brand row;
 * the deletion takes that lock first too, so the two queue instead of deadlocking.
 */
export async function deleteBrand(db: Db, accountId: string, brandId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockBrandAggregates(tx, brandId, 'exclusive');
    const deleted = await tx
      .delete(brands)
      .where(and(eq(brands.id, brandId), eq(brands.accountId, accountId)))
      .returning({ id: brands.id });
    return deleted.length > 0;
  });
}
