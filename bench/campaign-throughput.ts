// Campaign throughput: a campaign of --runs runs (default 2,000) against the local fake provider server answering after
// --latency ms (default 200), executed by one worker process and then, on a new campaign of the same size, by two. The
// workers run `dist/worker.js` as deployed; the benchmark builds it first (`npm run build`). Each worker calls the
// provider --concurrency times at once (default 20; LLM_CONCURRENCY and LLM_CONCURRENCY_OPENAI), so the ideal is
// concurrency / latency runs per second per worker: 100/s with the defaults.
//
// Workers are long-lived, so the figure is their steady state: each phase's fresh workers first run a warm-up campaign
// of about --warmup runs (default 1,000; 0 for none), whose rate is reported beside the figure. A fresh Node process
// spends its first thousand runs or so compiling the hot code (V8's optimizing compiler, on the same two cores): two
// fresh workers pay that twice within one campaign, which alone took the cold ratio from about 1.9x down to 1.6-1.8x.
//
// Time is taken from the campaign's first run starting to its last run finishing, as PostgreSQL records them (the
// campaign's startedAt and finishedAt): worker start-up, the wait for the first poll and the first job's fetch are left
// out; everything from the first run being marked started to the last run being stored is in. Each figure is a ratio
// against that ideal, in the same run. Targets: at least 80% of the ideal, and two workers at least 1.8x one. With each
// figure come where a job's time goes, CPU use (this machine is shared: other processes' use is shown) and what the
// database sessions wait for.
// It reports and does not assert: exit 0 whether or not the targets are met, non-zero only when it could not run.
//
//   npx tsx bench/campaign-throughput.ts [--runs 2000] [--latency 200] [--concurrency 20] [--warmup 1000]
//
// BENCH_WORKER_PROFILE=<directory> has each worker write a V8 CPU profile there when it stops. A shared machine's speed
// can vary from minute to minute: compare runs made back to back, and more than one.
//
// Database: DATABASE_URL's server when set (a database is created and dropped; the role needs CREATEDB), otherwise an
// embedded PostgreSQL in a temporary directory, removed at the end.
import { parseArgs } from 'node:util';
import { startJobs } from '../src/jobs/runtime.js';
import { loadConfig } from '../src/config.js';
import { servedProviders } from '../src/jobs/worker.js';
import type { CampaignDeps } from '../src/modules/campaigns/service.js';
import { fakeProviderEnv, startFakeLlmServer } from '../test/support/fake-llm-server.js';
import { campaignShape, createBenchBrand, launchBenchCampaign, type BenchBrand, type CampaignShape } from './support/campaign-setup.js';
import { Cleanup } from './support/cleanup.js';
import { openBenchDatabase } from './support/database.js';
import {
  sampleSessions,
  stageTimes,
  startCpuSample,
  waitForCampaign,
  waitForOpportunities,
  type CpuUse,
  type SessionStates,
} from './support/measure.js';
import { printReport, type PhaseResult } from './support/report.js';
import { buildWorker, startWorkerProcess } from './support/workers.js';

const log = (line: string) => process.stderr.write(`${line}\n`);

