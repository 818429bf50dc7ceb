import type { AppConfig } from '../config.js';
import type { WarningLog } from '../lib/error-log.js';
import { connectDatabase, type Database } from './client.js';
import { startEmbeddedPostgres } from './embedded.js';
import { runMigrations } from './migrate.js';

export interface OpenedDatabase extends Database {
  /** The embedded cluster's directory, when the database is the embedded one. */
  embeddedCluster: { dir: string; outsideDataDir: boolean } | undefined;
}

/** DATABASE_URL when set, else the embedded PostgreSQL under the data directory; migrated either way. */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  options: { migrate?: boolean; log?: (line: string) => void; logger?: WarningLog } = {},
): Promise<OpenedDatabase> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, { log: options.log });
  const url = config.databaseUrl ?? embedded!.url;
  const database = connectDatabase(url, { log: options.logger });
  try {
    if (options.migrate !== false) await runMigrations(database.pool);
  } catch (error) {
    await database.close();
    await embedded?.stop();
    throw error;
  }
  return {
    ...database,
    embeddedCluster: embedded && { dir: embedded.clusterDir, outsideDataDir: embedded.outsideDataDir },
    close: async () => {
      await database.close();
      await embedded?.stop();
    },
  };
}
