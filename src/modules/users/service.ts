import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, errors } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { lockAccount } from '../accounts/repository.js';
import { isValidEmail } from '../../lib/email.js';
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.js';
import { countOwners, deleteUser, findUser, insertUser, updateUserRole, type UserRow } from './repository.js';
import type { Role } from './roles.js';

/** Who asks for a change to the team: a signed-in user, or an API key (no user), which acts as an admin. */
export interface Actor {
  role: Role;
  userId: string | null;
}

export interface UserView {
  id: string;
  email: string;
  role: Role;
  createdAt: string;
  lastLoginAt: string | null;
}

export function userView(row: UserRow): UserView {
  return {
    id: row.id,
    email: row.email,
    role: row.role as Role,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export function normalizeEmail(email: string): string {
  const trimmed = email.trim();
  if (!isValidEmail(trimmed)) throw errors.validation(`"${email}" is not a valid email address`);
  return trimmed;
}

export function assertAcceptablePassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw errors.validation(`password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`);
  }
}

export const emailTaken = (email: string) => errors.conflict(`A user with email ${email} already exists`);

/** A user with a password of their own; an email already signed up anywhere is 409. */
export async function createUser(db: Db, input: { accountId: string; email: string; role: Role; password: string }): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    return await insertUser(db, { id: newId('usr'), accountId: input.accountId, email, role: input.role, passwordHash });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken(email);
    throw error;
  }
}

/** Owners alone make, unmake or remove owners; an admin manages everyone else. */
function assertMayManage(actor: Actor, target: Role, wanted?: Role): void {
  if (actor.role !== 'owner' && (target === 'owner' || wanted === 'owner')) {
    throw new AppError('ROLE_REQUIRED', 'Only an owner can grant, change or remove the owner role');
  }
}

const LAST_OWNER = 'An account keeps at least one owner: make another user owner first';

export async function changeUserRole(db: Db, accountId: string, actor: Actor, userId: string, role: Role): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const user = await findUser(tx, accountId, userId);
    if (!user) throw errors.notFound('User');
    assertMayManage(actor, user.role as Role, role);
    if (user.role === 'owner' && role !== 'owner' && (await countOwners(tx, accountId)) === 1) throw errors.conflict(LAST_OWNER);
    return (await updateUserRole(tx, accountId, userId, role))!;
  });
}

/** Removes a user and, with them, every session they had. */
export async function removeUser(db: Db, accountId: string, actor: Actor, userId: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const user = await findUser(tx, accountId, userId);
    if (!user) throw errors.notFound('User');
    assertMayManage(actor, user.role as Role);
    if (user.role === 'owner' && (await countOwners(tx, accountId)) === 1) throw errors.conflict(LAST_OWNER);
    return (await deleteUser(tx, accountId, userId))!;
  });
}
