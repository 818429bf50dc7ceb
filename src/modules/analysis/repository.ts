import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { competitors, runCompetitors, runs, runSources } from '../../db/schema.js';
import { competitorKey, registrableDomain, type AnalyzerOptions, type AnswerAnalysis } from '../../analysis/index.js';
import { KNOWN_AFTER_ANSWERS, makersToLearn } from '../../analysis/learned-names.js';
import { isNoCommonWord, mayBeLearnedFromOneAnswer } from '../../analysis/tentative-names.js';
import { newId } from '../../lib/ids.js';
import { asParams, asPlaceholders, oneStatement, type Write } from '../../db/one-statement.js';
import { applyToAggregates, countedAnswers, nameFormWrite, runById } from '../metrics/aggregates.js';

export interface AnalysedBrand {
  id: string;
  accountId: string;
  name: string;
  aliases: string[];
  domain: string | null;
  /** Changes with the brand's competitor list; absent where no analyzer is cached. */
  competitorsVersion?: number;
}

/** One competitor of an answer, merged by key and tied to the brand's competitor row. */
interface NamedCompetitor {
  id: string;
  key: string;
  name: string;
  position: number;
  mentionCount: number;
  domain: string | null;
  /** Offsets of its counted mentions, in pairs (every name of the answer that merged into it). */
  spans: number[];
}

/** What an answer's analysis writes beside the run row: its competitors (with their rows' ids) and its sources. */
export interface AnalysisRows {
  analysis: AnswerAnalysis;
  competitors: NamedCompetitor[];
  brandDomain: string | null;
}

