import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { accounts } from './accounts.js';
import { brands } from './brands.js';
import { runs } from './campaigns.js';

export const COMPETITOR_STATUSES = ['DISCOVERED', 'TRACKED', 'IGNORED'] as const;
export type CompetitorStatus = (typeof COMPETITOR_STATUSES)[number];

/** One row per real competitor of a brand: name variants merge on `key`, so its id stays as answers arrive. */
export const competitors = pgTable(
  'competitors',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The most frequent form among `nameForms`. */
    name: text('name').notNull(),
    nameForms: jsonb('name_forms').$type<Record<string, number>>().notNull().default({}),
    domain: text('domain'),
    /** DISCOVERED by the analysis, TRACKED (the user's: found like the brand, named as the user names it) or IGNORED. */
    status: text('status').$type<CompetitorStatus>().notNull().default('DISCOVERED'),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('competitors_brand_key').on(table.brandId, table.key)],
);

/** A competitor an answer put forward, with its rank among the options and how often it was named. */
export const runCompetitors = pgTable(
  'run_competitors',
  {
    runId: text('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    competitorId: text('competitor_id')
      .notNull()
      .references(() => competitors.id, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    nameAsWritten: text('name_as_written').notNull(),
    position: integer('position').notNull(),
    mentionCount: integer('mention_count').notNull(),
    /** Where its counted mentions are written in the answer: start and end string offsets, in pairs. */
    spans: integer('spans')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (table) => [primaryKey({ columns: [table.runId, table.competitorId] }), index('run_competitors_competitor_idx').on(table.competitorId)],
);

/** A URL an answer cited (text or provider citations), in order of first appearance. */
export const runSources = pgTable(
  'run_sources',
  {
    runId: text('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    normalizedUrl: text('normalized_url').notNull(),
    domain: text('domain'),
    isBrandDomain: boolean('is_brand_domain').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.normalizedUrl] }),
    index('run_sources_brand_url_idx').on(table.brandId, table.normalizedUrl),
  ],
);