function positiveInteger(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer, got "${raw}"`);
  return value;
}

interface Phase {
  workers: number;
  databaseUrl: string;
  engineEnv: Record<string, string>;
  deps: CampaignDeps;
  brand: BenchBrand;
  shape: CampaignShape;
  runs: number;
  /** Run first on the same workers and not measured, or undefined for none. */
  warmupShape: CampaignShape | undefined;
  ideal: number;
  cleanup: Cleanup;
}

const runsOf = (shape: CampaignShape) => shape.prompts * shape.models.length * shape.runsPerModel;

/**
 * Starts the workers, waits until each polls, runs the warm-up campaign through them, then the measured one, and stops
 * them.
 */
async function runPhase(phase: Phase): Promise<PhaseResult> {
  const { workers: count, deps } = phase;
  // Far beyond any plausible run, so only a stuck campaign ends here.
  const timeoutMs = Math.max(120_000, (20 * phase.runs * 1000) / phase.ideal);
  log(`starting ${count} worker process${count > 1 ? 'es' : ''}`);
  const workers = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      startWorkerProcess({ ...phase.engineEnv, DATABASE_URL: phase.databaseUrl }, phase.cleanup, `worker ${count}.${index + 1}`),
    ),
  );
  let warmupRate: number | undefined;
  if (phase.warmupShape) {
    const warmupId = await launchBenchCampaign(deps, phase.brand, phase.warmupShape);
    const warmup = await Promise.race([waitForCampaign(deps.pool, warmupId, timeoutMs, () => {}), ...workers.map((worker) => worker.died)]);
    warmupRate = runsOf(phase.warmupShape) / warmup.seconds;
    log(
      `warm-up: ${runsOf(phase.warmupShape)} runs in ${warmup.seconds.toFixed(2)} s, ${warmup.completed} completed, ${warmup.failed} failed`,
    );
    if (warmup.failed > 0)
      throw new Error(`${warmup.failed} runs of the warm-up campaign failed: the workers cannot reach the fake provider`);
    // Its close has a worker regenerate the brand's opportunities, which is not the measured campaign's work.
    await waitForOpportunities(deps.pool, phase.brand.brand.id, timeoutMs);
  }
  const campaignId = await launchBenchCampaign(deps, phase.brand, phase.shape);
  let cpuSample: Promise<() => Promise<CpuUse | undefined>> | undefined;
  let sessionSample: (() => Promise<SessionStates>) | undefined;
  const campaignDone = waitForCampaign(deps.pool, campaignId, timeoutMs, () => {
    cpuSample = startCpuSample(
      workers.map((worker) => worker.pid),
      deps.pool,
    );
    sessionSample = sampleSessions(deps.pool);
  });
  const timing = await Promise.race([campaignDone, ...workers.map((worker) => worker.died)]);
  const cpu = await (await cpuSample)?.();
  const sessions = await sessionSample!();
  const stages = await stageTimes(deps.pool, campaignId, timing.seconds);
  await Promise.all(workers.map((worker) => worker.stop()));
  log(`${count} worker${count > 1 ? 's' : ''}: ${phase.runs} runs in ${timing.seconds.toFixed(2)} s`);
  return { workers: count, timing, rate: phase.runs / timing.seconds, ideal: phase.ideal, warmupRate, stages, cpu, sessions };
}

let cleanup: Cleanup | undefined;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '2000' },
      latency: { type: 'string', default: '200' },
      concurrency: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '1000' },
    },
  });
  const runs = positiveInteger('runs', values.runs);
  const latencyMs = positiveInteger('latency', values.latency);
  const concurrency = positiveInteger('concurrency', values.concurrency);
  const warmupRuns = values.warmup === '0' ? 0 : positiveInteger('warmup', values.warmup);
  cleanup = new Cleanup(log);
  cleanup.handleSignals();

  try {
    buildWorker(log);
    const bench = await openBenchDatabase(cleanup, log);
    const { db, pool } = bench.database;
    const fake = await startFakeLlmServer({ latencyMs, recordRequests: false });
    cleanup.add('close the fake provider server', () => fake.close());
    // Every provider points at the fake server, as in a deployment with all of them configured.
    const engineEnv = { ...fakeProviderEnv(fake.url), LLM_CONCURRENCY: String(concurrency), LLM_CONCURRENCY_OPENAI: String(concurrency) };
    const { engine, llm } = loadConfig(engineEnv);
    const jobs = await startJobs(bench.url, engine, { supervise: false });
    cleanup.add('stop the job queue', () => jobs.stop());

    const shape = campaignShape(runs);
    const perRunIndex = shape.prompts * shape.models.length;
    // The same prompts and models, with as many runs per model as come closest to --warmup runs (at most the campaign's).
    const warmupShape =
      warmupRuns === 0
        ? undefined
        : { ...shape, runsPerModel: Math.min(shape.runsPerModel, Math.max(1, Math.round(warmupRuns / perRunIndex))) };
    const brand = await createBenchBrand(db, shape.prompts);
    const deps: CampaignDeps = { db, pool, llm, queue: jobs.queue };
    const served = servedProviders(llm);
    log(`${bench.description}; fake provider on ${fake.url}`);

    const results: PhaseResult[] = [];
    for (const workers of [1, 2]) {
      const ideal = (workers * concurrency * 1000) / latencyMs;
      results.push(await runPhase({ workers, databaseUrl: bench.url, engineEnv, deps, brand, shape, runs, warmupShape, ideal, cleanup }));
    }
    printReport(
      results,
      `Campaign throughput: ${runs} runs (${shape.prompts} prompts × ${shape.models.length} OpenAI models × ${shape.runsPerModel} runs per model) ` +
        `against the fake provider answering after ${latencyMs} ms; each worker serves ${served.length} providers, one job ` +
        `loop each, with ${engine.concurrency.openai} OpenAI calls in flight`,
      `concurrency ${concurrency}, latency ${latencyMs} ms`,
    );
  } finally {
    await cleanup.run();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    // Interrupted: the signal handler exits once the cleanup is done.
    if (cleanup?.interrupted) return;
    console.error(`campaign-throughput could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
