import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { errors } from '../../errors.js';
import { isValidEmail } from '../../lib/email.js';
import { newId } from '../../lib/ids.js';
import { createApiKey } from '../keys/service.js';
import { generatePassword } from '../users/password.js';
import { createUser } from '../users/service.js';
import { TRIAL_DAYS, type Plan, type PlanLimits } from './plans.js';
import { countAccounts, insertAccount, type AccountRow } from './repository.js';

const DAY_MS = 86_400_000;
// Held while checking for an empty database, so two starting instances create one demo account.
const DEMO_ACCOUNT_LOCK_KEY = 7_302_812;
export const DEMO_ACCOUNT_EMAIL = 'demo@brandlens.local';

export interface NewAccount {
  email: string;
  plan: Plan;
  trial: boolean;
  limitOverrides: Partial<PlanLimits>;
}

export interface CreatedAccount {
  account: AccountRow;
  apiKey: string;
}

/** The demo account, with the sign-in of its owner: printed once, like its key. */
export interface DemoAccount extends CreatedAccount {
  login: { email: string; password: string };
}

export function assertValidEmail(email: string): string {
  const normalized = email.trim();
  if (!isValidEmail(normalized)) throw new Error(`"${email}" is not a valid email address`);
  return normalized;
}

/** An account with its first API key, in one transaction: no account is left without a way in. */
export async function createAccount(db: Db, input: NewAccount, now = new Date()): Promise<CreatedAccount> {
  const email = assertValidEmail(input.email);
  try {
    return await db.transaction(async (tx) => {
      const account = await insertAccount(tx, {
        id: newId('acc'),
        email,
        plan: input.plan,
        trialEndsAt: input.trial ? new Date(now.getTime() + TRIAL_DAYS * DAY_MS) : null,
        limitOverrides: input.limitOverrides,
      });
      const { key } = await createApiKey(tx, account, 'Default key');
      return { account, apiKey: key };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.conflict(`An account with email ${email} already exists`);
    throw error;
  }
}

/** On an empty database, creates the demo Agency account and its owner; undefined when any account already exists. */
export async function createDemoAccountIfEmpty(db: Db): Promise<DemoAccount | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_ACCOUNT_LOCK_KEY})`);
    if ((await countAccounts(tx)) > 0) return undefined;
    const created = await createAccount(tx, { email: DEMO_ACCOUNT_EMAIL, plan: 'agency', trial: false, limitOverrides: {} });
    const login = { email: DEMO_ACCOUNT_EMAIL, password: generatePassword() };
    await createUser(tx, { accountId: created.account.id, role: 'owner', ...login });
    return { ...created, login };
  });
}

export function isInTrial(account: Pick<AccountRow, 'trialEndsAt'>, now = new Date()): boolean {
  return account.trialEndsAt !== null && account.trialEndsAt.getTime() > now.getTime();
}
