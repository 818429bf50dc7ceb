import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { opportunities } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { brandCounts, EVERY_BRAND_ANSWER } from '../metrics/repository.js';
import { percent } from '../metrics/statistics.js';
import { dayWindow } from '../metrics/window.js';

/** Answers older than this no longer describe what assistants say today. */
export const EVIDENCE_DAYS = 30;
const RECENCY_HALF_LIFE_DAYS = 14;
const COMPETITOR_VARIETY_CAP = 5;
const MAX_NAMED = 5;

interface PromptEvidence extends Record<string, unknown> {
  promptId: string;
  text: string;
  answers: number;
  brandMentions: number;
  withCompetitors: number;
  models: string[];
  competitorModels: string[];
  lastAnswerAt: Date;
  openId: string | null;
}

/**
 * Priority 0–100: how much of the prompt's answers name competitors (40 %), how many different ones
 * (20 %, full at 5), on how many of the models that answered (20 %), and how recent the answers are
 * (20 %, halving every 14 days), scaled by how absent the brand is (1 when never named).
 */
export function priorityScore(evidence: {
  answers: number;
  brandMentions: number;
  withCompetitors: number;
  competitors: number;
  models: number;
  competitorModels: number;
  ageDays: number;
}): number {
  const presence = evidence.withCompetitors / evidence.answers;
  const variety = Math.min(1, evidence.competitors / COMPETITOR_VARIETY_CAP);
  const coverage = evidence.models === 0 ? 0 : evidence.competitorModels / evidence.models;
  const recency = Math.pow(0.5, evidence.ageDays / RECENCY_HALF_LIFE_DAYS);
  const absence = 1 - evidence.brandMentions / evidence.answers;
  return Math.round(1000 * (0.4 * presence + 0.2 * variety + 0.2 * coverage + 0.2 * recency) * absence) / 10;
}

/**
 * Evidence per prompt over the last 30 days. A prompt whose last opportunity was closed (DONE or
 * DISMISSED) only counts answers that came after it was closed, so the same evidence never reopens it.
 */
function evidenceRuns(accountId: string, brandId: string, since: Date) {
  return sql`
    WITH open AS (
      SELECT prompt_id, id FROM opportunities WHERE account_id = ${accountId} AND brand_id = ${brandId} AND status IN ('TODO', 'IN_PROGRESS')
    ), closed AS (
      SELECT prompt_id, max(updated_at) AS closed_at FROM opportunities
      WHERE account_id = ${accountId} AND brand_id = ${brandId} AND status IN ('DONE', 'DISMISSED') GROUP BY prompt_id
    ), evidence AS (
      SELECT r.*, open.id AS open_id FROM runs r
      LEFT JOIN open ON open.prompt_id = r.prompt_id
      LEFT JOIN closed ON closed.prompt_id = r.prompt_id
      WHERE r.account_id = ${accountId} AND r.brand_id = ${brandId} AND r.status = 'completed' AND r.analyzed_at IS NOT NULL
        AND r.finished_at >= ${since}
        AND (open.id IS NOT NULL OR closed.closed_at IS NULL OR r.finished_at > closed.closed_at)
    )`;
}

async function promptEvidence(db: Db, accountId: string, brandId: string, since: Date): Promise<PromptEvidence[]> {
  const hasCompetitors = sql`EXISTS (SELECT 1 FROM run_competitors rc WHERE rc.run_id = r.id)`;
  const { rows } = await db.execute<PromptEvidence>(sql`
    ${evidenceRuns(accountId, brandId, since)}
    SELECT p.id AS "promptId", p.text, r.open_id AS "openId", count(*)::int AS answers,
      count(*) FILTER (WHERE r.brand_mentioned)::int AS "brandMentions",
      count(*) FILTER (WHERE ${hasCompetitors})::int AS "withCompetitors",
      array_agg(DISTINCT r.model) AS models,
      coalesce(array_agg(DISTINCT r.model) FILTER (WHERE ${hasCompetitors}), '{}') AS "competitorModels",
      max(r.finished_at) AS "lastAnswerAt"
    FROM evidence r JOIN prompts p ON p.id = r.prompt_id
    GROUP BY p.id, p.text, r.open_id`);
  return rows;
}

/** The rivals named in the same answers the prompt's evidence counts. */
async function competitorsByPrompt(db: Db, accountId: string, brandId: string, since: Date) {
  const { rows } = await db.execute<{ promptId: string; name: string; answers: number }>(sql`
    ${evidenceRuns(accountId, brandId, since)}
    SELECT r.prompt_id AS "promptId", c.name, count(*)::int AS answers
    FROM evidence r JOIN run_competitors rc ON rc.run_id = r.id JOIN competitors c ON c.id = rc.competitor_id
    GROUP BY 1, 2 ORDER BY 1, 3 DESC, 2`);
  const byPrompt = new Map<string, { name: string; answers: number }[]>();
  for (const row of rows) byPrompt.set(row.promptId, [...(byPrompt.get(row.promptId) ?? []), row]);
  return byPrompt;
}

