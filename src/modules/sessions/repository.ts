import { and, eq, gt, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, sessions, users } from '../../db/schema.js';

export async function insertSession(
  db: Db,
  session: { id: string; accountId: string; userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

/** Signing in finds a user by email alone (an email belongs to one account), with that account. */
export async function findUserForSignIn(db: Db, email: string) {
  const [row] = await db
    .select({ user: users, account: accounts })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

/** The one lookup a cookie needs: a live session by token hash, with its user and account (role read afresh each time). */
export async function findLiveSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, user: users, account: accounts })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)));
  return row;
}

/** At most one write a minute per session, so authentication stays a read on the hot path. */
export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, new Date(now.getTime() - 60_000))));
}

export async function deleteSession(db: Db, accountId: string, sessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.accountId, accountId), eq(sessions.id, sessionId)));
}

/** Ends every session of the user but the one kept (a password change keeps the browser that made it). */
export async function deleteOtherSessions(db: Db, accountId: string, userId: string, keptSessionId: string): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), eq(sessions.userId, userId), ne(sessions.id, keptSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}

/** Dead sessions of one user are cleared as they sign in again, so the table does not grow without end. */
export async function deleteDeadSessions(db: Db, accountId: string, userId: string, now: Date, idleSince: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.accountId, accountId),
        eq(sessions.userId, userId),
        or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince)),
      ),
    );
}
