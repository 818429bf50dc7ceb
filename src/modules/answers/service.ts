import type { Db } from '../../db/client.js';
import { errors } from '../../errors.js';
import { iso } from '../../lib/schemas.js';
import { registrableDomain } from '../../analysis/index.js';
import { formatMarket, normalizeMarket, parseMarket } from '../brands/markets.js';
import { dayWindow } from '../metrics/window.js';
import { answerById, answerPage, type AnswerFilter, type AnswerRow } from './repository.js';
import { DEFAULT_ANSWER_PAGE, MAX_ANSWER_PAGE, type AnswerItem, type ListAnswersQuery } from './schemas.js';

type Mention = NonNullable<AnswerItem['analysis']>['mentions'][number];

/** Offsets stored in pairs, as mentions of one kind. */
function mentionsOf(spans: readonly number[] | null, kind: Mention['kind'], competitorId: string | null): Mention[] {
  const mentions: Mention[] = [];
  for (let k = 0; spans && k + 1 < spans.length; k += 2) mentions.push({ kind, competitorId, start: spans[k]!, end: spans[k + 1]! });
  return mentions;
}

export function toAnswer(row: AnswerRow): AnswerItem {
  const completed = row.status === 'completed';
  return {
    id: row.id,
    campaignId: row.campaign_id,
    prompt: { id: row.prompt_id, text: row.prompt_text },
    topic: { id: row.topic_id, seed: row.topic_seed },
    model: row.model,
    market: formatMarket({ country: row.country, language: row.language }),
    simulated: row.simulated,
    status: completed ? 'COMPLETED' : 'FAILED',
    errorClass: completed ? null : row.error_class,
    createdAt: iso(new Date(row.created_at)),
    completedAt: iso(new Date(row.finished_at)),
    text: completed ? row.answer : null,
    citations: completed ? (row.citations ?? []).map((citation) => ({ url: citation.url, title: citation.title ?? null })) : [],
    analysis: completed
      ? {
          brandMentioned: row.brand_mentioned ?? false,
          brandPosition: row.brand_position,
          competitors: row.competitors.map(({ id, name, position }) => ({ id, name, position })),
          sources: row.sources,
          mentions: [
            ...mentionsOf(row.brand_spans, 'BRAND', null),
            ...row.competitors.flatMap((competitor) => mentionsOf(competitor.spans, 'COMPETITOR', competitor.id)),
          ].sort((a, b) => a.start - b.start),
        }
      : null,
  };
}

function answerFilter(query: ListAnswersQuery): AnswerFilter {
  return {
    campaignId: query.campaignId,
    topicId: query.topicId,
    promptId: query.promptId,
    model: query.model,
    market: query.market === undefined ? undefined : parseMarket(normalizeMarket(query.market)),
    mentioned: query.mentioned === undefined ? undefined : query.mentioned === 'true',
    competitorId: query.competitorId,
    domain:
      query.domain === undefined ? undefined : (registrableDomain(query.domain.trim().toLowerCase()) ?? query.domain.trim().toLowerCase()),
    window: query.days === undefined ? undefined : dayWindow(query.days),
    words: query.q?.trim() || undefined,
  };
}

export async function listAnswers(db: Db, accountId: string, brandId: string, query: ListAnswersQuery) {
  const limit = Math.min(query.limit ?? DEFAULT_ANSWER_PAGE, MAX_ANSWER_PAGE);
  const offset = query.offset ?? 0;
  const { rows, total } = await answerPage(db, accountId, brandId, answerFilter(query), { limit, offset });
  return { data: rows.map(toAnswer), total, limit, offset };
}

export async function getAnswer(db: Db, accountId: string, brandId: string, answerId: string): Promise<AnswerItem> {
  const row = await answerById(db, accountId, brandId, answerId);
  if (!row) throw errors.notFound('Answer');
  return toAnswer(row);
}