/**
 * Where the brand trails on a prompt: the competitors named in more of its answers than the brand (only they were
 * recommended instead of it), and whether that makes an opportunity: some are, and the brand is absent or named at
 * less than half its average mention rate.
 */
export function brandTrails(
  prompt: { answers: number; brandMentions: number },
  rivals: readonly { name: string; answers: number }[],
  averageRate: number,
): { ahead: { name: string; answers: number }[]; trails: boolean } {
  const ahead = rivals.filter((rival) => rival.answers > prompt.brandMentions);
  const rate = percent(prompt.brandMentions, prompt.answers);
  return { ahead, trails: ahead.length > 0 && (prompt.brandMentions === 0 || rate < averageRate / 2) };
}

function describe(brandName: string, evidence: PromptEvidence, ahead: { name: string; answers: number }[]) {
  const brandPart =
    evidence.brandMentions === 0
      ? `${brandName} was not mentioned once`
      : `${brandName} was mentioned in only ${evidence.brandMentions} of ${evidence.answers} answers`;
  const where = `Asked “${evidence.text}”, ${evidence.models.sort().join(', ')} gave ${evidence.answers} answers in the last ${EVIDENCE_DAYS} days`;
  if (ahead.length === 0) {
    return {
      title: `No competitor ahead of ${brandName} for “${evidence.text}” any more`,
      description: `${where}: ${brandName} was mentioned in ${evidence.brandMentions}, as often as any competitor or more.`,
    };
  }
  const named = ahead.slice(0, MAX_NAMED);
  const more = ahead.length - named.length;
  const list = named.map((rival) => `${rival.name} (${rival.answers} of ${evidence.answers})`).join(', ');
  return {
    title: `${named
      .map((rival) => rival.name)
      .slice(0, 3)
      .join(', ')} recommended instead of ${brandName} for “${evidence.text}”`,
    description:
      `${where}: ${brandPart}, while they recommended ${list}${more > 0 ? ` and ${more} more` : ''}. ` +
      `Competitors appeared on ${evidence.competitorModels.length} of ${evidence.models.length} models.`,
  };
}

/**
 * One open opportunity per prompt where the brand trails: a competitor is named in more of the prompt's answers than
 * the brand, and the brand is absent or named at less than half its average rate. Created, or updated with the new
 * evidence (also once the brand no longer trails: its score is then 0 and it says so). Returns how many were touched.
 */
export async function refreshOpportunities(
  db: Db,
  brand: { id: string; accountId: string; name: string },
  now = new Date(),
): Promise<number> {
  const window = dayWindow(EVIDENCE_DAYS, now);
  // The window starts at UTC midnight, as the daily aggregates the average comes from do.
  const since = new Date(`${window.from}T00:00:00.000Z`);
  const [evidence, rivals, average] = await Promise.all([
    promptEvidence(db, brand.accountId, brand.id, since),
    competitorsByPrompt(db, brand.accountId, brand.id, since),
    brandCounts(db, brand.accountId, brand.id, EVERY_BRAND_ANSWER, window),
  ]);
  const averageRate = percent(average.mentions, average.answers);
  let touched = 0;
  for (const prompt of evidence) {
    const promptRivals = rivals.get(prompt.promptId) ?? [];
    const { ahead, trails } = brandTrails(prompt, promptRivals, averageRate);
    // An open opportunity follows its prompt's evidence either way; once the brand no longer trails, its score is 0.
    if (!trails && !prompt.openId) continue;
    const text = describe(brand.name, prompt, ahead);
    const score = !trails
      ? 0
      : priorityScore({
          answers: prompt.answers,
          brandMentions: prompt.brandMentions,
          withCompetitors: prompt.withCompetitors,
          competitors: promptRivals.length,
          models: prompt.models.length,
          competitorModels: prompt.competitorModels.length,
          ageDays: (now.getTime() - new Date(prompt.lastAnswerAt).getTime()) / 86_400_000,
        });
    const values = {
      ...text,
      priorityScore: score,
      competitorsMentioned: ahead.map((rival) => rival.name),
      evidenceRuns: prompt.answers,
    };
    if (prompt.openId) {
      await db
        .update(opportunities)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(opportunities.id, prompt.openId), eq(opportunities.accountId, brand.accountId)));
    } else {
      await db
        .insert(opportunities)
        .values({ id: newId('opp'), accountId: brand.accountId, brandId: brand.id, promptId: prompt.promptId, status: 'TODO', ...values })
        .onConflictDoNothing();
    }
    touched += 1;
  }
  return touched;
}