/** The run row's own analysis columns. */
export function analysisColumns(analysis: AnswerAnalysis) {
  return {
    brandMentioned: analysis.brandMentioned,
    brandMentionCount: analysis.mentionCount,
    brandPosition: analysis.brandPosition,
    brandDomainCited: analysis.brandDomainCited,
    brandSpans: analysis.brandSpans,
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
  const spansByKey = new Map<string, number[]>();
  for (const competitor of analysis.competitors) {
    const key = competitorKey(competitor.name);
    if (!key || brandKeys.has(key)) continue;
    if (!byKey.has(key)) byKey.set(key, competitor);
    spansByKey.set(key, [...(spansByKey.get(key) ?? []), ...competitor.spans]);
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
      .values(
        missing.map((key) => ({
          id: newId('cmpt'),
          accountId: brand.accountId,
          brandId: brand.id,
          key,
          name: byKey.get(key)!.name,
          nameForms: {},
        })),
      )
      .onConflictDoNothing({ target: [competitors.brandId, competitors.key] });
    await readIds();
  }
  return {
    analysis,
    brandDomain: brand.domain ? registrableDomain(brand.domain) : null,
    competitors: keys.map((key) => {
      const competitor = byKey.get(key)!;
      return {
        id: knownIds.get(key)!,
        key,
        name: competitor.name,
        position: competitor.position,
        mentionCount: competitor.mentionCount,
        domain: competitor.domain,
        spans: spansByKey.get(key)!,
      };
    }),
  };
}

/** What the analysis CTEs read from the statement's run update (named `answer_run`, RETURNING these columns). */
export const answerRunColumns = { id: runs.id, accountId: runs.accountId, brandId: runs.brandId, campaignId: runs.campaignId };

const ANALYSIS_VALUE_NAMES = [
  'competitorIds',
  'competitorNames',
  'competitorPositions',
  'competitorMentionCounts',
  'competitorDomains',
  'competitorSpans',
  'sourceUrls',
  'sourceNormalizedUrls',
  'sourceDomains',
  'brandDomain',
] as const;
type AnalysisValueName = (typeof ANALYSIS_VALUE_NAMES)[number];
/** The SQL each of an answer's analysis values goes in as: a parameter, or a placeholder of a statement rendered once. */
export type AnalysisInputs = Record<AnalysisValueName, SQL>;

export const analysisPlaceholders = (): AnalysisInputs => asPlaceholders(ANALYSIS_VALUE_NAMES);

/** An answer's analysis rows as the lists `analysisWrites` unnests, by placeholder name. */
export type AnalysisValues = Record<AnalysisValueName, unknown>;

export function analysisValues(rows: AnalysisRows): AnalysisValues {
  const { competitors: named, analysis, brandDomain } = rows;
  return {
    competitorIds: named.map((c) => c.id),
    competitorNames: named.map((c) => c.name),
    competitorPositions: named.map((c) => c.position),
    competitorMentionCounts: named.map((c) => c.mentionCount),
    competitorDomains: named.map((c) => c.domain),
    // Array literals, one per competitor: unnest flattens a two-dimensional array.
    competitorSpans: named.map((c) => `{${c.spans.join(',')}}`),
    sourceUrls: analysis.sources.map((source) => source.url),
    sourceNormalizedUrls: analysis.sources.map((source) => source.normalizedUrl),
    sourceDomains: analysis.sources.map((source) => source.domain),
    brandDomain,
  };
}

/**
 * The writes that store an answer's analysis, as CTEs of one statement: first `answerRunUpdate`, the caller's UPDATE
 * of the run (with the analysis columns) RETURNING `answerRunColumns`, then the answer's competitors and sources for
 * the run it returns, and the sites found for competitors that had none. Nothing is written when the update matches
 * no run. Only rows of this answer are written (a competitor's site once): counting it into rows other answers share
 * is left to the backlog count.
 */
export function analysisWrites(answerRunUpdate: SQL, input: AnalysisInputs): Write[] {
  const answerCompetitors = sql`INSERT INTO run_competitors (run_id, competitor_id, brand_id, name_as_written, position, mention_count, spans)
    SELECT r.id, v.competitor_id, r.brand_id, v.name, v.position, v.mention_count, v.spans::int[]
    FROM answer_run r CROSS JOIN unnest(${input.competitorIds}::text[], ${input.competitorNames}::text[],
      ${input.competitorPositions}::int[], ${input.competitorMentionCounts}::int[], ${input.competitorSpans}::text[])
      AS v(competitor_id, name, position, mention_count, spans)
    RETURNING 1`;
  const answerSources = sql`INSERT INTO run_sources (run_id, brand_id, position, url, normalized_url, domain, is_brand_domain)
    SELECT r.id, r.brand_id, v.position, v.url, v.normalized_url, v.domain, coalesce(v.domain = ${input.brandDomain}::text, false)
    FROM answer_run r CROSS JOIN unnest(${input.sourceUrls}::text[], ${input.sourceNormalizedUrls}::text[],
      ${input.sourceDomains}::text[]) WITH ORDINALITY AS v(url, normalized_url, domain, position)
    ON CONFLICT DO NOTHING
    RETURNING 1`;
  // Rows locked in id order; a competitor with a site already is neither locked nor waited for.
  const competitorDomains = sql`UPDATE competitors c SET domain = v.domain
    FROM unnest(${input.competitorIds}::text[], ${input.competitorDomains}::text[]) AS v(id, domain)
    WHERE c.id = v.id AND v.domain IS NOT NULL AND c.domain IS NULL
      AND c.account_id = (SELECT account_id FROM answer_run)
      AND c.id IN (SELECT id FROM competitors WHERE id = ANY(${input.competitorIds}::text[]) AND domain IS NULL ORDER BY id FOR NO KEY UPDATE)
    RETURNING 1`;
  return [
    { name: 'answer_run', query: answerRunUpdate },
    { name: 'answer_competitors', query: answerCompetitors },
    { name: 'answer_sources', query: answerSources },
    { name: 'competitor_domains', query: competitorDomains },
  ];
}

/**
 * Replaces the stored analysis of an answer (re-analysis): its old figures leave the aggregates, the new ones enter.
 * An answer still in the backlog is in no aggregate yet: the backlog count takes its new analysis. The caller holds
 * the brand's aggregates alone.
 */
export async function replaceRunAnalysis(db: Db, brand: AnalysedBrand, runId: string, analysis: AnswerAnalysis): Promise<void> {
  const run = runById(brand.accountId, runId);
  await applyToAggregates(db, run, -1);
  await db.delete(runCompetitors).where(eq(runCompetitors.runId, runId));
  await db.delete(runSources).where(eq(runSources.runId, runId));
  const rows = await prepareAnalysisRows(db, brand, analysis);
  const update = db
    .update(runs)
    .set(analysisColumns(analysis))
    .where(and(eq(runs.accountId, brand.accountId), eq(runs.id, runId), eq(runs.status, 'completed')))
    .returning(answerRunColumns);
  await db.execute(oneStatement(analysisWrites(update.getSQL(), asParams(analysisValues(rows))), sql`SELECT count(*) FROM answer_run`));
  await applyToAggregates(db, run, 1);
}

/**
 * Counts the brand's competitors' name forms again from its counted answers (re-analysis may have changed how they
 * were read); answers still in the backlog add theirs when they are counted. The caller holds the brand's aggregates
 * alone.
 */
export async function recountNameForms(db: Db, accountId: string, brandId: string): Promise<void> {
  await db.execute(sql`UPDATE competitors SET name_forms = '{}'::jsonb WHERE account_id = ${accountId} AND brand_id = ${brandId}
    AND id IN (SELECT id FROM competitors WHERE account_id = ${accountId} AND brand_id = ${brandId} ORDER BY id FOR NO KEY UPDATE)`);
  await db.execute(nameFormWrite(countedAnswers(sql`r.account_id = ${accountId} AND r.brand_id = ${brandId}`)));
}

/**
 * What the brand's analyzer knows of its competitors: the user's tracked ones (and any with aliases, after a merge)
 * found by every name, the names the user ignores, and the discovered names learned from at least
 * KNOWN_AFTER_ANSWERS answers, or tentatively from one, whose names are also evidence of a name, the rules
 * `brandlens analyze` applies to a file (learned-names.ts).
 */
export async function competitorOptions(db: Db, accountId: string, brandId: string): Promise<AnalyzerOptions> {
  const rows = await db
    .select({ name: competitors.name, aliases: competitors.aliases, status: competitors.status, nameForms: competitors.nameForms })
    .from(competitors)
    .where(and(eq(competitors.accountId, accountId), eq(competitors.brandId, brandId)))
    .orderBy(competitors.id);
  const answers = (forms: Record<string, number>): number => Object.values(forms).reduce((sum, count) => sum + count, 0);
  const options: Required<AnalyzerOptions> = {
    knownCompetitors: [],
    tentativeCompetitors: [],
    namesPutForwardOnce: [],
    trackedCompetitors: [],
    ignoredNames: [],
  };
  const discoveredForms: string[] = [];
  for (const row of rows) {
    const forms = Object.keys(row.nameForms);
    if (row.status === 'IGNORED') options.ignoredNames.push(row.name, ...row.aliases, ...forms);
    else if (row.status === 'TRACKED' || row.aliases.length > 0) options.trackedCompetitors.push({ name: row.name, aliases: row.aliases });
    else {
      discoveredForms.push(...forms);
      if (answers(row.nameForms) >= KNOWN_AFTER_ANSWERS) options.knownCompetitors.push(...forms);
      else if (answers(row.nameForms) === 1) {
        options.tentativeCompetitors.push(...forms.filter(mayBeLearnedFromOneAnswer));
        options.namesPutForwardOnce.push(...forms.filter(isNoCommonWord));
      }
    }
  }
  // Makers of the products put forward ("위닉스" of "위닉스 타워 XQ"), unless a competitor is written so.
  const written = new Set(rows.flatMap((row) => [row.name, ...row.aliases, ...Object.keys(row.nameForms)]));
  options.tentativeCompetitors.push(...makersToLearn(discoveredForms).filter((maker) => !written.has(maker)));
  return options;
}
