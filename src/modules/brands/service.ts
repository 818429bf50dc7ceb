import type pg from 'pg';
import { withTransaction, type Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { errors } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { iso } from '../../lib/schemas.js';
import { lockAccount, type AccountRow } from '../accounts/repository.js';
import { isInTrial } from '../accounts/service.js';
import type { JobQueue } from '../campaigns/service.js';
import { accountLimits, limitReached } from '../keys/service.js';
import { validCountry, validDomain, validLanguage } from './codes.js';
import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE, formatMarket, parseMarket, validateMarketList, withPrimaryLanguage } from './markets.js';
import * as repository from './repository.js';
import type { BrandRow } from './repository.js';
import type { Brand, CreateBrandBody, UpdateBrandBody } from './schemas.js';

export function toBrand(row: BrandRow): Brand {
  const primary = parseMarket(row.markets[0]!);
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    aliases: row.aliases,
    language: primary.language,
    country: primary.country,
    markets: row.markets,
    autoWeeklyAnalysis: row.autoWeeklyAnalysis,
    createdAt: iso(row.createdAt),
  };
}

/** Users paste URLs as often as domains: keep the host, lower-cased. */
/** The host name of a brand's or competitor's site; null stays null, anything not a domain is a 422. */
export function normalizeDomain(domain: string | null | undefined): string | null {
  return domain === undefined || domain === null ? null : validDomain(domain);
}

/** Aliases without repeats (case-insensitive) or the name itself; the brands' and competitors' rule alike. */
export function uniqueAliases(aliases: readonly string[], brandName: string): string[] {
  const seen = new Set([brandName.toLowerCase()]);
  return aliases.filter((alias) => {
    const key = alias.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function conflict(name: string) {
  return errors.conflict(`A brand named "${name}" already exists in this account`);
}

export async function createBrand(db: Db, account: AccountRow, body: CreateBrandBody): Promise<Brand> {
  const limit = accountLimits(account).brands;
  try {
    const row = await db.transaction(async (tx) => {
      await lockAccount(tx, account.id);
      if ((await repository.countBrands(tx, account.id)) >= limit) {
        throw limitReached(account, 'brands', 'Brand', ['brand', 'brands']);
      }
      if (await repository.brandNameTaken(tx, account.id, body.name)) throw conflict(body.name);
      const market = formatMarket({
        country: validCountry(body.country ?? DEFAULT_COUNTRY),
        language: validLanguage(body.language ?? DEFAULT_LANGUAGE),
      });
      return repository.insertBrand(tx, {
        id: newId('brd'),
        accountId: account.id,
        name: body.name,
        domain: normalizeDomain(body.domain),
        aliases: uniqueAliases(body.aliases ?? [], body.name),
        markets: [market],
      });
    });
    return toBrand(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(body.name);
    throw error;
  }
}

/**
 * Writes only the fields given, so two concurrent PATCHes of different fields both hold. A change to what
 * mention detection looks for queues the re-analysis of the stored answers in the same transaction:
 * both happen or neither does.
 */
export async function updateBrand(deps: { pool: pg.Pool; queue: JobQueue }, account: AccountRow, brand: BrandRow, body: UpdateBrandBody) {
  const name = body.name ?? brand.name;
  let markets = body.markets ? validateMarketList(body.markets, isInTrial(account)) : brand.markets;
  if (body.language !== undefined) markets = withPrimaryLanguage(markets, validLanguage(body.language));
  const namesChanged = body.aliases !== undefined || (body.name !== undefined && body.name !== brand.name) || body.domain !== undefined;
  const changes: Parameters<typeof repository.updateBrand>[3] = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.domain !== undefined) changes.domain = normalizeDomain(body.domain);
  if (body.aliases !== undefined || body.name !== undefined) changes.aliases = uniqueAliases(body.aliases ?? brand.aliases, name);
  if (body.markets !== undefined || body.language !== undefined) changes.markets = markets;
  if (body.autoWeeklyAnalysis !== undefined) changes.autoWeeklyAnalysis = body.autoWeeklyAnalysis;
  try {
    return await withTransaction(deps.pool, async ({ db, executeSql }) => {
      if (body.name !== undefined && (await repository.brandNameTaken(db, account.id, body.name, brand.id))) throw conflict(body.name);
      const row = await repository.updateBrand(db, account.id, brand.id, changes);
      if (!row) throw errors.notFound('Brand');
      if (namesChanged) await deps.queue.enqueueReanalysis(executeSql, row.accountId, row.id);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(name);
    throw error;
  }
}

export async function deleteBrand(db: Db, accountId: string, brandId: string): Promise<void> {
  if (!(await repository.deleteBrand(db, accountId, brandId))) throw errors.notFound('Brand');
}
