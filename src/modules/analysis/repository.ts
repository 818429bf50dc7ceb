import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { pgDialect, type Db } from '../../db/client.js';
import { competitors, runCompetitors, runs, runSources } from '../../db/schema.js';
import { competitorKey, registrableDomain, type AnswerAnalysis } from '../../analysis/index.js';
import { newId } from '../../lib/ids.js';
import { afterWrites, oneStatement, type Write } from '../../db/one-statement.js';
import { aggregateWrites, applyToAggregates, runById } from '../metrics/aggregates.js';

export interface AnalysedBrand {
  id: string;
  accountId: string;
  name: string;
  aliases: string[];
  domain: string | null;
}

/** One competitor of an answer, merged by key and tied to the brand's competitor row. */
interface NamedCompetitor {
  id: string;
  key: string;
  name: string;
  position: number;
  mentionCount: number;
  domain: string | null;
}

/** What an answer's analysis writes beside the run row: its competitors (with their rows' ids) and its sources. */
export interface AnalysisRows {
  analysis: AnswerAnalysis;
  competitors: NamedCompetitor[];
  brandDomain: string | null;
}

/** A cited domain whose first label spells the competitor's key is taken as its site (`HubSpot` → hubspot.com). */
function domainFor(key: string, analysis: AnswerAnalysis): string | null {
  const source = analysis.sources.find((candidate) => candidate.domain && candidate.domain.split('.')[0]!.replace(/[^a-z0-9]/g, '') === key);
  return source?.domain ?? null;
}

/** The run row's own analysis columns. */
export function analysisColumns(analysis: AnswerAnalysis) {
  return {
    brandMentioned: analysis.brandMentioned,
    brandMentionCount: analysis.mentionCount,
    brandPosition: analysis.brandPosition,
    brandDomainCited: analysis.brandDomainCited,
    analyzedAt: new Date(),
  };
}

/**
 * Merges an answer's competitors by key (the tracked brand and its aliases never become one) and finds or creates
 * their rows. Creation inserts only what is missing and locks no existing row, so it can run outside the transaction
 * that stores the answer: a competitor row nobody's answer counts yet is read nowhere.
 */
export async function prepareAnalysisRows(
  db: Db,
  brand: AnalysedBrand,
  analysis: AnswerAnalysis,
  /** The brand's competitor ids by key, known from earlier answers: a competitor's id never changes. Filled in here. */
  knownIds = new Map<string, string>(),
): Promise<AnalysisRows> {
  const brandKeys = new Set([brand.name, ...brand.aliases].map(competitorKey));
  const byKey = new Map<string, AnswerAnalysis['competitors'][number]>();
  for (const competitor of analysis.competitors) {
    const key = competitorKey(competitor.name);
    if (key && !brandKeys.has(key) && !byKey.has(key)) byKey.set(key, competitor);
  }
  const keys = [...byKey.keys()].sort();
  const readIds = async () => {
    const unknown = keys.filter((key) => !knownIds.has(key));
    if (unknown.length === 0) return;
    const rows = await db
      .select({ id: competitors.id, key: competitors.key })
      .from(competitors)
      .where(and(eq(competitors.accountId, brand.accountId), eq(competitors.brandId, brand.id), inArray(competitors.key, unknown)));
    for (const row of rows) knownIds.set(row.key, row.id);
  };
  await readIds();
  const missing = keys.filter((key) => !knownIds.has(key));
  if (missing.length > 0) {
    await db
      .insert(competitors)
      .values(missing.map((key) => ({ id: newId('cmpt'), accountId: brand.accountId, brandId: brand.id, key, name: byKey.get(key)!.name, nameForms: {} })))
      .onConflictDoNothing({ target: [competitors.brandId, competitors.key] });
    await readIds();
  }
  return {
    analysis,
    brandDomain: brand.domain ? registrableDomain(brand.domain) : null,
    competitors: keys.map((key) => {
      const competitor = byKey.get(key)!;
      return { id: knownIds.get(key)!, key, name: competitor.name, position: competitor.position, mentionCount: competitor.mentionCount, domain: domainFor(key, analysis) };
    }),
  };
}

/** What the analysis CTEs read from the statement's run update: the aggregates' columns of the answer's run. */
export const answerRunColumns = {
  id: runs.id,
  accountId: runs.accountId,
  brandId: runs.brandId,
  campaignId: runs.campaignId,
  model: runs.model,
  finishedAt: runs.finishedAt,
  brandMentioned: runs.brandMentioned,
  brandPosition: runs.brandPosition,
  brandDomainCited: runs.brandDomainCited,
};

const ANSWER_RUN = 'answer_run';

/** Counting one new answer into the aggregates takes no parameter: its SQL is rendered once, not at every answer. */
const NEW_ANSWER_AGGREGATE_WRITES: Write[] = aggregateWrites(
  { runs: sql.raw(ANSWER_RUN), competitors: sql.raw('answer_competitors'), sources: sql.raw('answer_sources') },
  1,
).map((write) => ({ name: write.name, query: sql.raw(pgDialect.sqlToQuery(write.query).sql) }));

/** The writes to rows other answers share, in the order they lock them: the name counts, then the aggregates. */
const SHARED_ROW_WRITES = ['name_forms', ...NEW_ANSWER_AGGREGATE_WRITES.map((write) => write.name)];

/**
 * A condition that holds once every shared-row write of `analysisWrites` has run, in SHARED_ROW_WRITES order: a main
 * query that updates a row every answer shares (the campaign's) puts it in its WHERE so it locks that row last.
 */
