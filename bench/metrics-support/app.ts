import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { startJobs } from '../../src/jobs/runtime.js';
import { openBenchDatabase, type BenchDatabase, type Teardown } from './database.js';

/**
 * A bench database and the real app on it, listening on 127.0.0.1, as the tests build it: no request logging, and a
 * rate limit far above what sequential requests reach. The teardown closes them.
 */
export async function startBenchApp(
  teardown: Teardown,
  log: (line: string) => void,
): Promise<{ database: BenchDatabase; baseUrl: string }> {
  const database = await openBenchDatabase(teardown, log);
  const config = loadConfig({});
  const jobs = await startJobs(database.url, config.engine, { supervise: false });
  teardown.add('stop the job queue', () => jobs.stop());
  const app = await buildApp({ db: database.db, pool: database.pool, queue: jobs.queue, rateLimitPerMinute: 10_000_000, llm: config.llm });
  teardown.add('close the app', () => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { database, baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
