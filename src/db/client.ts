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
