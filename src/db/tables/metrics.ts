import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { brands } from './brands.js';
import { competitors } from './analysis.js';

/*
 * Aggregates kept in the transaction that stores each answer's analysis, so reading a metric touches
 * at most days × entities rows, never the answers. `model` is a model id, or '*' for all models; `slice` is '*' for
 * every answer, `topic:<id>` for the answers of one topic, or `market:<COUNTRY-language>` for those of one market
 * (src/modules/metrics/slices.ts).
 */

// Column builders belong to one table each: every aggregate table gets fresh ones.
const brandColumn = () =>
  text('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' });
const sliceColumn = () => text('slice').notNull().default('*');
const competitorColumn = () =>
  text('competitor_id')
    .notNull()
    .references(() => competitors.id, { onDelete: 'cascade' });

/** What a brand aggregate counts, per brand, model and period. */
function brandCounts() {
  return {
    answers: integer('answers').notNull().default(0),
    mentions: integer('mentions').notNull().default(0),
    positionSum: integer('position_sum').notNull().default(0),
    domainCitations: integer('domain_citations').notNull().default(0),
    /** Answers the offline simulator gave, not a provider (LLM_SIMULATE, the SIMULATED model). */
    simulatedAnswers: integer('simulated_answers').notNull().default(0),
  };
}

/** What a competitor aggregate counts, per brand, model, competitor and period. */
function competitorCounts() {
  return {
    answers: integer('answers').notNull().default(0),
    coMentions: integer('co_mentions').notNull().default(0),
    positionSum: integer('position_sum').notNull().default(0),
  };
}

export const brandDaily = pgTable(
  'brand_daily',
  {
    brandId: brandColumn(),
    day: date('day').notNull(),
    model: text('model').notNull(),
    slice: sliceColumn(),
    ...brandCounts(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.slice, table.model, table.day] })],
);

export const brandTotals = pgTable(
  'brand_totals',
  {
    brandId: brandColumn(),
    model: text('model').notNull(),
    slice: sliceColumn(),
    ...brandCounts(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.slice, table.model] })],
);

export const competitorDaily = pgTable(
  'competitor_daily',
  {
    brandId: brandColumn(),
    day: date('day').notNull(),
    model: text('model').notNull(),
    slice: sliceColumn(),
    competitorId: competitorColumn(),
    ...competitorCounts(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.slice, table.model, table.day, table.competitorId] }),
    index('competitor_daily_competitor_idx').on(table.competitorId),
  ],
);

/**
 * competitor_daily summed by UTC calendar month (`month` is its first day): a long window reads its whole months
 * here and only its two part-months by day, so a year costs about 12 + 60 rows per competitor instead of 365.
 */
export const competitorMonthly = pgTable(
  'competitor_monthly',
  {
    brandId: brandColumn(),
    month: date('month').notNull(),
    model: text('model').notNull(),
    slice: sliceColumn(),
    competitorId: competitorColumn(),
    ...competitorCounts(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.slice, table.model, table.month, table.competitorId] }),
    index('competitor_monthly_competitor_idx').on(table.competitorId),
  ],
);

export const competitorTotals = pgTable(
  'competitor_totals',
  {
    brandId: brandColumn(),
    model: text('model').notNull(),
    slice: sliceColumn(),
    competitorId: competitorColumn(),
    ...competitorCounts(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.slice, table.model, table.competitorId] }),
    index('competitor_totals_competitor_idx').on(table.competitorId),
  ],
);

/** One row per distinct cited URL of a brand, with its running count. */
export const sources = pgTable(
  'sources',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    normalizedUrl: text('normalized_url').notNull(),
    url: text('url').notNull(),
    domain: text('domain'),
    citationCount: integer('citation_count').notNull().default(0),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true, precision: 3 }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    uniqueIndex('sources_brand_url_key').on(table.brandId, table.normalizedUrl),
    index('sources_brand_count_idx').on(table.brandId, table.citationCount),
    index('sources_brand_domain_idx').on(table.brandId, table.domain),
  ],
);

/** A source's citations within one slice of the brand's answers (a topic, a market): `sources` per slice. */
export const sourceSlices = pgTable(
  'source_slices',
  {
    brandId: brandColumn(),
    slice: text('slice').notNull(),
    sourceId: text('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    citationCount: integer('citation_count').notNull().default(0),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true, precision: 3 }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.slice, table.sourceId] }),
    index('source_slices_count_idx').on(table.brandId, table.slice, table.citationCount),
    index('source_slices_source_idx').on(table.sourceId),
  ],
);
