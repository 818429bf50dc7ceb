#!/usr/bin/env node
import { Command } from 'commander';
import { registerAccountCommands } from './cli/accounts.js';
import { withDatabase } from './cli/database.js';
import { registerAnalysisCommands } from './cli/analysis.js';
import { registerCampaignCommands } from './cli/campaigns.js';
import { registerKeyCommands } from './cli/keys.js';
import { registerMcpCommand } from './cli/mcp.js';
import { registerUserCommands } from './cli/users.js';
import { startFailureMessage } from './lib/start-failure.js';
import { AppError } from './errors.js';
import { runWorkerProcess } from './worker.js';

const program = new Command()
  .name('brandlens')
  .description('Operate Brandlens: accounts, users, keys, migrations and answer analysis')
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
registerUserCommands(program);
registerCampaignCommands(program);
registerAnalysisCommands(program);
registerMcpCommand(program);

program.parseAsync(process.argv).catch((error: unknown) => {
  // The service's own refusals speak for themselves; anything else (a database out of reach) gets what to do.
  const message = error instanceof AppError ? error.message : startFailureMessage(error, '');
  const code = error instanceof AppError ? error.code : 'ERROR';
  const json = process.argv.includes('--json');
  process.stderr.write(json ? `${JSON.stringify({ error: message, code })}\n` : `brandlens: ${message}\n`);
  // Exit explicitly: a pool or timer left open must not keep a failed command alive.
  process.exit(1);
});
