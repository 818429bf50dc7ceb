import type { Command } from 'commander';
import { errors } from '../errors.js';
import { isPlan, parseLimitOverrides, PLANS, type Plan } from '../modules/accounts/plans.js';
import { listAccounts, updateAccountPlan } from '../modules/accounts/repository.js';
import { createAccount } from '../modules/accounts/service.js';
import { accountLimits } from '../modules/keys/service.js';
import { withDatabase } from './database.js';
import { emit, table, type OutputOptions } from './output.js';

function planArgument(value: string): Plan {
  if (!isPlan(value)) throw new Error(`unknown plan "${value}"; plans: ${PLANS.join(', ')}`);
  return value;
}

function limitsArgument(value: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error(`--limits is not valid JSON: ${value}`);
  }
  return parseLimitOverrides(parsed);
}

export function registerAccountCommands(program: Command): void {
  const accounts = program.command('accounts').description('manage customer accounts');

  accounts
    .command('create')
    .description('create an account and its first API key (printed once); --json prints { id, email, plan, key }')
    .requiredOption('--email <email>', 'account email')
    .requiredOption('--plan <plan>', `one of ${PLANS.join(', ')}`)
    .option('--trial', 'start the 14-day trial')
    .option('--limits <json>', 'limit overrides, e.g. {"brands": 100}')
    .option('--json', 'machine-readable output')
    .action(async (options: OutputOptions & { email: string; plan: string; trial?: boolean; limits?: string }) => {
      const plan = planArgument(options.plan);
      const limitOverrides = options.limits ? limitsArgument(options.limits) : {};
      const { account, apiKey } = await withDatabase((db) =>
        createAccount(db, { email: options.email, plan, trial: options.trial ?? false, limitOverrides }),
      );
      emit(
        options,
        { id: account.id, email: account.email, plan: account.plan, key: apiKey },
        `Created account ${account.id} (${account.email}, ${account.plan}).\nAPI key, shown this once: ${apiKey}`,
      );
    });

  accounts
    .command('list')
    .description('list accounts')
    .option('--json', 'machine-readable output')
    .action(async (options: OutputOptions) => {
      const rows = await withDatabase((db) => listAccounts(db));
      const data = rows.map((row) => ({
        id: row.id,
        email: row.email,
        plan: row.plan,
        trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
        limits: accountLimits(row),
        createdAt: row.createdAt.toISOString(),
      }));
      emit(
        options,
        data,
        table(
          data.map((row) => ({
            id: row.id,
            email: row.email,
            plan: row.plan,
            trialEndsAt: row.trialEndsAt ?? '-',
            createdAt: row.createdAt,
          })),
        ),
      );
    });

  accounts
    .command('set-plan')
    .description("change an account's plan")
    .argument('<accountId>')
    .argument('<plan>', PLANS.join(', '))
    .option('--json', 'machine-readable output')
    .action(async (accountId: string, planName: string, options: OutputOptions) => {
      const plan = planArgument(planName);
      const row = await withDatabase((db) => updateAccountPlan(db, accountId, plan));
      if (!row) throw errors.notFound(`Account ${accountId}`);
      emit(options, { id: row.id, plan: row.plan }, `Account ${row.id} is now on the ${row.plan} plan.`);
    });
}
