import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dropTopicSlice } from '../metrics/slices.js';
import { applyToAggregates, lockBrandAggregates, runsOfTopic } from '../metrics/aggregates.js';
import { prompts, topics } from '../../db/schema.js';

export type TopicRow = typeof topics.$inferSelect;
export type TopicWithCount = TopicRow & { promptCount: number };

export async function listTopics(db: Db, accountId: string, brandId: string): Promise<TopicWithCount[]> {
  return db
    .select({
      id: topics.id,
      accountId: topics.accountId,
      brandId: topics.brandId,
      seed: topics.seed,
      language: topics.language,
      country: topics.country,
      createdAt: topics.createdAt,
      promptCount: count(prompts.id),
    })
    .from(topics)
    .leftJoin(prompts, eq(prompts.topicId, topics.id))
    .where(and(eq(topics.accountId, accountId), eq(topics.brandId, brandId)))
    .groupBy(topics.id)
    .orderBy(asc(topics.createdAt), asc(topics.id));
}

export async function insertTopicWithPrompts(
  db: Db,
  topic: typeof topics.$inferInsert,
  promptRows: (typeof prompts.$inferInsert)[],
): Promise<TopicRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(topics).values(topic).returning();
    if (promptRows.length > 0) await tx.insert(prompts).values(promptRows);
    return row!;
  });
}

/**
 * Its prompts (and, through them, their runs) go with it by cascading foreign keys; its answers
 * leave the brand's metrics in the same transaction.
 */
export async function deleteTopic(db: Db, accountId: string, brandId: string, topicId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [topic] = await tx
      .select({ id: topics.id })
      .from(topics)
      .where(and(eq(topics.id, topicId), eq(topics.brandId, brandId), eq(topics.accountId, accountId)))
      .for('update');
    if (!topic) return false;
    await lockBrandAggregates(tx, brandId, 'exclusive');
    await applyToAggregates(tx, runsOfTopic(accountId, topicId), -1);
    await dropTopicSlice(tx, brandId, topicId);
    await tx.delete(topics).where(eq(topics.id, topicId));
    return true;
  });
}
