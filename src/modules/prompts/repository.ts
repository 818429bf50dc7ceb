import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ModelId } from '../../llm/models.js';
import type { PromptStatus } from './schemas.js';

export interface PromptPageQuery {
  limit: number;
  offset: number;
  status?: PromptStatus;
  /** Status is taken on this model's runs when given. */
  model?: ModelId;
}

interface PromptPageRow extends Record<string, unknown> {
  id: string;
  text: string;
  language: string;
  country: string;
  created_at: Date;
  topic_id: string;
  topic_seed: string;
  status: PromptStatus;
}

/**
 * A prompt's status is that of its runs in the latest campaign that ran it (on the model, when
 * filtered): RUNNING while any is queued or running, COMPLETED when any completed, else FAILED;
 * PENDING when nothing ever ran it. Cancelled runs do not count.
 */
function statusedPrompts(accountId: string, brandId: string, model: ModelId | undefined): SQL {
  const onModel = (alias: string) => (model ? sql`AND ${sql.raw(alias)}.model = ${model}` : sql``);
  return sql`
    SELECT p.id, p.text, p.language, p.country, p.created_at, t.id AS topic_id, t.seed AS topic_seed,
      coalesce(latest.status, 'PENDING') AS status
    FROM prompts p
    JOIN topics t ON t.id = p.topic_id
    LEFT JOIN LATERAL (
      SELECT CASE
          WHEN bool_or(r.status IN ('queued', 'running')) THEN 'RUNNING'
          WHEN bool_or(r.status = 'completed') THEN 'COMPLETED'
          ELSE 'FAILED' END AS status
      FROM runs r
      WHERE r.prompt_id = p.id AND r.status <> 'cancelled' ${onModel('r')}
        AND r.campaign_id = (
          SELECT last.campaign_id FROM runs last
          WHERE last.prompt_id = p.id AND last.status <> 'cancelled' ${onModel('last')}
          ORDER BY last.created_at DESC LIMIT 1)
      HAVING count(*) > 0
    ) latest ON true
    WHERE p.account_id = ${accountId} AND p.brand_id = ${brandId}`;
}

export async function listPromptPage(db: Db, accountId: string, brandId: string, query: PromptPageQuery) {
  const filtered = sql`SELECT * FROM (${statusedPrompts(accountId, brandId, query.model)}) prompt
    ${query.status ? sql`WHERE prompt.status = ${query.status}` : sql``}`;
  const [page, totals] = await Promise.all([
    db.execute<PromptPageRow>(sql`${filtered} ORDER BY created_at, id LIMIT ${query.limit} OFFSET ${query.offset}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM (${filtered}) counted`),
  ]);
  return {
    rows: page.rows.map((row) => ({
      id: row.id,
      text: row.text,
      language: row.language,
      country: row.country,
      createdAt: new Date(row.created_at),
      topicId: row.topic_id,
      topicSeed: row.topic_seed,
      status: row.status,
    })),
    total: totals.rows[0]?.total ?? 0,
  };
}
