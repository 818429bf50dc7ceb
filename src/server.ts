import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { loadProcessConfig, type AppConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { startJobs } from './jobs/runtime.js';
import { startWorker } from './jobs/worker.js';
import { smtpMailer } from './lib/mailer.js';
import { connectRedis } from './lib/redis.js';
import { createDemoAccountIfEmpty, type DemoAccount } from './modules/accounts/service.js';
import { stopOnSignals } from './lib/shutdown.js';
import { startFailureMessage } from './lib/start-failure.js';
import { serveMetrics } from './observability/metrics-server.js';

function demoLines(demo: DemoAccount, baseUrl: string): string[] {
  return [
    '',
    'Created the demo Agency account. Its API key and login are shown this once; keep them:',
    `  ${demo.apiKey}`,
    'Call the API with it:',
    `  curl -H "X-API-Key: ${demo.apiKey}" ${baseUrl}/api/v1/brands`,
    `Dashboard: ${baseUrl}/`,
    `  sign in as ${demo.login.email} with password ${demo.login.password}`,
  ];
}

async function main(config: AppConfig): Promise<void> {
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(config, { logger });
  const demo = await createDemoAccountIfEmpty(database.db);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;
  const runsWorker = config.worker;
  const jobs = await startJobs(database.url, config.engine, { supervise: runsWorker, log: logger });
  const campaigns = { db: database.db, pool: database.pool, llm: config.llm, queue: jobs.queue };
  // Set as the start goes on; the steps below stop what exists by then.
  const started: { app?: FastifyInstance } = {};
  let metricsServer: Awaited<ReturnType<typeof serveMetrics>> | undefined;
  // Installed before any run is taken or request served, so a signal during the start still stops cleanly:
  // requests first (no new ones, the ones in flight finish), then runs (handed back to the queue), the queue,
  // Redis, and the database last: the embedded PostgreSQL stops only once nothing uses it.
  stopOnSignals(
    [
      { name: 'HTTP server', run: () => started.app?.close() },
      { name: 'metrics server', run: () => metricsServer?.close() },
      { name: 'job queue', run: () => jobs.stop() },
      { name: 'Redis', run: () => redis?.disconnect() },
      { name: 'database', run: () => database.close() },
    ],
    logger,
  );
  if (runsWorker) {
    await startWorker({ db: database.db, jobs, llm: config.llm, campaigns, log: logger });
  }
  const app = await buildApp({
    db: database.db,
    pool: database.pool,
    queue: jobs.queue,
    llm: config.llm,
    rateLimitPerMinute: config.rateLimitPerMinute,
    sessionRateLimitPerMinute: config.sessionRateLimitPerMinute,
    authFailuresPerMinute: config.authFailuresPerMinute,
    publicBaseUrl: config.publicBaseUrl,
    logger,
    redis,
    mailer: config.smtp ? smtpMailer(config.smtp) : undefined,
    metricsHere: config.metrics.here,
    trustProxy: config.trustProxy,
    dashboardDir: config.dashboardDir,
  });
  started.app = app;
  if (config.metrics.port) metricsServer = await serveMetrics(config.metrics.port, config.metrics.host);

  await app.listen({ port: config.port, host: config.host });
  const cluster = database.embeddedCluster;
  const databaseLabel = !cluster
    ? 'PostgreSQL from DATABASE_URL'
    : cluster.outsideDataDir
      ? `embedded PostgreSQL in ${cluster.dir}, since user postgres cannot reach ${config.dataDir}`
      : `embedded PostgreSQL in ${config.dataDir}`;
  const lines = [`Brandlens API on ${config.publicBaseUrl}/api/v1, reference at ${config.publicBaseUrl}/docs (${databaseLabel})`];
  if (config.llm.simulateAll) {
    lines.push('LLM_SIMULATE=all: every model answers through the offline simulator; no figure comes from a real assistant.');
  }
  if (config.metrics.here) lines.push(`Metrics at ${config.publicBaseUrl}/metrics`);
  if (config.metrics.port) lines.push(`Metrics at http://${config.metrics.host}:${config.metrics.port}/metrics`);
  if (demo) lines.push(...demoLines(demo, config.publicBaseUrl));
  process.stdout.write(`${lines.join('\n')}\n`);
}

function failedToStart(error: unknown, logLevel: string | undefined): never {
  process.stderr.write(`Brandlens failed to start: ${startFailureMessage(error)}\n`);
  if (logLevel === 'debug' && error instanceof Error) process.stderr.write(`${error.stack}\n`);
  process.exit(1);
}

let config: AppConfig;
try {
  config = loadProcessConfig();
} catch (error) {
  // No LOG_LEVEL without a configuration; the message names the variable to fix, which a stack would not add to.
  failedToStart(error, undefined);
}
main(config).catch((error: unknown) => failedToStart(error, config.logLevel));
