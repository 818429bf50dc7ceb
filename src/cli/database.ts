import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { openDatabase } from '../db/open.js';

/**
 * Runs one command against the service's database: DATABASE_URL, the embedded server the running
 * service started, or an embedded server started for this command alone.
 */
export async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase(loadConfig());
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
