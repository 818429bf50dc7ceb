import type { Db } from '../../db/client.js';
import { errors } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { iso } from '../../lib/schemas.js';
import { lockAccount, type AccountRow } from '../accounts/repository.js';
import type { BrandRow } from '../brands/repository.js';
import { accountLimits, limitReached } from '../keys/service.js';
import * as repository from './repository.js';
import type { Avatar, CreateAvatarBody, UpdateAvatarBody } from './schemas.js';

export function toAvatar(row: repository.AvatarRow): Avatar {
  return {
    id: row.id,
    brandId: row.brandId,
    name: row.name,
    sector: row.sector,
    role: row.role,
    objectives: row.objectives,
    description: row.description,
    isDefault: row.isDefault,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export async function createAvatar(db: Db, account: AccountRow, brand: BrandRow, body: CreateAvatarBody): Promise<Avatar> {
  const limit = accountLimits(account).avatarsPerBrand;
  const row = await db.transaction(async (tx) => {
    await lockAccount(tx, account.id);
    if ((await repository.countAvatars(tx, account.id, brand.id)) >= limit) {
      throw limitReached(account, 'avatarsPerBrand', 'Avatar', ['avatar per brand', 'avatars per brand']);
    }
    if (body.isDefault) await repository.clearDefaultAvatar(tx, account.id, brand.id);
    return repository.insertAvatar(tx, {
      id: newId('avt'),
      accountId: account.id,
      brandId: brand.id,
      name: body.name,
      sector: body.sector,
      role: body.role,
      objectives: body.objectives,
      description: body.description ?? null,
      isDefault: body.isDefault ?? false,
    });
  });
  return toAvatar(row);
}

/** Answers with the id and the fields the request changed, as stored. */
export async function updateAvatar(db: Db, brand: BrandRow, avatarId: string, body: UpdateAvatarBody) {
  const row = await db.transaction(async (tx) => {
    // Serialised like creation, so two avatars made default at once cannot both be.
    if (body.isDefault) await lockAccount(tx, brand.accountId);
    if (body.isDefault) await repository.clearDefaultAvatar(tx, brand.accountId, brand.id);
    const updated = await repository.updateAvatar(tx, brand.accountId, brand.id, avatarId, body);
    if (!updated) throw errors.notFound('Avatar');
    return updated;
  });
  const changed = Object.fromEntries((Object.keys(body) as (keyof UpdateAvatarBody)[]).map((field) => [field, row[field]]));
  return { id: row.id, ...changed, updatedAt: iso(row.updatedAt) };
}

export async function deleteAvatar(db: Db, brand: BrandRow, avatarId: string): Promise<void> {
  if (!(await repository.deleteAvatar(db, brand.accountId, brand.id, avatarId))) throw errors.notFound('Avatar');
}
