import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, errors } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { startSession } from '../sessions/service.js';
import { hashToken, newSecretToken } from '../sessions/tokens.js';
import { hashPassword } from '../users/password.js';
import { findUserByEmail, insertUser, type UserRow } from '../users/repository.js';
import type { Role } from '../users/roles.js';
import { assertAcceptablePassword, emailTaken, normalizeEmail, type Actor } from '../users/service.js';
import { acceptOpenInvite, insertInvite, type InviteRow } from './repository.js';

const INVITE_LIFETIME_MS = 7 * 86_400_000;

export interface InviteView {
  id: string;
  email: string;
  role: Role;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

export function inviteView(row: InviteRow): InviteView {
  return {
    id: row.id,
    email: row.email,
    role: row.role as Role,
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The link a teammate opens to join. The token sits in the fragment, which browsers never send to a server, so it
 * reaches no access log on the way to the dashboard page that posts it to /invites/accept.
 */
export function inviteUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl}/accept-invite#${token}`;
}

/** An invite for an email not yet signed up; only an owner may invite an owner. The token leaves here once. */
export async function createInvite(
  db: Db,
  accountId: string,
  actor: Actor,
  input: { email: string; role: Role },
  now = new Date(),
): Promise<{ row: InviteRow; token: string }> {
  if (input.role === 'owner' && actor.role !== 'owner') throw new AppError('ROLE_REQUIRED', 'Only an owner can invite an owner');
  const email = normalizeEmail(input.email);
  if (await findUserByEmail(db, email)) throw emailTaken(email);
  const token = newSecretToken();
  const row = await insertInvite(db, {
    id: newId('inv'),
    accountId,
    email,
    role: input.role,
    tokenHash: hashToken(token),
    invitedBy: actor.userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITE_LIFETIME_MS),
  });
  return { row, token };
}

const unusableInvite = () => errors.notFound('Invite (the link is wrong, expired, revoked or already used)');

/** Accepting makes the user, with the invite's email and role and their own password, and signs them in. */
export async function acceptInvite(
  db: Db,
  input: { token: string; password: string },
  now = new Date(),
): Promise<{ user: UserRow; session: { id: string; token: string } }> {
  assertAcceptablePassword(input.password);
  const user = await db.transaction(async (tx) => {
    const invite = await acceptOpenInvite(tx, hashToken(input.token), now);
    if (!invite) throw unusableInvite();
    // Hashed only for a usable link, so wrong tokens cost no Argon2 time.
    const passwordHash = await hashPassword(input.password);
    try {
      return await insertUser(tx, {
        id: newId('usr'),
        accountId: invite.accountId,
        email: invite.email,
        role: invite.role as Role,
        passwordHash,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken(invite.email);
      throw error;
    }
  });
  return { user, session: await startSession(db, user, now) };
}
