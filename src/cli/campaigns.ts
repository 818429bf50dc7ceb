import type { Command } from 'commander';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { loadProcessConfig } from '../config.js';
import { openDatabase, type OpenedDatabase } from '../db/open.js';
import { accounts, brands, campaigns } from '../db/schema.js';
import { errors } from '../errors.js';
import { startJobs } from '../jobs/runtime.js';
import { startWorker } from '../jobs/worker.js';
import { MODEL_IDS, type ModelId } from '../llm/models.js';
import { findCampaign } from '../modules/campaigns/repository.js';
import { campaignResults, launchCampaign, toCampaign } from '../modules/campaigns/service.js';
import type { Campaign } from '../modules/campaigns/schemas.js';
import { emit, table, type OutputOptions } from './output.js';
import { createProgressBar } from './progress.js';

const POLL_MS = 500;
const FINAL = new Set(['completed', 'failed', 'cancelled']);

function parseModels(value: string): ModelId[] {
  const models = value
    .split(',')
    .map((model) => model.trim().toUpperCase())
    .filter(Boolean);
  for (const model of models) {
    if (!(MODEL_IDS as string[]).includes(model)) throw new Error(`unknown model "${model}"; models: ${MODEL_IDS.join(', ')}`);
  }
  return models as ModelId[];
}

async function loadCampaign(database: OpenedDatabase, campaignId: string) {
  const [row] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!row) throw errors.notFound(`Campaign ${campaignId}`);
  const campaign = await findCampaign(database.db, row.accountId, row.brandId, row.id);
  return { campaign: toCampaign(campaign!), results: await campaignResults(database.db, row.accountId, row.id) };
}

function summary(campaign: Campaign, results: Awaited<ReturnType<typeof campaignResults>>): string {
  const rate = (value: number | null) => (value === null ? '-' : `${value}%`);
  return [
    `Campaign ${campaign.id}: ${campaign.status}`,
    `Runs: ${campaign.progress.completed} completed, ${campaign.progress.failed} failed of ${campaign.progress.total}`,
    `Mention rate: ${rate(results.mentionRate)}`,
    table(
      results.byModel.map((entry) => ({
        model: entry.model,
        completed: String(entry.runs),
        failed: String(entry.failed),
        mentionRate: rate(entry.mentionRate),
      })),
    ),
    ...(campaign.error ? [`Error: ${campaign.error}`] : []),
  ].join('\n');
}

async function waitForCampaign(database: OpenedDatabase, campaignId: string, quiet: boolean) {
  const bar = createProgressBar();
  for (;;) {
    const state = await loadCampaign(database, campaignId);
    const { completed, failed, total } = state.campaign.progress;
    if (!quiet) bar.update(completed, failed, total, state.campaign.status);
    if (FINAL.has(state.campaign.status)) {
      if (!quiet) bar.end();
      return state;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export function registerCampaignCommands(program: Command): void {
  const command = program.command('campaigns').description('launch and follow campaigns');

  command
    .command('run')
    .description('launch a campaign; with --wait, work on it here and show progress until it ends')
    .requiredOption('--brand <brandId>', 'brand id')
    .requiredOption('--topic <topicId>', 'topic id')
    .option('--models <models>', 'comma-separated model ids (default: the account defaults)', parseModels)
    .option('--runs <n>', 'runs per model, 1 to 10', (value: string) => Number(value), 1)
    .option('--avatar <avatarId>', 'avatar id (default: the brand default)')
    .option('--wait', 'follow the campaign to its end')
    .option('--json', 'machine-readable output')
    .action(
      async (
        options: OutputOptions & { brand: string; topic: string; models?: ModelId[]; runs: number; avatar?: string; wait?: boolean },
      ) => {
        if (!Number.isInteger(options.runs) || options.runs < 1 || options.runs > 10)
          throw new Error('--runs must be an integer from 1 to 10');
        const config = loadProcessConfig();
        const database = await openDatabase(config);
        const jobs = await startJobs(database.url, config.engine, { supervise: Boolean(options.wait) });
        try {
          const [owner] = await database.db
            .select({ brand: brands, account: accounts })
            .from(brands)
            .innerJoin(accounts, eq(accounts.id, brands.accountId))
            .where(eq(brands.id, options.brand));
          if (!owner) throw errors.notFound(`Brand ${options.brand}`);
          const deps = { db: database.db, pool: database.pool, llm: config.llm, queue: jobs.queue };
          const launched = await launchCampaign(
            deps,
            owner.account,
            owner.brand,
            {
              topicId: options.topic,
              models: options.models,
              runsPerModel: options.runs,
              avatarId: options.avatar,
            },
            { trigger: 'cli' },
          );
          if (!options.wait) {
            emit(
              options,
              launched,
              `Launched campaign ${launched.id} (${launched.progress.total} runs). Follow it with: brandlens campaigns status ${launched.id}`,
            );
            return;
          }
          await startWorker({ db: database.db, jobs, llm: config.llm, campaigns: deps, log: pino({ level: 'warn' }) });
          const final = await waitForCampaign(database, launched.id, Boolean(options.json));
          emit(options, { ...final.campaign, results: final.results }, summary(final.campaign, final.results));
        } finally {
          await jobs.stop();
          await database.close();
        }
      },
    );

  command
    .command('status')
    .description("show a campaign's status, progress and results")
    .argument('<campaignId>')
    .option('--json', 'machine-readable output')
    .action(async (campaignId: string, options: OutputOptions) => {
      const database = await openDatabase(loadProcessConfig());
      try {
        const state = await loadCampaign(database, campaignId);
        emit(options, { ...state.campaign, results: state.results }, summary(state.campaign, state.results));
      } finally {
        await database.close();
      }
    });
}
