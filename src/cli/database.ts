import { loadProcessConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { openDatabase } from '../db/open.js';

const EXIT_CODES: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143 };

/**
 * Runs one command against the service's database: DATABASE_URL, the embedded server the running
 * service started, or an embedded server started for this command alone, which a signal stops too.
 */
export async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase(loadProcessConfig());
  const onSignal = (signal: NodeJS.Signals) => void database.close().finally(() => process.exit(EXIT_CODES[signal] ?? 1));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await work(database.db);
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    await database.close();
  }
}
