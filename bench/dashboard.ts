// The dashboard's overview in a real browser (issue 14): how long from opening a brand's overview to its figures and
// its charts on screen, for a brand grown to each of --sizes analysed answers (default 10,000 then 1,000,000; seeded
// as bench:metrics seeds them) and, in turns with it, a control brand kept at the smallest size. Each load is a full
// navigation (the page's scripts from the browser's cache, every API read afresh), timed from the navigation's start
// until the mention rate is shown and uPlot has drawn the timeline and the share-of-voice chart. Target: median under
// 1 s at the largest size; the ratio to the control brand, measured in the same minutes, says how much of it the
// answers' number costs.
// It reports and does not assert: exit 0 whether or not the target is met, non-zero only when it could not run.
//
//   npx tsx bench/dashboard.ts [--sizes 10000,1000000] [--loads 30]
//
// Needs Debian's Chromium (`apt-get install -y chromium`, or CHROMIUM_PATH); builds the dashboard first. Database as
// bench:metrics: DATABASE_URL's server when set (a database is created and dropped), otherwise an embedded PostgreSQL.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext } from 'playwright-core';
import { createUser } from '../src/modules/users/service.js';
import { buildDashboard } from '../test/support/web.js';
import { seedAnswers } from './metrics-support/answers.js';
import { createBenchBrand, type BenchBrand } from './metrics-support/brand.js';
import { startBenchApp } from './metrics-support/app.js';
import { Teardown } from './metrics-support/database.js';

const TARGET_MS = 1_000;
const CHROMIUM = [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((candidate) =>
  Boolean(candidate && existsSync(candidate)),
);
const log = (line: string) => process.stderr.write(`${line}\n`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.9 * values.length) - 1]!;

/** A browser context signed in as an owner of the brand's account. */
async function signedIn(
  db: Parameters<typeof createUser>[0],
  bench: BenchBrand,
  contextOf: () => Promise<BrowserContext>,
  baseUrl: string,
) {
  const email = `owner-${bench.tag}@bench.example`;
  const password = `bench-${bench.tag}-password`;
  await createUser(db, { accountId: bench.accountId, email, role: 'owner', password });
  const context = await contextOf();
  const response = await context.request.post(`${baseUrl}/api/v1/auth/login`, { data: { email, password } });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  return context;
}

/**
 * Milliseconds from navigating to the overview until its mention rate is shown and both its charts are drawn. The
 * charts are uPlot canvases: their container carries data-drawn once uPlot's draw hook has run on the page's data.
 */
async function overviewLoad(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  try {
    const start = performance.now();
    await page.goto(url);
    await page.getByTestId('mention-rate').waitFor();
    await page.locator('figure [data-chart="timeline"][data-drawn]').waitFor();
    await page.locator('figure [data-chart="share-of-voice"][data-drawn]').waitFor();
    return performance.now() - start;
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { sizes: { type: 'string', default: '10000,1000000' }, loads: { type: 'string', default: '30' } },
  });
  const sizes = values.sizes.split(',').map(Number);
  const loads = Number(values.loads);
  if (sizes.some((size) => !Number.isInteger(size) || size < 1) || !Number.isInteger(loads) || loads < 1) {
    throw new Error('--sizes takes increasing positive integers, --loads a positive integer');
  }
  if (!CHROMIUM) throw new Error('no Chromium binary: apt-get install -y chromium, or set CHROMIUM_PATH');

  const teardown = new Teardown(log);
  teardown.handleSignals();
  try {
    log('building the dashboard');
    buildDashboard();
    const { database, baseUrl } = await startBenchApp(teardown, log);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
    teardown.add('close the browser', () => browser.close());
    const newContext = () => browser.newContext({ viewport: { width: 1280, height: 900 } });

    const grown = await createBenchBrand(database.db, 'grown');
    const control = await createBenchBrand(database.db, 'control');
    await seedAnswers(database.db, control, 1, sizes[0]!, log);
    const contexts = [await signedIn(database.db, grown, newContext, baseUrl), await signedIn(database.db, control, newContext, baseUrl)];
    const urls = [grown, control].map((bench) => `${baseUrl}/brands/${bench.brand.id}/?days=30`);

    const rows: string[] = [];
    let seeded = 0;
    let lastMedian = 0;
    for (const size of sizes) {
      log(`seeding answers ${seeded + 1}..${size}`);
      await seedAnswers(database.db, grown, seeded + 1, size, log);
      seeded = size;
      // A first load of each, untimed: the browser caches the page's scripts as a returning user's would have.
      for (const [index, context] of contexts.entries()) await overviewLoad(context, urls[index]!);
      const times: number[][] = [[], []];
      for (let round = 0; round < loads; round += 1) {
        for (const [index, context] of contexts.entries()) times[index]!.push(await overviewLoad(context, urls[index]!));
      }
      lastMedian = median(times[0]!);
      rows.push(
        `${String(size).padStart(9)}  ${lastMedian.toFixed(0).padStart(6)} / ${p90(times[0]!).toFixed(0).padStart(5)}  ` +
          `${median(times[1]!).toFixed(0).padStart(6)}  ${(lastMedian / median(times[1]!)).toFixed(2).padStart(5)}`,
      );
    }
    console.log(
      `\nOverview of a brand in Chromium, ${loads} loads per size (median / p90 ms), in turns with a control brand of ${sizes[0]} answers`,
    );
    console.log('  answers  grown med / p90  control  ratio');
    console.log(rows.join('\n'));
    console.log(`Target: median under ${TARGET_MS} ms at ${sizes.at(-1)} answers: ${lastMedian < TARGET_MS ? 'met' : 'NOT met'}`);
  } finally {
    await teardown.run();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(`bench/dashboard could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
