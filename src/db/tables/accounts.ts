import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

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
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    keyStart: text('key_start').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, precision: 3 }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [uniqueIndex('api_keys_key_hash_key').on(table.keyHash), index('api_keys_account_idx').on(table.accountId)],
);
