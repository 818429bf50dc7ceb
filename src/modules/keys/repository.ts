import { and, asc, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, apiKeys } from '../../db/schema.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(
  db: Db,
  key: { id: string; accountId: string; name: string; keyHash: string; keyStart: string },
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(key).returning();
  return row!;
}

export async function listActiveApiKeys(db: Db, accountId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

export async function countActiveApiKeys(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)));
  return row?.total ?? 0;
}

/** Revokes a key of this account; undefined when the account has no such active key. */
export async function revokeApiKey(db: Db, accountId: string, keyId: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

/** Operators revoke by key id alone, from the CLI. */
export async function revokeApiKeyById(db: Db, keyId: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

/** The one lookup authentication needs: an active key by hash, with its account. */
export async function findActiveKeyByHash(db: Db, keyHash: string) {
  const [row] = await db
    .select({ keyId: apiKeys.id, lastUsedAt: apiKeys.lastUsedAt, account: accounts })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
  return row;
}

/** At most one write a minute per key, so authentication stays a read on the hot path. */
export async function touchApiKey(db: Db, keyId: string, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - 60_000);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
}
