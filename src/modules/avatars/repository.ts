import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { avatars } from '../../db/schema.js';

export type AvatarRow = typeof avatars.$inferSelect;
type AvatarChanges = Partial<Pick<AvatarRow, 'name' | 'sector' | 'role' | 'objectives' | 'description' | 'isDefault'>>;

function ofBrand(accountId: string, brandId: string) {
  return and(eq(avatars.accountId, accountId), eq(avatars.brandId, brandId));
}

export async function listAvatars(db: Db, accountId: string, brandId: string): Promise<AvatarRow[]> {
  return db.select().from(avatars).where(ofBrand(accountId, brandId)).orderBy(asc(avatars.createdAt), asc(avatars.id));
}

export async function countAvatars(db: Db, accountId: string, brandId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(avatars).where(ofBrand(accountId, brandId));
  return row?.total ?? 0;
}

export async function findAvatar(db: Db, accountId: string, brandId: string, avatarId: string): Promise<AvatarRow | undefined> {
  const [row] = await db
    .select()
    .from(avatars)
    .where(and(ofBrand(accountId, brandId), eq(avatars.id, avatarId)));
  return row;
}

export async function findDefaultAvatar(db: Db, accountId: string, brandId: string): Promise<AvatarRow | undefined> {
  const [row] = await db
    .select()
    .from(avatars)
    .where(and(ofBrand(accountId, brandId), eq(avatars.isDefault, true)));
  return row;
}

export async function clearDefaultAvatar(db: Db, accountId: string, brandId: string): Promise<void> {
  await db
    .update(avatars)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(ofBrand(accountId, brandId), eq(avatars.isDefault, true)));
}

export async function insertAvatar(db: Db, avatar: typeof avatars.$inferInsert): Promise<AvatarRow> {
  const [row] = await db.insert(avatars).values(avatar).returning();
  return row!;
}

export async function updateAvatar(
  db: Db,
  accountId: string,
  brandId: string,
  avatarId: string,
  changes: AvatarChanges,
): Promise<AvatarRow | undefined> {
  const [row] = await db
    .update(avatars)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(ofBrand(accountId, brandId), eq(avatars.id, avatarId)))
    .returning();
  return row;
}

export async function deleteAvatar(db: Db, accountId: string, brandId: string, avatarId: string): Promise<boolean> {
  const deleted = await db
    .delete(avatars)
    .where(and(ofBrand(accountId, brandId), eq(avatars.id, avatarId)))
    .returning({ id: avatars.id });
  return deleted.length > 0;
}
