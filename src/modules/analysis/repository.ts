import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { competitors, runCompetitors, runs, runSources } from '../../db/schema.js';
import { competitorKey, registrableDomain, type AnswerAnalysis } from '../../analysis/index.js';
import { newId } from '../../lib/ids.js';
import { applyToAggregates, runById } from '../metrics/aggregates.js';

export interface AnalysedBrand {
  id: string;
  accountId: string;
  name: string;
  aliases: string[];
  domain: string | null;
}

/** The most frequent way answers write a competitor; a tie goes to the shorter form, first in jsonb's key order. */
function displayName(forms: Record<string, number>, current: string): string {
  const entries = Object.entries(forms);
  if (entries.length === 0) return current;
  return entries.reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/** A cited domain whose first label spells the competitor's key is taken as its site (`HubSpot` → hubspot.com). */
function domainFor(key: string, analysis: AnswerAnalysis): string | null {
  const source = analysis.sources.find((candidate) => candidate.domain && candidate.domain.split('.')[0]!.replace(/[^a-z0-9]/g, '') === key);
  return source?.domain ?? null;
}

async function upsertCompetitor(db: Db, brand: AnalysedBrand, name: string, key: string, domain: string | null): Promise<string> {
  const [row] = await db
    .insert(competitors)
    .values({ id: newId('cmpt'), accountId: brand.accountId, brandId: brand.id, key, name, nameForms: { [name]: 1 }, domain })
    .onConflictDoUpdate({
      target: [competitors.brandId, competitors.key],
      set: {
        nameForms: sql`jsonb_set(${competitors.nameForms}, array[${name}], to_jsonb(coalesce((${competitors.nameForms} ->> ${name})::int, 0) + 1))`,
        domain: sql`coalesce(${competitors.domain}, excluded.domain)`,
      },
    })
    .returning({ id: competitors.id, name: competitors.name, nameForms: competitors.nameForms });
  const preferred = displayName(row!.nameForms, row!.name);
  if (preferred !== row!.name) await db.update(competitors).set({ name: preferred }).where(eq(competitors.id, row!.id));
  return row!.id;
}

/**
 * Stores one answer's analysis (replacing an earlier one, for re-analysis). Competitors merge by key
 * across answers; the tracked brand and its aliases never become one.
 */
export async function storeRunAnalysis(db: Db, brand: AnalysedBrand, runId: string, analysis: AnswerAnalysis): Promise<void> {
  // An earlier analysis of this answer leaves the aggregates before the new one enters them.
  await applyToAggregates(db, runById(brand.accountId, runId), -1);
  await db
    .update(runs)
    .set({
      brandMentioned: analysis.brandMentioned,
      brandMentionCount: analysis.mentionCount,
      brandPosition: analysis.brandPosition,
      brandDomainCited: analysis.brandDomainCited,
      analyzedAt: new Date(),
    })
    .where(and(eq(runs.accountId, brand.accountId), eq(runs.id, runId)));
  await db.delete(runCompetitors).where(eq(runCompetitors.runId, runId));
  await db.delete(runSources).where(eq(runSources.runId, runId));

  const brandKeys = new Set([brand.name, ...brand.aliases].map(competitorKey));
  const byKey = new Map<string, AnswerAnalysis['competitors'][number]>();
  for (const competitor of analysis.competitors) {
    const key = competitorKey(competitor.name);
    if (key && !brandKeys.has(key) && !byKey.has(key)) byKey.set(key, competitor);
  }
  // Competitor rows are locked in key order, so concurrent answers naming the same rivals cannot deadlock.
  for (const [key, competitor] of [...byKey].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const competitorId = await upsertCompetitor(db, brand, competitor.name, key, domainFor(key, analysis));
    await db.insert(runCompetitors).values({
      runId,
      competitorId,
      brandId: brand.id,
      nameAsWritten: competitor.name,
      position: competitor.position,
      mentionCount: competitor.mentionCount,
    });
  }
  if (analysis.sources.length > 0) {
    const brandDomain = brand.domain ? registrableDomain(brand.domain) : null;
    await db.insert(runSources).values(
      analysis.sources.map((source, index) => ({
        runId,
        brandId: brand.id,
        position: index + 1,
        url: source.url,
        normalizedUrl: source.normalizedUrl,
        domain: source.domain,
        isBrandDomain: brandDomain !== null && source.domain === brandDomain,
      })),
    ).onConflictDoNothing();
  }
  await applyToAggregates(db, runById(brand.accountId, runId), 1);
}

export async function knownCompetitorNames(db: Db, accountId: string, brandId: string): Promise<string[]> {
  const rows = await db
    .select({ nameForms: competitors.nameForms })
    .from(competitors)
    .where(and(eq(competitors.accountId, accountId), eq(competitors.brandId, brandId)));
  return rows.flatMap((row) => Object.keys(row.nameForms));
}
