import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { inject } from 'vitest';
import { buildApp, type AppDependencies } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { startJobs, type JobRuntime } from '../../src/jobs/runtime.js';
import { connectDatabase, type Database } from '../../src/db/client.js';
import type { Plan, PlanLimits } from '../../src/modules/accounts/plans.js';
import { createAccount } from '../../src/modules/accounts/service.js';
import { adminQuery, databaseUrl, TEST_DATABASE_PREFIX } from './postgres.js';

const NO_DASHBOARD = path.join(os.tmpdir(), 'brandlens-tests-without-a-dashboard');

/** A fresh database of its own, copied from the migrated template. */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString('hex')}_${process.ppid}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${inject('templateDatabase')}"`);
  const database = connectDatabase(databaseUrl(adminUrl, name), { max: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

export interface TestAccount {
  id: string;
  apiKey: string;
  headers: { 'x-api-key': string };
}

/** What a test context takes from the typed configuration: the rest (ports, rate limits) is the test's own. */
export type TestConfig = Pick<AppConfig, 'llm' | 'engine'>;

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  jobs: JobRuntime;
  config: TestConfig;
  /** Another instance of the app on the same database and queue, as a second server would be. */
  buildApp(overrides?: Partial<AppDependencies>): Promise<FastifyInstance>;
  createAccount(options?: { plan?: Plan; trial?: boolean; limits?: Partial<PlanLimits>; email?: string }): Promise<TestAccount>;
  close(): Promise<void>;
}

export async function createTestContext(
  options: { rateLimitPerMinute?: number; authFailuresPerMinute?: number; redis?: Redis; config?: TestConfig } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = options.config ?? loadConfig({});
  const jobs = await startJobs(database.url, config.engine, { supervise: false });
  const dependencies: AppDependencies = {
    db: database.db,
    pool: database.pool,
    queue: jobs.queue,
    // Limits high enough that only the tests of the limits meet them.
    rateLimitPerMinute: options.rateLimitPerMinute ?? 100_000,
    authFailuresPerMinute: options.authFailuresPerMinute ?? 100_000,
    redis: options.redis,
    llm: config.llm,
    // The API alone, whether or not the dashboard was built: its history fallback would answer unknown pages with
    // index.html. The dashboard's own tests serve a build of it.
    dashboardDir: NO_DASHBOARD,
  };
  const app = await buildApp(dependencies);
  await app.ready();
  const extraApps: FastifyInstance[] = [];
  let accounts = 0;
  return {
    app,
    database,
    jobs,
    config,
    async buildApp(overrides = {}) {
      const another = await buildApp({ ...dependencies, ...overrides });
      extraApps.push(another);
      return another;
    },
    async createAccount({ plan = 'agency', trial = false, limits = {}, email } = {}) {
      accounts += 1;
      const created = await createAccount(database.db, {
        email: email ?? `user${accounts}-${randomBytes(3).toString('hex')}@example.com`,
        plan,
        trial,
        limitOverrides: limits,
      });
      return { id: created.account.id, apiKey: created.apiKey, headers: { 'x-api-key': created.apiKey } };
    },
    async close() {
      for (const another of extraApps) await another.close();
      await app.close();
      await jobs.stop();
      await database.close();
    },
  };
}
