import type { Command } from 'commander';
import { eq } from 'drizzle-orm';
import { analyzeFile } from '../analysis/analyze-file.js';
import { brands } from '../db/schema.js';
import { errors } from '../errors.js';
import { AnalysisThreads } from '../analysis/thread-pool.js';
import { loadProcessConfig } from '../config.js';
import { reanalyzeBrand, type ReanalysisProgress } from '../modules/analysis/reanalyze.js';
import { withDatabase } from './database.js';
import { emit, type OutputOptions } from './output.js';
import { createProgressBar } from './progress.js';

export function registerAnalysisCommands(program: Command): void {
  program
    .command('analyze')
    .description("run the service's answer analysis over a JSONL file of answers (corpus format); one JSON line per answer on stdout")
    .argument('<file>')
    .action(async (file: string) => {
      // Nothing is stored, so an interrupted run has nothing to clean up: stop at once, with the shell's codes.
      process.once('SIGINT', () => process.exit(130));
      process.once('SIGTERM', () => process.exit(143));
      const bar = createProgressBar();
      await analyzeFile(
        file,
        (line) => process.stdout.write(`${line}\n`),
        (done, total) => bar.update(done, 0, total, 'analyses'),
      );
      bar.end();
    });

  program
    .command('reanalyze')
    .description('re-run analysis over every stored answer of a brand, so its metrics follow new aliases or a better analysis')
    .requiredOption('--brand <brandId>', 'brand id')
    .option('--json', 'machine-readable output')
    .action(async (options: OutputOptions & { brand: string }) => {
      const bar = createProgressBar();
      const settings = loadProcessConfig().engine;
      const threads = new AnalysisThreads({ threads: settings.analysisThreads, timeoutMs: settings.analysisTimeoutMs });
      const result = await withDatabase(async (db) => {
        const [brand] = await db.select({ accountId: brands.accountId }).from(brands).where(eq(brands.id, options.brand));
        if (!brand) throw errors.notFound(`Brand ${options.brand}`);
        const onProgress = (progress: ReanalysisProgress) => {
          if (!options.json) bar.update(progress.done, 0, progress.total, 'answers');
        };
        return reanalyzeBrand(db, brand.accountId, options.brand, onProgress, threads);
      }).finally(() => threads.close());
      if (!options.json) bar.end();
      const overBudget =
        result.overBudget > 0 ? ` ${result.overBudget} ran over the analysis time budget and kept their previous analysis.` : '';
      emit(
        options,
        { brandId: options.brand, reanalyzed: result.done - result.overBudget, overBudget: result.overBudget },
        `Re-analysed ${result.done - result.overBudget} answers of brand ${options.brand}.${overBudget}`,
      );
    });
}
