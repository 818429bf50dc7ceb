import type { Db } from '../../db/client.js';
import { AppError, errors } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import type { AccountRow } from '../accounts/repository.js';
import { effectiveLimits, isPlan } from '../accounts/plans.js';
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

/** Creates a key within the account's key limit; the plaintext leaves this function once and is never stored. */
export async function createApiKey(db: Db, account: AccountRow, name: string): Promise<CreatedApiKey> {
  const limit = accountLimits(account).apiKeys;
  const generated = generateApiKey();
  const row = await db.transaction(async (tx) => {
    await lockAccount(tx, account.id);
    if ((await countActiveApiKeys(tx, account.id)) >= limit) {
      throw errors.limitReached(`API key limit reached: the ${account.plan} plan allows ${limit} active keys`);
    }
    return insertApiKey(tx, { id: newId('key'), accountId: account.id, name, keyHash: generated.hash, keyStart: generated.start });
  });
  return { row, key: generated.key };
}
