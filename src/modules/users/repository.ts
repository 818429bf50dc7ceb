import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Role } from './roles.js';

export type UserRow = typeof users.$inferSelect;

export async function insertUser(
  db: Db,
  user: { id: string; accountId: string; email: string; role: Role; passwordHash: string },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function listUsers(db: Db, accountId: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.accountId, accountId)).orderBy(asc(users.createdAt), asc(users.id));
}

export async function findUser(db: Db, accountId: string, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.id, userId)));
  return row;
}

/** Inviting checks an email against every account: an email signs in to one account only. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

/** Operators name a user by id or email alone, from the CLI. */
export async function findUserByIdOrEmail(db: Db, idOrEmail: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.id, idOrEmail), sql`lower(${users.email}) = lower(${idOrEmail})`));
  return row;
}

export async function countOwners(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.role, 'owner')));
  return row?.total ?? 0;
}

export async function updateUserRole(db: Db, accountId: string, userId: string, role: Role): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ role })
    .where(and(eq(users.accountId, accountId), eq(users.id, userId)))
    .returning();
  return row;
}

export async function updatePasswordHash(db: Db, accountId: string, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.accountId, accountId), eq(users.id, userId)));
}

/** Stamps the sign-in; answers the user as it now stands. */
export async function recordLogin(db: Db, accountId: string, userId: string, at: Date): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ lastLoginAt: at })
    .where(and(eq(users.accountId, accountId), eq(users.id, userId)))
    .returning();
  return row;
}

/** Deletes the user; their sessions go with them (foreign key), so they are signed out everywhere at once. */
export async function deleteUser(db: Db, accountId: string, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .delete(users)
    .where(and(eq(users.accountId, accountId), eq(users.id, userId)))
    .returning();
  return row;
}
