import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema.js';
import type { Plan, PlanLimits } from './plans.js';

export type AccountRow = typeof accounts.$inferSelect;

export async function insertAccount(
  db: Db,
  account: { id: string; email: string; plan: Plan; trialEndsAt: Date | null; limitOverrides: Partial<PlanLimits> },
): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(account).returning();
  return row!;
}

export async function findAccount(db: Db, accountId: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row;
}

export async function listAccounts(db: Db): Promise<AccountRow[]> {
  return db.select().from(accounts).orderBy(asc(accounts.createdAt), asc(accounts.id));
}

export async function countAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(accounts);
  return row?.total ?? 0;
}

export async function updateAccountPlan(db: Db, accountId: string, plan: Plan): Promise<AccountRow | undefined> {
  const [row] = await db.update(accounts).set({ plan }).where(eq(accounts.id, accountId)).returning();
  return row;
}

/** Serialises what counts against an account's limits (brands, keys, avatars, quota): two requests cannot both take the last slot. */
export async function lockAccount(db: Db, accountId: string): Promise<void> {
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}
