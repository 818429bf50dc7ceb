import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invites } from '../../db/schema.js';
import type { Role } from '../users/roles.js';

export type InviteRow = typeof invites.$inferSelect;

export async function insertInvite(
  db: Db,
  invite: {
    id: string;
    accountId: string;
    email: string;
    role: Role;
    tokenHash: string;
    invitedBy: string | null;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<InviteRow> {
  const [row] = await db.insert(invites).values(invite).returning();
  return row!;
}

const isOpen = (now: Date) => and(isNull(invites.acceptedAt), isNull(invites.revokedAt), gt(invites.expiresAt, now));

/** Invites still waiting to be accepted: neither accepted, revoked nor expired. */
export async function listOpenInvites(db: Db, accountId: string, now: Date): Promise<InviteRow[]> {
  return db
    .select()
    .from(invites)
    .where(and(eq(invites.accountId, accountId), isOpen(now)))
    .orderBy(asc(invites.createdAt), asc(invites.id));
}

export async function revokeInvite(db: Db, accountId: string, inviteId: string, now: Date): Promise<InviteRow | undefined> {
  const [row] = await db
    .update(invites)
    .set({ revokedAt: now })
    .where(and(eq(invites.accountId, accountId), eq(invites.id, inviteId), isOpen(now)))
    .returning();
  return row;
}

/**
 * Takes an open invite by its link's token hash, marking it accepted in the same statement, so a link works once even
 * when two people use it together. The token alone says which account it is for.
 */
export async function acceptOpenInvite(db: Db, tokenHash: string, now: Date): Promise<InviteRow | undefined> {
  const [row] = await db
    .update(invites)
    .set({ acceptedAt: now })
    .where(and(eq(invites.tokenHash, tokenHash), isOpen(now)))
    .returning();
  return row;
}
