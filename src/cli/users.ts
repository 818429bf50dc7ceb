import type { Command } from 'commander';
import { errors } from '../errors.js';
import { findAccount } from '../modules/accounts/repository.js';
import { generatePassword } from '../modules/users/password.js';
import { deleteUser, findUserByIdOrEmail, listUsers } from '../modules/users/repository.js';
import { isRole, ROLES, type Role } from '../modules/users/roles.js';
import { createUser, userView } from '../modules/users/service.js';
import { withDatabase } from './database.js';
import { emit, table, type OutputOptions } from './output.js';

function roleArgument(value: string): Role {
  if (!isRole(value)) throw new Error(`unknown role "${value}"; roles: ${ROLES.join(', ')}`);
  return value;
}

/** The whole of standard input, less the one line end `echo` or a password manager adds. */
async function readPasswordFromStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

export function registerUserCommands(program: Command): void {
  const users = program.command('users').description('manage the people who sign in to an account’s dashboard');

  users
    .command('create')
    .description('create a user; prints a generated password once, unless --password-stdin gives one')
    .requiredOption('--account <accountId>', 'account id')
    .requiredOption('--email <email>', 'the email they sign in with')
    .requiredOption('--role <role>', ROLES.join(', '))
    .option('--password-stdin', 'read the password from standard input instead of generating one')
    .option('--json', 'machine-readable output')
    .action(async (options: OutputOptions & { account: string; email: string; role: string; passwordStdin?: boolean }) => {
      const role = roleArgument(options.role);
      const generated = options.passwordStdin ? undefined : generatePassword();
      const password = generated ?? (await readPasswordFromStdin());
      const user = await withDatabase(async (db) => {
        if (!(await findAccount(db, options.account))) throw errors.notFound(`Account ${options.account}`);
        return createUser(db, { accountId: options.account, email: options.email, role, password });
      });
      const created = { ...userView(user), accountId: user.accountId };
      const human = `Created user ${user.id} (${user.email}, ${user.role}) in account ${user.accountId}.`;
      if (generated) emit(options, { ...created, password: generated }, `${human}\nPassword, shown this once: ${generated}`);
      else emit(options, created, human);
    });

  users
    .command('list')
    .description("list an account's users (the fields of GET /users)")
    .requiredOption('--account <accountId>', 'account id')
    .option('--json', 'machine-readable output')
    .action(async (options: OutputOptions & { account: string }) => {
      const rows = await withDatabase(async (db) => {
        if (!(await findAccount(db, options.account))) throw errors.notFound(`Account ${options.account}`);
        return listUsers(db, options.account);
      });
      const data = rows.map(userView);
      emit(options, data, table(data.map((user) => ({ ...user, lastLoginAt: user.lastLoginAt ?? '-' }))));
    });

  users
    .command('remove')
    .description('remove a user, by id or email; their sessions end at once')
    .argument('<user>', 'user id or email')
    .option('--json', 'machine-readable output')
    .action(async (idOrEmail: string, options: OutputOptions) => {
      const removed = await withDatabase(async (db) => {
        const user = await findUserByIdOrEmail(db, idOrEmail);
        return user ? deleteUser(db, user.accountId, user.id) : undefined;
      });
      if (!removed) throw errors.notFound(`User ${idOrEmail}`);
      emit(options, { id: removed.id, removed: true }, `Removed user ${removed.id} (${removed.email}); their sessions have ended.`);
    });
}
