import { competitorKey, registrableDomain } from '../../analysis/index.js';
import type pg from 'pg';
import { withTransaction, type Db } from '../../db/client.js';
import type { CompetitorStatus } from '../../db/schema.js';
import { errors } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import type { BrandRow } from '../brands/repository.js';
import { normalizeDomain, uniqueAliases } from '../brands/service.js';
import type { JobQueue } from '../campaigns/service.js';
import { lockBrandAggregates } from '../metrics/aggregates.js';
import { brandCounts, competitorCounts, type MetricScope } from '../metrics/repository.js';
import { resolveSlice, type SliceFilter } from '../metrics/slices.js';
import { byAnswersThenName, percent } from '../metrics/statistics.js';
import { dayWindow } from '../metrics/window.js';
import * as repository from './repository.js';
import type { CompetitorRow } from './repository.js';
import type { CompetitorRecord, CreateCompetitorBody, UpdateCompetitorBody } from './schemas.js';

const MAX_ALIASES = 50;

/** Ranked by answers mentioning each competitor (ties by name), all time unless a window is asked for. */
export async function competitorLeaderboard(
  db: Db,
  brand: BrandRow,
  query: SliceFilter & { days?: number; model?: string; status?: CompetitorStatus },
  now = new Date(),
) {
  const window = query.days === undefined ? undefined : dayWindow(query.days, now);
  const scope: MetricScope = { model: query.model, slice: await resolveSlice(db, brand.accountId, brand.id, query) };
  // A status asked for lists every competitor of it; by default, tracked ones are listed even before any answer names them.
  const selection = query.status ? { statuses: [query.status], withUnnamed: true } : { withUnnamedTracked: true };
  const [brandTotals, rivals] = await Promise.all([
    brandCounts(db, brand.accountId, brand.id, scope, window),
    competitorCounts(db, brand.accountId, brand.id, scope, window, selection),
  ]);
  return rivals.sort(byAnswersThenName).map((rival, index) => ({
    id: rival.id,
    name: rival.name,
    aliases: rival.aliases,
    status: rival.status,
    domain: rival.domain,
    mentionRate: percent(rival.answers, brandTotals.answers),
    coOccurrenceRate: percent(rival.coMentions, brandTotals.answers),
    averagePosition: rival.answers === 0 ? null : Math.round((100 * rival.positionSum) / rival.answers) / 100,
    rank: index + 1,
  }));
}

export const toRecord = (row: CompetitorRow): CompetitorRecord => ({
  id: row.id,
  name: row.name,
  aliases: row.aliases,
  status: row.status,
  domain: row.domain,
});

/** The brand's alias rule (no repeats, not the name itself), at most 50: merges can gather many names. */
const cleanAliases = (name: string, aliases: readonly string[]): string[] =>
  uniqueAliases(aliases.map((alias) => alias.trim()).filter(Boolean), name).slice(0, MAX_ALIASES);

const siteOf = (domain: string | null | undefined): string | null => {
  const host = normalizeDomain(domain);
  return host ? (registrableDomain(host) ?? host) : null;
};

/** Refuses names that are the brand's own or already another competitor's (by name, alias or spelling key). */
async function checkNames(db: Db, brand: BrandRow, names: readonly string[], exceptId?: string): Promise<void> {
  const brandKeys = new Set([brand.name, ...brand.aliases].map(competitorKey));
  const taken = new Map<string, string>();
  for (const other of await repository.otherCompetitors(db, brand.accountId, brand.id, exceptId)) {
    for (const key of [other.key, ...other.aliases.map(competitorKey)]) taken.set(key, other.name);
  }
  for (const name of names) {
    const key = competitorKey(name);
    if (!key) throw errors.validation(`"${name}" has no letters or digits to recognise it by`);
    if (brandKeys.has(key)) throw errors.validation(`"${name}" is the brand's own name or alias, not a competitor`);
    const owner = taken.get(key);
    if (owner !== undefined)
      throw errors.conflict(`"${name}" is already a competitor of this brand${owner === name ? '' : ` (as ${owner})`}`);
  }
}

/** Where a change to the competitor list is written and its re-analysis queued. */
export interface CompetitorChangeDeps {
  pool: pg.Pool;
  queue: JobQueue;
}

