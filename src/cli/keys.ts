import type { Command } from 'commander';
import { errors } from '../errors.js';
import { findAccount } from '../modules/accounts/repository.js';
import { listActiveApiKeys, revokeApiKeyById } from '../modules/keys/repository.js';
import { createApiKey } from '../modules/keys/service.js';
import { withDatabase } from './database.js';
import { emit, table, type OutputOptions } from './output.js';

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
        {
          id: created.row.id,
          accountId: created.row.accountId,
          name: created.row.name,
          key: created.key,
          start: created.row.keyStart,
          createdAt: created.row.createdAt.toISOString(),
        },
        `Created key ${created.row.id} ("${created.row.name}"). Shown this once: ${created.key}`,
      );
    });

  keys
    .command('list')
    .description("list an account's active API keys (never the keys themselves: only how each starts)")
    .requiredOption('--account <accountId>', 'account id')
    .option('--json', 'machine-readable output')
    .action(async (options: OutputOptions & { account: string }) => {
      const rows = await withDatabase(async (db) => {
        if (!(await findAccount(db, options.account))) throw errors.notFound(`Account ${options.account}`);
        return listActiveApiKeys(db, options.account);
      });
      // The fields of GET /keys.
      const data = rows.map((row) => ({
        id: row.id,
        name: row.name,
        start: row.keyStart,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      }));
      emit(options, data, table(data.map((row) => ({ ...row, lastUsedAt: row.lastUsedAt ?? '-' }))));
    });

  keys
    .command('revoke')
    .description('revoke an API key; it is refused from its next request on')
    .argument('<keyId>')
    .option('--json', 'machine-readable output')
    .action(async (keyId: string, options: OutputOptions) => {
      const row = await withDatabase((db) => revokeApiKeyById(db, keyId));
      if (!row) throw errors.notFound(`Active API key ${keyId}`);
      emit(options, { id: row.id, revoked: true }, `Revoked key ${row.id}.`);
    });
}
