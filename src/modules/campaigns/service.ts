import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import { withTransaction, type Db } from '../../db/client.js';
import { prompts, topics } from '../../db/schema.js';
import { AppError, errors } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { iso } from '../../lib/schemas.js';
import { credentialVariable, type LlmConfig } from '../../llm/config.js';
import { isModelConfigured, MODELS, type ModelId } from '../../llm/models.js';
import { lockAccount, type AccountRow } from '../accounts/repository.js';
import { findAvatar, findDefaultAvatar } from '../avatars/repository.js';
import type { BrandRow } from '../brands/repository.js';
import { accountLimits } from '../keys/service.js';
import { defaultModels } from './default-models.js';
import * as repository from './repository.js';
import type { Campaign, LaunchCampaignBody } from './schemas.js';

export interface JobQueue {
  /** Queues one job per run inside the caller's transaction, so runs and jobs exist together or not at all. */
  enqueueRuns(
    executeSql: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>,
    runs: { id: string; accountId: string; model: ModelId }[],
  ): Promise<void>;
  /** Re-analysis of a brand's answers, inside the caller's transaction; requests that pile up before it starts make one job. */
  enqueueReanalysis(
    executeSql: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>,
    accountId: string,
    brandId: string,
  ): Promise<void>;
}

export interface CampaignDeps {
  db: Db;
  pool: pg.Pool;
  llm: LlmConfig;
  queue: JobQueue;
}

export function toCampaign(row: repository.CampaignRow): Campaign {
  return {
    id: row.id,
    brandId: row.brandId,
    topicId: row.topicId,
    avatarId: row.avatarId,
    models: row.models,
    runsPerModel: row.runsPerModel,
    status: row.status as Campaign['status'],
    progress: { total: row.total, completed: row.completed, failed: row.failed },
    simulated: row.simulated,
    trigger: row.trigger,
    createdAt: iso(row.createdAt),
    startedAt: row.startedAt ? iso(row.startedAt) : null,
    finishedAt: row.finishedAt ? iso(row.finishedAt) : null,
    error: row.error,
  };
}

/** Every model asked for that cannot answer here, each with the variable that would make it answer. */
function assertConfigured(models: ModelId[], llm: LlmConfig): void {
  const missing = models.filter((model) => !isModelConfigured(model, llm));
  if (missing.length === 0) return;
  const needs = missing.map((model) => `${model} (set ${credentialVariable(MODELS[model].provider)})`).join(', ');
  const verb = missing.length === 1 ? 'is' : 'are';
  throw new AppError(
    'MODEL_NOT_CONFIGURED',
    `${needs} ${verb} not configured on this server; or use SIMULATED, or start the server with LLM_SIMULATE=all, for offline answers`,
  );
}

async function promptIdsOfTopic(db: Db, brand: BrandRow, topicId: string): Promise<string[]> {
  const [topic] = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.accountId, brand.accountId), eq(topics.brandId, brand.id), eq(topics.id, topicId)));
  if (!topic) throw errors.notFound('Topic');
  const rows = await db
    .select({ id: prompts.id })
    .from(prompts)
    .where(and(eq(prompts.accountId, brand.accountId), eq(prompts.topicId, topicId)))
    .orderBy(prompts.createdAt, prompts.id);
  return rows.map((row) => row.id);
}

export interface LaunchOptions {
  trigger?: 'api' | 'cli' | 'schedule';
  scheduleKey?: string;
  now?: Date;
}

export async function launchCampaign(
  deps: CampaignDeps,
  account: AccountRow,
  brand: BrandRow,
  body: LaunchCampaignBody,
  options: LaunchOptions = {},
): Promise<Campaign> {
  const promptIds = await promptIdsOfTopic(deps.db, brand, body.topicId);
  if (promptIds.length === 0) throw new AppError('NO_PROMPTS', 'This topic has no prompts to run');
  const models = (body.models as ModelId[] | undefined) ?? defaultModels(account, deps.llm);
  assertConfigured(models, deps.llm);
  const avatar = body.avatarId
    ? await findAvatar(deps.db, account.id, brand.id, body.avatarId)
    : await findDefaultAvatar(deps.db, account.id, brand.id);
  if (body.avatarId && !avatar) throw errors.notFound('Avatar');

  const runsPerModel = body.runsPerModel ?? 1;
  const total = promptIds.length * models.length * runsPerModel;
  const now = options.now ?? new Date();
  const month = repository.usageMonth(now);
  const limit = accountLimits(account).campaignRunsPerMonth;

  const row = await withTransaction(deps.pool, async ({ db, executeSql }) => {
    await lockAccount(db, account.id);
    const used = await repository.runsUsed(db, account.id, month);
    if (used + total > limit) {
      throw new AppError(
        'QUOTA_EXCEEDED',
        `This campaign needs ${total} runs (${promptIds.length} prompts × ${models.length} models × ${runsPerModel} runs) but only ${Math.max(0, limit - used)} of the ${limit} monthly runs remain (${used} used in ${month})`,
      );
    }
    const campaign = await repository.insertCampaign(db, {
      id: newId('cmp'),
      accountId: account.id,
      brandId: brand.id,
      topicId: body.topicId,
      avatarId: avatar?.id ?? null,
      models,
      runsPerModel,
      status: 'queued',
      total,
      trigger: options.trigger ?? 'api',
      scheduleKey: options.scheduleKey ?? null,
      createdAt: now,
    });
    const runRows = promptIds.flatMap((promptId) =>
      models.flatMap((model) =>
        Array.from({ length: runsPerModel }, (_, runIndex) => ({
          id: newId('run'),
          accountId: account.id,
          brandId: brand.id,
          campaignId: campaign.id,
          promptId,
          model,
          runIndex,
        })),
      ),
    );
    await repository.insertRuns(db, runRows);
    await repository.addUsage(db, account.id, month, total);
    await deps.queue.enqueueRuns(executeSql, runRows);
    return campaign;
  });
  return toCampaign(row);
}

/** Percent with one decimal; 0 before any answer is analysed, as every rate over no answers (docs/metrics.md). */
function mentionRate(mentioning: number, analysed: number): number {
  return analysed === 0 ? 0 : Math.round((1000 * mentioning) / analysed) / 10;
}

export async function campaignResults(db: Db, accountId: string, campaignId: string) {
  const counts = await repository.campaignRunCounts(db, accountId, campaignId);
  const sum = (field: 'analysed' | 'mentioning') => counts.reduce((total, entry) => total + entry[field], 0);
  return {
    mentionRate: mentionRate(sum('mentioning'), sum('analysed')),
    byModel: counts.map((entry) => ({
      model: entry.model,
      runs: entry.completed,
      failed: entry.failed,
      mentionRate: mentionRate(entry.mentioning, entry.analysed),
    })),
  };
}