export function afterSharedRowWrites(): SQL {
  return afterWrites(SHARED_ROW_WRITES);
}

/**
 * The writes that store an answer's analysis, as CTEs of one statement. The first, `answerRunUpdate`, is the caller's
 * UPDATE of the run (with the analysis columns) RETURNING `answerRunColumns`; the answer's competitors and sources are
 * inserted for the run it returns, and they, the competitors' name counts and every aggregate are counted from what
 * those CTEs return. Nothing is written when the update matches no run. Lists are array parameters, so the statement's
 * text is the same for every answer and can be prepared once.
 */
export function analysisWrites(accountId: string, answerRunUpdate: SQL, rows: AnalysisRows): Write[] {
  const run = sql`${sql.identifier(ANSWER_RUN)}`;
  const competitorsOf = <T>(pick: (competitor: NamedCompetitor) => T) => rows.competitors.map(pick);
  const sources = rows.analysis.sources;
  const answerCompetitors = sql`INSERT INTO run_competitors (run_id, competitor_id, brand_id, name_as_written, position, mention_count)
    SELECT r.id, v.competitor_id, r.brand_id, v.name, v.position, v.mention_count
    FROM ${run} r CROSS JOIN unnest(${sql.param(competitorsOf((c) => c.id))}::text[], ${sql.param(competitorsOf((c) => c.name))}::text[],
      ${sql.param(competitorsOf((c) => c.position))}::int[], ${sql.param(competitorsOf((c) => c.mentionCount))}::int[]) AS v(competitor_id, name, position, mention_count)
    RETURNING run_id, competitor_id, position`;
  const answerSources = sql`INSERT INTO run_sources (run_id, brand_id, position, url, normalized_url, domain, is_brand_domain)
    SELECT r.id, r.brand_id, v.position, v.url, v.normalized_url, v.domain, coalesce(v.domain = ${rows.brandDomain}::text, false)
    FROM ${run} r CROSS JOIN unnest(${sql.param(sources.map((source) => source.url))}::text[], ${sql.param(sources.map((source) => source.normalizedUrl))}::text[],
      ${sql.param(sources.map((source) => source.domain))}::text[]) WITH ORDINALITY AS v(url, normalized_url, domain, position)
    ON CONFLICT DO NOTHING
    RETURNING run_id, url, normalized_url, domain`;
  return [
    { name: ANSWER_RUN, query: answerRunUpdate },
    { name: 'answer_competitors', query: answerCompetitors },
    { name: 'answer_sources', query: answerSources },
    { name: 'name_forms', query: nameFormWrite(accountId, rows) },
    ...NEW_ANSWER_AGGREGATE_WRITES,
  ];
}

/**
 * Counts how each competitor was written, and keeps its display name the most frequent form (a tie goes to the form
 * first in jsonb's key order: the shorter, then the lower). Rows are locked in id order.
 */
function nameFormWrite(accountId: string, rows: AnalysisRows): SQL {
  const ids = rows.competitors.map((c) => c.id);
  const counted = sql.raw(`jsonb_set(c.name_forms, array[v.name], to_jsonb(coalesce((c.name_forms ->> v.name)::int, 0) + 1))`);
  return sql`UPDATE competitors c SET name_forms = ${counted},
      name = (SELECT f.key FROM jsonb_each_text(${counted}) f ORDER BY f.value::int DESC, octet_length(f.key), f.key COLLATE "C" LIMIT 1),
      domain = coalesce(c.domain, v.domain)
    FROM unnest(${sql.param(ids)}::text[], ${sql.param(rows.competitors.map((c) => c.name))}::text[], ${sql.param(rows.competitors.map((c) => c.domain))}::text[]) AS v(id, name, domain)
    WHERE c.id = v.id AND c.account_id = ${accountId} AND EXISTS (SELECT 1 FROM ${sql.identifier(ANSWER_RUN)})
      AND c.id IN (SELECT id FROM competitors WHERE id = ANY(${sql.param(ids)}::text[]) ORDER BY id FOR NO KEY UPDATE)
    RETURNING 1`;
}

/**
 * Replaces the stored analysis of an answer (re-analysis): its old figures leave the aggregates, the new ones enter.
 * The caller holds the brand's aggregates alone.
 */
export async function replaceRunAnalysis(db: Db, brand: AnalysedBrand, runId: string, analysis: AnswerAnalysis): Promise<void> {
  await applyToAggregates(db, runById(brand.accountId, runId), -1);
  await db.delete(runCompetitors).where(eq(runCompetitors.runId, runId));
  await db.delete(runSources).where(eq(runSources.runId, runId));
  const rows = await prepareAnalysisRows(db, brand, analysis);
  const update = db
    .update(runs)
    .set(analysisColumns(analysis))
    .where(and(eq(runs.accountId, brand.accountId), eq(runs.id, runId), eq(runs.status, 'completed')))
    .returning(answerRunColumns);
  await db.execute(oneStatement(analysisWrites(brand.accountId, update.getSQL(), rows), sql`SELECT ${afterSharedRowWrites()}`));
}

export async function knownCompetitorNames(db: Db, accountId: string, brandId: string): Promise<string[]> {
  const rows = await db
    .select({ nameForms: competitors.nameForms })
    .from(competitors)
    .where(and(eq(competitors.accountId, accountId), eq(competitors.brandId, brandId)));
  return rows.flatMap((row) => Object.keys(row.nameForms));
}
