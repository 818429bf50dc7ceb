import type { Command } from 'commander';
import { errors } from '../errors.js';
import { findAccount } from '../modules/accounts/repository.js';
import { revokeApiKeyById } from '../modules/keys/repository.js';
import { createApiKey } from '../modules/keys/service.js';
import { withDatabase } from './database.js';
import { emit, type OutputOptions } from './output.js';

export function registerKeyCommands(program: Command): void {
  const keys = program.command('keys').description('manage API keys');

  keys
    .command('create')
    .description('create an API key for an account (printed once)')
    .requiredOption('--account <accountId>', 'account id')
    .requiredOption('--name <name>', 'a name to recognise the key by')
    .option('--json', 'machine-readable output')
    .action(async (options: OutputOptions & { account: string; name: string }) => {
      const created = await withDatabase(async (db) => {
        const account = await findAccount(db, options.account);
        if (!account) throw errors.notFound(`Account ${options.account}`);
        return createApiKey(db, account, options.name.trim());
      });
      emit(
        options,
        { keyId: created.row.id, accountId: created.row.accountId, name: created.row.name, apiKey: created.key },
        `Created key ${created.row.id} ("${created.row.name}"). Shown this once: ${created.key}`,
      );
    });

  keys
    .command('revoke')
    .description('revoke an API key; it is refused from its next request on')
    .argument('<keyId>')
    .option('--json', 'machine-readable output')
    .action(async (keyId: string, options: OutputOptions) => {
      const row = await withDatabase((db) => revokeApiKeyById(db, keyId));
      if (!row) throw errors.notFound(`Active API key ${keyId}`);
      emit(options, { keyId: row.id, revoked: true }, `Revoked key ${row.id}.`);
    });
}
