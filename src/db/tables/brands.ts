import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { accounts } from './accounts.js';

export const brands = pgTable(
  'brands',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    domain: text('domain'),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    markets: text('markets').array().notNull(),
    autoWeeklyAnalysis: boolean('auto_weekly_analysis').notNull().default(false),
    /** Bumped by every change to the brand's competitor list: workers rebuild their analyzer and competitor ids. */
    competitorsVersion: integer('competitors_version').notNull().default(0),
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
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
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
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    topicId: text('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    language: text('language').notNull(),
    country: text('country').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('prompts_brand_order_idx').on(table.brandId, table.createdAt, table.id), index('prompts_topic_idx').on(table.topicId)],
);

export const avatars = pgTable(
  'avatars',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
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
    uniqueIndex('avatars_one_default_per_brand')
      .on(table.brandId)
      .where(sql`${table.isDefault}`),
  ],
);

export const opportunities = pgTable(
  'opportunities',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    promptId: text('prompt_id').references(() => prompts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('TODO'),
    priorityScore: real('priority_score').notNull().default(0),
    competitorsMentioned: text('competitors_mentioned')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    evidenceRuns: integer('evidence_runs').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('opportunities_brand_idx').on(table.brandId, table.status, table.priorityScore),
    uniqueIndex('opportunities_one_open_per_prompt')
      .on(table.promptId)
      .where(sql`${table.status} in ('TODO', 'IN_PROGRESS')`),
  ],
);
