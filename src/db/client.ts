import { drizzle, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

/** A database or a transaction: repositories accept either, so services choose the transaction boundary. */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface Database {
  pool: pg.Pool;
  db: Db;
  url: string;
  close(): Promise<void>;
}

export function connectDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  return {
    pool,
    db: drizzle(pool, { schema }),
    url,
    close: () => pool.end(),
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
