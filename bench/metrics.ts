// Metric reads whose cost does not grow with history (issue 5). One brand is grown to 10,000, then 100,000, then
// 1,000,000 analysed answers spread over 365 days, 10 models, 200 competitors and 5,000 cited URLs; after each step
// GET /visibility (last 30 days), /competitors (all time), /sources (first page) and /opportunities, and the same
// sliced by topic or market (the brand has four topics, three in US-en and one in FR-fr), are timed over
// HTTP, 200 sequential requests each after a warm-up, against the real app (buildApp) listening on 127.0.0.1. So are
// the answers behind the figures (GET /answers, its first page and a page filtered by mention, model and days), and,
// for information (marked *), /visibility and /competitors over the longest window the API accepts (days=365).
// The figure is each endpoint's median at the largest size divided by its median at the smallest, both measured in
// this run. Targets: median under 20 ms at 1,000,000 answers, and that ratio under 2. As the smallest and largest
// sizes are timed minutes apart on a shared machine, a second brand kept at the smallest size (the control) is timed
// in turns with the grown one at every step, and the largest size's median is also given against it. The benchmark
// reports; it exits 0 whether or not the targets are met, and non-zero only when it could not run.
//
//   npx tsx bench/metrics.ts [--sizes 10000,100000,1000000] [--requests 200]
//
// Seeding (bench/metrics-support/answers.ts): answers, their competitors and their cited URLs are written in bulk
// with INSERT ... SELECT over generate_series, then fed to the aggregates by applyToAggregates(db, runFilter, +1), the
// function the service calls when it stores one answer's analysis, here over ranges of run ids. That is the live
// aggregate path run set-wise, so the aggregates the endpoints read are the ones the service would have built. The
// account, brand and topic are created through the services. VACUUM ANALYZE follows each step so the planner sees
// the data as a long-running server's autovacuum would have shown it.
//
// Database: DATABASE_URL's server when set (a database brandlens_bench_<pid> is created and dropped; the role needs
// CREATEDB), otherwise an embedded PostgreSQL with default settings in a temporary directory, removed at the end.
import { parseArgs } from 'node:util';
import { aggregatedAnswers, seedAnswers } from './metrics-support/answers.js';
import { createBenchBrand, SHAPE } from './metrics-support/brand.js';
import { startBenchApp } from './metrics-support/app.js';
import { Teardown } from './metrics-support/database.js';
import { timeEndpoints } from './metrics-support/http-timing.js';
import { bodySizes, latencyTable, seedingTable, TARGET_MEDIAN_MS, TARGET_RATIO, type StepResult } from './metrics-support/report.js';

const log = (line: string) => process.stderr.write(`${line}\n`);

function parseSizes(raw: string): number[] {
  const sizes = raw.split(',').map((part) => Number(part.trim()));
  if (sizes.length < 2 || sizes.some((size, index) => !Number.isInteger(size) || size < 1 || (index > 0 && size <= sizes[index - 1]!))) {
    throw new Error(`--sizes must be at least two increasing positive integers, got "${raw}"`);
  }
  return sizes;
}

function parseRequests(raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--requests must be a positive integer, got "${raw}"`);
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '10000,100000,1000000' },
      requests: { type: 'string', default: '200' },
    },
  });
  const sizes = parseSizes(values.sizes);
  const requests = parseRequests(values.requests);

  const teardown = new Teardown(log);
  teardown.handleSignals();
  try {
    const { database, baseUrl } = await startBenchApp(teardown, log);

    const grown = await createBenchBrand(database.db, 'grown');
    const control = await createBenchBrand(database.db, 'control');
    log(
      `${database.description}; ${grown.promptIds.length} prompts, ${SHAPE.models.length} models, ${SHAPE.competitors} competitors, ${SHAPE.sources} URLs`,
    );
    log(`seeding the control brand with ${sizes[0]} answers`);
    await seedAnswers(database.db, control, 1, sizes[0]!, log);

    const steps: StepResult[] = [];
    let seeded = 0;
    for (const size of sizes) {
      log(`seeding answers ${seeded + 1}..${size}`);
      const seed = await seedAnswers(database.db, grown, seeded + 1, size, log);
      const counted = await aggregatedAnswers(database.db, grown.brand.id);
      if (counted !== size) throw new Error(`the aggregates hold ${counted} answers, expected ${size}`);
      seeded = size;
      log(`timing ${requests} requests per endpoint at ${size} answers, in turns with the control brand`);
      const [latency, controlLatency] = await timeEndpoints(
        baseUrl,
        [grown, control].map((bench) => ({ brandId: bench.brand.id, apiKey: bench.apiKey, topicId: bench.topicId })),
        requests,
      );
      steps.push({ answers: size, seed, latency: latency!, control: controlLatency! });
    }

    const { text, verdict } = latencyTable(steps);
    console.log(`\nMetric reads over HTTP, ${requests} requests per endpoint and size (median / p99, nearest rank)`);
    console.log(text);
    console.log(`\nSeeding (raw rows in bulk, then applyToAggregates in batches, then VACUUM ANALYZE)`);
    console.log(seedingTable(steps));
    console.log(`\nResponse sizes at ${steps.at(-1)!.answers} answers: ${bodySizes(steps.at(-1)!)}`);
    const met = (pass: boolean) => (pass ? 'all met' : 'NOT all met');
    console.log(`Targets (median < ${TARGET_MEDIAN_MS} ms at the largest size, median ratio largest/smallest < ${TARGET_RATIO}):`);
    console.log(`  issue 5's four reads (default queries), issue 13's answers pages and sliced reads: ${met(verdict.askedPass)}`);
    console.log(`  * longest window, days=365 (for information): ${met(verdict.othersPass)}`);
  } finally {
    await teardown.run();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(`bench/metrics could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
