import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    plan: text('plan').notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true, precision: 3 }),
    limitOverrides: jsonb('limit_overrides').$type<Record<string, number>>().notNull().default({}),
    passwordHash: text('password_hash'),
    /** Models a campaign uses when it names none; null means the configured defaults. */
    defaultModels: text('default_models').array(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('accounts_email_key').on(sql`lower(${table.email})`)],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    keyStart: text('key_start').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, precision: 3 }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    uniqueIndex('api_keys_key_hash_key').on(table.keyHash),
    index('api_keys_account_idx').on(table.accountId),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    domain: text('domain'),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    markets: text('markets').array().notNull(),
    autoWeeklyAnalysis: boolean('auto_weekly_analysis').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('brands_account_name_key').on(table.accountId, sql`lower(${table.name})`),
    index('brands_account_created_idx').on(table.accountId, table.createdAt),
  ],
);

export const topics = pgTable(
  'topics',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    seed: text('seed').notNull(),
    language: text('language').notNull(),
    country: text('country').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('topics_brand_idx').on(table.brandId, table.createdAt)],
);

export const prompts = pgTable(
  'prompts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    topicId: text('topic_id').notNull().references(() => topics.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    language: text('language').notNull(),
    country: text('country').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('prompts_brand_order_idx').on(table.brandId, table.createdAt, table.id),
    index('prompts_topic_idx').on(table.topicId),
  ],
);

export const avatars = pgTable(
  'avatars',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sector: text('sector').notNull(),
    role: text('role').notNull(),
    objectives: text('objectives').notNull(),
    description: text('description'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('avatars_brand_idx').on(table.brandId, table.createdAt),
    uniqueIndex('avatars_one_default_per_brand').on(table.brandId).where(sql`${table.isDefault}`),
  ],
);

export const opportunities = pgTable(
  'opportunities',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    promptId: text('prompt_id').references(() => prompts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('TODO'),
    priorityScore: real('priority_score').notNull().default(0),
    competitorsMentioned: text('competitors_mentioned').array().notNull().default(sql`'{}'::text[]`),
    evidenceRuns: integer('evidence_runs').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('opportunities_brand_idx').on(table.brandId, table.status, table.priorityScore)],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    topicId: text('topic_id').notNull().references(() => topics.id, { onDelete: 'cascade' }),
    avatarId: text('avatar_id').references(() => avatars.id, { onDelete: 'set null' }),
    models: text('models').array().notNull(),
    runsPerModel: integer('runs_per_model').notNull(),
    status: text('status').notNull(),
    total: integer('total').notNull(),
    completed: integer('completed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
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
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    promptId: text('prompt_id').notNull().references(() => prompts.id, { onDelete: 'cascade' }),
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
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    uniqueIndex('runs_campaign_prompt_model_index_key').on(table.campaignId, table.promptId, table.model, table.runIndex),
    index('runs_prompt_latest_idx').on(table.promptId, table.model, table.createdAt),
    index('runs_campaign_status_idx').on(table.campaignId, table.status),
  ],
);

/** Runs launched per account and calendar month (UTC): deleting a brand does not give quota back. */
export const usageMonths = pgTable(
  'usage_months',
  {
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
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
