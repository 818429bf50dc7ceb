import { pino } from 'pino';
import { loadProcessConfig, type AppConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { startJobs } from './jobs/runtime.js';
import { startWorker } from './jobs/worker.js';
import { stopOnSignals } from './lib/shutdown.js';
import { startFailureMessage } from './lib/start-failure.js';
import { observeDatabase } from './observability/collectors.js';
import { serveMetrics } from './observability/metrics-server.js';

/** Workers alone: run as many of these as there are machines to spread provider calls over. */
export async function runWorkerProcess(config: AppConfig = loadProcessConfig()): Promise<void> {
  const log = pino({ level: config.logLevel });
  const database = await openDatabase(config, { logger: log });
  const jobs = await startJobs(database.url, config.engine, { log });
  let metricsServer: Awaited<ReturnType<typeof serveMetrics>> | undefined;
  // Before any run is taken: a signal during the start still hands runs back and stops the database last.
  stopOnSignals(
    [
      { name: 'metrics server', run: () => metricsServer?.close() },
      { name: 'job queue', run: () => jobs.stop() },
      { name: 'database', run: () => database.close() },
    ],
    log,
  );
  await startWorker({
    db: database.db,
    jobs,
    llm: config.llm,
    campaigns: { db: database.db, pool: database.pool, llm: config.llm, queue: jobs.queue },
    log,
  });
  observeDatabase(database.pool);
  if (config.metrics.port) metricsServer = await serveMetrics(config.metrics.port, config.metrics.host);
  log.info('Brandlens worker started');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runWorkerProcess().catch((error: unknown) => {
    process.stderr.write(`Brandlens worker failed to start: ${startFailureMessage(error)}\n`);
    process.exit(1);
  });
}
