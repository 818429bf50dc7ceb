import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { accounts } from './accounts.js';
import { avatars, brands, prompts, topics } from './brands.js';

export const campaigns = pgTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    topicId: text('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    avatarId: text('avatar_id').references(() => avatars.id, { onDelete: 'set null' }),
    models: text('models').array().notNull(),
    runsPerModel: integer('runs_per_model').notNull(),
    status: text('status').notNull(),
    total: integer('total').notNull(),
    completed: integer('completed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Some of its answers came from the offline simulator, not from a provider. */
    simulated: boolean('simulated').notNull().default(false),
    trigger: text('trigger').notNull().default('api'),
    /** Set for scheduled campaigns: one per brand, topic and period, whichever instance fires. */
    scheduleKey: text('schedule_key'),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('campaigns_brand_created_idx').on(table.brandId, table.createdAt),
    uniqueIndex('campaigns_schedule_key').on(table.scheduleKey),
  ],
);

export const runs = pgTable(
  'runs',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    promptId: text('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    runIndex: integer('run_index').notNull(),
    status: text('status').notNull().default('queued'),
    answer: text('answer'),
    citations: jsonb('citations').$type<{ url: string; title?: string }[]>(),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    latencyMs: integer('latency_ms'),
    providerModelId: text('provider_model_id'),
    simulated: boolean('simulated').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    errorClass: text('error_class'),
    errorMessage: text('error_message'),
    brandMentioned: boolean('brand_mentioned'),
    brandMentionCount: integer('brand_mention_count'),
    brandPosition: integer('brand_position'),
    brandDomainCited: boolean('brand_domain_cited'),
    /** Where the brand's counted mentions are written in the answer: start and end string offsets, in pairs. */
    brandSpans: integer('brand_spans').array(),
    analyzedAt: timestamp('analyzed_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    uniqueIndex('runs_campaign_prompt_model_index_key').on(table.campaignId, table.promptId, table.model, table.runIndex),
    index('runs_prompt_latest_idx').on(table.promptId, table.model, table.createdAt),
    index('runs_campaign_status_idx').on(table.campaignId, table.status),
    index('runs_brand_finished_idx').on(table.brandId, table.status, table.finishedAt),
    // A brand's answers, newest first (GET /brands/{id}/answers), and the words of its answers for `q`.
    index('runs_brand_answers_idx')
      .on(table.brandId, table.finishedAt.desc(), table.id.desc())
      .where(sql`${table.status} IN ('completed', 'failed')`),
    index('runs_answer_words_idx').using('gin', sql`to_tsvector('simple', coalesce(${table.answer}, ''))`),
  ],
);

/** Runs launched per account and calendar month (UTC): deleting a brand does not give quota back. */
export const usageMonths = pgTable(
  'usage_months',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    runs: integer('runs').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.month] })],
);

/** A provider's 429 pauses its calls on every worker until this time. */
export const providerPauses = pgTable('provider_pauses', {
  provider: text('provider').primaryKey(),
  pausedUntil: timestamp('paused_until', { withTimezone: true, precision: 3 }).notNull(),
});

/**
 * Finished runs not yet counted into their campaign's progress and their brand's aggregates. Storing an answer writes
 * only its own rows and one row here; a worker counts the backlog set-wise a moment later (`countBacklog`), so answers
 * of one brand never queue for the rows they share.
 */
export const runBacklog = pgTable(
  'run_backlog',
  {
    runId: text('run_id')
      .primaryKey()
      .references(() => runs.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    brandId: text('brand_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('run_backlog_brand_idx').on(table.accountId, table.brandId, table.createdAt)],
);

/**
 * Brands whose campaigns closed and whose opportunities are still to be regenerated from the new answers. The count
 * that closes a campaign writes the row in its own statement; the worker that regenerates them deletes it, if the
 * token is still the one it was given (a campaign closing meanwhile writes a new one). A row left by a worker that
 * died in between is found by the other workers' sweep.
 */
export const opportunityRefreshes = pgTable('opportunity_refreshes', {
  brandId: text('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  accountId: text('account_id').notNull(),
  token: text('token').notNull(),
  /** When the refresh was asked for, or last taken up by a sweep. */
  dueAt: timestamp('due_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  /** Sweeps that took it up: each waits twice as long as the one before, so a failing brand is not retried flat out. */
  sweeps: integer('sweeps').notNull().default(0),
});
