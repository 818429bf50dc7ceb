import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prompts, topics } from '../../db/schema.js';
import type { ModelId } from '../../llm/models.js';
import type { PromptStatus } from './schemas.js';

export interface PromptPageQuery {
  limit: number;
  offset: number;
  status?: PromptStatus;
  /** Status is taken on this model's runs when given. */
  model?: ModelId;
}

/**
 * No campaign has run a prompt yet, so every prompt is PENDING: a filter on any other status
 * matches nothing.
 */
function statusCondition(status: PromptStatus | undefined): SQL | undefined | false {
  if (status === undefined || status === 'PENDING') return undefined;
  return false;
}

export async function listPromptPage(db: Db, accountId: string, brandId: string, query: PromptPageQuery) {
  const statusFilter = statusCondition(query.status);
  if (statusFilter === false) return { rows: [], total: 0 };
  const where = and(eq(prompts.accountId, accountId), eq(prompts.brandId, brandId), statusFilter);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: prompts.id,
        text: prompts.text,
        language: prompts.language,
        country: prompts.country,
        createdAt: prompts.createdAt,
        topicId: topics.id,
        topicSeed: topics.seed,
      })
      .from(prompts)
      .innerJoin(topics, eq(topics.id, prompts.topicId))
      .where(where)
      .orderBy(asc(prompts.createdAt), asc(prompts.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(prompts).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, status: 'PENDING' as const })), total: totals?.total ?? 0 };
}
