import { drizzle, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { repeatingErrorLog, SILENT, type WarningLog } from '../lib/error-log.js';
import * as schema from './schema.js';

/** A database or a transaction: repositories accept either, so services choose the transaction boundary. */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;

/** The database itself, on its pool (not a transaction): where statements prepared by name run. */
export type PooledDb = Db & { $client: pg.Pool };

export interface Database {
  pool: pg.Pool;
  db: PooledDb;
  url: string;
  close(): Promise<void>;
}

export function connectDatabase(url: string, options: { max?: number; log?: WarningLog } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (server restart) must not crash the process; it is logged, not thrown.
  pool.on('error', repeatingErrorLog(options.log ?? SILENT, 'an idle database connection failed'));
  return {
    pool,
    db: drizzle(pool, { schema }),
    url,
    close: () => pool.end(),
  };
}

/** Renders Drizzle's SQL to text and parameters outside a query builder. */
const pgDialect = new PgDialect();

/**
 * A statement run for every answer, rendered to text once and prepared under `name` on each connection (parsed and
 * planned once there). `build` writes it with `sql.placeholder(name)` for every value; a call passes the values by name.
 * Lists go in as array parameters, so the text never varies.
 */
export function preparedStatement<Row, Values extends object>(name: string, build: () => SQL) {
  let rendered: { sql: string; params: unknown[] } | undefined;
  return async (db: PooledDb, values: Values): Promise<Row[]> => {
    rendered ??= pgDialect.sqlToQuery(build());
    const result = await db.$client.query({
      name,
      text: rendered.sql,
      values: fillPlaceholders(rendered.params, values as Record<string, unknown>),
    });
    return result.rows as Row[];
  };
}

export interface TransactionScope {
  db: Db;
  /** Raw SQL on the same transaction, for libraries that bring their own queries (pg-boss). */
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** A transaction on one pooled client, shared by Drizzle and raw SQL so both commit or neither does. */
export async function withTransaction<T>(pool: pg.Pool, work: (scope: TransactionScope) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work({
      db: drizzle(client, { schema }),
      executeSql: async (text, values) => ({ rows: (await client.query(text, values)).rows }),
    });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
