import type { Db } from '../../db/client.js';
import { AppError, errors } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { verifyPassword, hashPassword } from '../users/password.js';
import type { AccountRow } from '../accounts/repository.js';
import { recordLogin, updatePasswordHash, type UserRow } from '../users/repository.js';
import { assertAcceptablePassword } from '../users/service.js';
import type { LoginThrottle } from './login-throttle.js';
import { deleteDeadSessions, deleteOtherSessions, findLiveSession, findUserForSignIn, insertSession, touchSession } from './repository.js';
import { hashToken, newSecretToken } from './tokens.js';

const DAY_MS = 86_400_000;
/** A session ends 30 days after sign-in, or after 7 days without a request, whichever comes first. */
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
export const SESSION_IDLE_MS = 7 * DAY_MS;

/** The session a request was authenticated with; the token is the cookie's, kept to derive the CSRF token. */
export interface CurrentSession {
  id: string;
  token: string;
  user: UserRow;
}

/** Opens a session for the user: the token goes into the cookie, its hash into the database. */
export async function startSession(db: Db, user: UserRow, now = new Date()): Promise<{ id: string; token: string }> {
  const token = newSecretToken();
  const id = newId('ses');
  await deleteDeadSessions(db, user.accountId, user.id, now, new Date(now.getTime() - SESSION_IDLE_MS));
  await insertSession(db, {
    id,
    accountId: user.accountId,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return { id, token };
}

const tooManyAttempts = (waitMs: number) =>
  new AppError('RATE_LIMITED', `Too many failed sign-ins; try again in ${Math.ceil(waitMs / 60_000)} minute(s)`);

/**
 * Signs in by email and password. An unknown email and a wrong password get the same answer, in the same time (the
 * password is checked against a decoy hash); past the throttle's limits nothing is checked at all.
 */
export async function login(
  db: Db,
  throttle: LoginThrottle,
  input: { email: string; password: string; address: string },
  now = new Date(),
): Promise<{ user: UserRow; account: AccountRow; session: { id: string; token: string } }> {
  const email = input.email.trim();
  const waitMs = throttle.blockedFor(email, input.address);
  if (waitMs > 0) throw tooManyAttempts(waitMs);
  const found = await findUserForSignIn(db, email);
  const passwordMatches = await verifyPassword(found?.user.passwordHash, input.password);
  // A user removed between the lookup and the stamp is a failed sign-in too.
  const user = found && passwordMatches ? await recordLogin(db, found.user.accountId, found.user.id, now) : undefined;
  if (!found || !user) {
    throttle.recordFailure(email, input.address);
    throw new AppError('INVALID_CREDENTIALS', 'Wrong email or password');
  }
  throttle.recordSuccess(email);
  return { user, account: found.account, session: await startSession(db, user, now) };
}

/** The live session of a cookie's token, with its user and account; undefined once ended, expired or idle too long. */
export async function findSession(db: Db, token: string, now = new Date()) {
  const found = await findLiveSession(db, hashToken(token), now, new Date(now.getTime() - SESSION_IDLE_MS));
  if (found) await touchSession(db, found.sessionId, now);
  return found;
}

/**
 * Changes the signed-in user's password and ends their other sessions, the browser that changed it staying signed in.
 * A wrong current password counts as a failed sign-in, so a stolen session cannot guess it faster than a login could.
 */
export async function changePassword(
  db: Db,
  throttle: LoginThrottle,
  session: CurrentSession,
  input: { currentPassword: string; newPassword: string; address: string },
): Promise<{ endedSessions: number }> {
  const { user } = session;
  const waitMs = throttle.blockedFor(user.email, input.address);
  if (waitMs > 0) throw tooManyAttempts(waitMs);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throttle.recordFailure(user.email, input.address);
    throw errors.validation('currentPassword is not the current password');
  }
  assertAcceptablePassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.accountId, user.id, passwordHash);
    return { endedSessions: await deleteOtherSessions(tx, user.accountId, user.id, session.id) };
  });
}