/**
 * A change to the competitor list commits whole or not at all: the change, the version bump workers read
 * and the re-analysis job, in one transaction (a failed enqueue leaves nothing changed).
 */
async function change<T>(
  deps: CompetitorChangeDeps,
  brand: BrandRow,
  work: (db: Db) => Promise<{ value: T; reanalyse: boolean }>,
): Promise<T> {
  return withTransaction(deps.pool, async ({ db, executeSql }) => {
    const { value, reanalyse } = await work(db);
    if (reanalyse) {
      await repository.bumpCompetitorsVersion(db, brand.accountId, brand.id);
      await deps.queue.enqueueReanalysis(executeSql, brand.accountId, brand.id);
    }
    return value;
  });
}

export async function createCompetitor(deps: CompetitorChangeDeps, brand: BrandRow, body: CreateCompetitorBody): Promise<CompetitorRecord> {
  const name = body.name.trim();
  const aliases = cleanAliases(name, body.aliases ?? []);
  return change(deps, brand, async (db) => {
    await checkNames(db, brand, [name, ...aliases]);
    const row = await repository.insertCompetitor(db, {
      id: newId('cmpt'),
      accountId: brand.accountId,
      brandId: brand.id,
      key: competitorKey(name),
      name,
      aliases,
      status: 'TRACKED',
      domain: siteOf(body.domain),
    });
    return { value: toRecord(row), reanalyse: true };
  });
}

export async function updateCompetitor(
  deps: CompetitorChangeDeps,
  brand: BrandRow,
  competitorId: string,
  body: UpdateCompetitorBody,
): Promise<CompetitorRecord> {
  return change(deps, brand, async (db) => {
    const current = await repository.findCompetitor(db, brand.accountId, brand.id, competitorId);
    if (!current) throw errors.notFound('Competitor');
    const name = body.name?.trim() ?? current.name;
    // Renamed, it is still found as the answers wrote it: its former names stay as aliases unless the list is given.
    const formerNames = body.name !== undefined && body.aliases === undefined ? [current.name, ...Object.keys(current.nameForms)] : [];
    const aliases = cleanAliases(name, [...(body.aliases ?? current.aliases), ...formerNames]);
    if (body.name !== undefined || body.aliases !== undefined) await checkNames(db, brand, [name, ...aliases], current.id);
    // A discovered competitor's name follows the answers; one the user names is the user's to follow.
    const status = body.status ?? (body.name !== undefined && current.status === 'DISCOVERED' ? 'TRACKED' : current.status);
    const row = await repository.updateCompetitor(db, brand.accountId, current.id, {
      key: competitorKey(name),
      name,
      aliases,
      status,
      ...(body.domain !== undefined ? { domain: siteOf(body.domain) } : {}),
    });
    if (!row) throw errors.notFound('Competitor');
    return { value: toRecord(row), reanalyse: body.name !== undefined || body.aliases !== undefined || status !== current.status };
  });
}

/**
 * Folds one competitor into another: its names become the survivor's aliases and it is deleted, with its counts
 * (foreign keys cascade); re-analysis then counts its mentions for the survivor. Deleting counted rows takes the
 * brand's aggregates lock first, as counting answers does.
 */
export async function mergeCompetitor(
  deps: CompetitorChangeDeps,
  brand: BrandRow,
  competitorId: string,
  intoId: string,
): Promise<CompetitorRecord> {
  if (competitorId === intoId) throw errors.validation('into: a competitor cannot be merged into itself');
  return change(deps, brand, async (tx) => {
    await lockBrandAggregates(tx, brand.id, 'exclusive');
    const merged = await repository.findCompetitor(tx, brand.accountId, brand.id, competitorId);
    if (!merged) throw errors.notFound('Competitor');
    const into = await repository.findCompetitor(tx, brand.accountId, brand.id, intoId);
    if (!into) throw errors.notFound(`Competitor ${intoId} (into)`);
    const names = [...into.aliases, merged.name, ...merged.aliases, ...Object.keys(merged.nameForms)];
    await repository.deleteCompetitor(tx, brand.accountId, merged.id);
    const survivor = await repository.updateCompetitor(tx, brand.accountId, into.id, {
      aliases: cleanAliases(into.name, names),
      domain: into.domain ?? merged.domain,
    });
    return { value: toRecord(survivor!), reanalyse: true };
  });
}
