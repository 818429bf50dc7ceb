#!/usr/bin/env node
import { Command } from 'commander';
import { registerAccountCommands } from './cli/accounts.js';
import { withDatabase } from './cli/database.js';
import { registerAnalysisCommands } from './cli/analysis.js';
import { registerCampaignCommands } from './cli/campaigns.js';
import { registerKeyCommands } from './cli/keys.js';
import { AppError } from './errors.js';
import { runWorkerProcess } from './worker.js';

const program = new Command()
  .name('brandlens')
  .description('Operate Brandlens: accounts, keys, migrations and answer analysis')
  .showHelpAfterError();

program
  .command('migrate')
  .description('apply pending database migrations')
  .option('--json', 'machine-readable output')
  .action(async (options: { json?: boolean }) => {
    await withDatabase(async () => undefined);
    process.stdout.write(options.json ? '{"migrated":true}\n' : 'Database is up to date.\n');
  });

program
  .command('worker')
  .description('run campaign workers only (start several, on several machines, against one database)')
  .action(async () => runWorkerProcess());

registerAccountCommands(program);
registerKeyCommands(program);
registerCampaignCommands(program);
registerAnalysisCommands(program);

program.parseAsync(process.argv).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof AppError ? error.code : 'ERROR';
  const json = process.argv.includes('--json');
  process.stderr.write(json ? `${JSON.stringify({ error: message, code })}\n` : `brandlens: ${message}\n`);
  // Exit explicitly: the embedded PostgreSQL's exit hook would otherwise end the process with status 0.
  process.exit(1);
});
