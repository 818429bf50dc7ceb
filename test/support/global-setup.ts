import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../src/config.js';
import { connectDatabase } from '../../src/db/client.js';
import { startEmbeddedPostgres } from '../../src/db/embedded.js';
import { runMigrations } from '../../src/db/migrate.js';
import { startJobs } from '../../src/jobs/runtime.js';
import { keepExitCode } from './keep-exit-code.js';
import { adminQuery, databaseUrl, TEST_DATABASE_PREFIX } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the run: the server named by DATABASE_URL, or an embedded one in a temporary
 * directory. Migrations run once into a template; every test file gets its own copy of it.
 */
export default async function setup(project: TestProject) {
  keepExitCode();
  const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(os.tmpdir(), 'brandlens-test-'));
  // Readable by the unprivileged user PostgreSQL runs as when the tests run as root.
  if (dataDir) chmodSync(dataDir, 0o755);
  const embedded = dataDir ? await startEmbeddedPostgres(dataDir, { port: 0 }) : undefined;
  const adminUrl = process.env.DATABASE_URL ?? embedded!.url;
  const template = `${TEST_DATABASE_PREFIX}template_${process.pid}`;

  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template}"`);
  await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
  const database = connectDatabase(databaseUrl(adminUrl, template), { max: 1 });
  await runMigrations(database.pool);
  await database.close();
  // pg-boss creates its own schema on first start: do it once, in the template.
  const jobs = await startJobs(databaseUrl(adminUrl, template), loadConfig({}).engine, { supervise: false });
  await jobs.stop();

  project.provide('postgresAdminUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const leftovers = await adminQuery<{ datname: string }>(
      adminUrl,
      `SELECT datname FROM pg_database WHERE datname LIKE '${TEST_DATABASE_PREFIX}%${process.pid}%'`,
    );
    for (const { datname } of leftovers) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
