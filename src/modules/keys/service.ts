import type { Db } from '../../db/client.js';
import { AppError, errors } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import type { AccountRow } from '../accounts/repository.js';
import { effectiveLimits, isPlan, PLAN_LIMITS, type PlanLimits } from '../accounts/plans.js';
import { generateApiKey } from './api-key.js';
import { lockAccount } from '../accounts/repository.js';
import { countActiveApiKeys, insertApiKey, type ApiKeyRow } from './repository.js';

export interface CreatedApiKey {
  row: ApiKeyRow;
  key: string;
}

export function accountLimits(account: Pick<AccountRow, 'plan' | 'limitOverrides'>) {
  if (!isPlan(account.plan)) throw new AppError('INTERNAL_ERROR', `account has unknown plan ${account.plan}`);
  return effectiveLimits(account.plan, account.limitOverrides);
}

/**
 * Why a limit was met, in plain words: "the agency plan allows 1 brand", or, where the account has its own
 * limit, "this account allows 3 brands (the agency plan: 50)".
 */
export function limitReached(
  account: Pick<AccountRow, 'plan' | 'limitOverrides'>,
  name: keyof PlanLimits,
  what: string,
  [one, many]: [string, string],
) {
  const limit = accountLimits(account)[name];
  const count = (value: number) => `${value} ${value === 1 ? one : many}`;
  const planLimit = isPlan(account.plan) ? PLAN_LIMITS[account.plan][name] : limit;
  const overridden = (account.limitOverrides as Partial<PlanLimits>)[name] !== undefined;
  const reason = overridden
    ? `this account allows ${count(limit)} (the ${account.plan} plan: ${planLimit})`
    : `the ${account.plan} plan allows ${count(limit)}`;
  return errors.limitReached(`${what} limit reached: ${reason}`);
}

/** Creates a key within the account's key limit; the plaintext leaves this function once and is never stored. */
export async function createApiKey(db: Db, account: AccountRow, name: string): Promise<CreatedApiKey> {
  const limit = accountLimits(account).apiKeys;
  const generated = generateApiKey();
  const row = await db.transaction(async (tx) => {
    await lockAccount(tx, account.id);
    if ((await countActiveApiKeys(tx, account.id)) >= limit) {
      throw limitReached(account, 'apiKeys', 'API key', ['active key', 'active keys']);
    }
    return insertApiKey(tx, { id: newId('key'), accountId: account.id, name, keyHash: generated.hash, keyStart: generated.start });
  });
  return { row, key: generated.key };
}
