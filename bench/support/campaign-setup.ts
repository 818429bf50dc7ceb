import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { prompts } from '../../src/db/schema.js';
import { newId } from '../../src/lib/ids.js';
import type { ModelId } from '../../src/llm/models.js';
import type { AccountRow } from '../../src/modules/accounts/repository.js';
import { createAccount } from '../../src/modules/accounts/service.js';
import { findBrandAccess, type BrandRow } from '../../src/modules/brands/repository.js';
import { createBrand } from '../../src/modules/brands/service.js';
import { launchCampaign, type CampaignDeps } from '../../src/modules/campaigns/service.js';
import { createTopic } from '../../src/modules/topics/service.js';

/** Models of one provider (OpenAI), so one per-provider concurrency governs the whole campaign. */
const OPENAI_MODELS: ModelId[] = ['GPT_4O_MINI', 'GPT_4O', 'GPT_5_MINI', 'GPT_5'];
const MAX_RUNS_PER_MODEL = 10;

export interface CampaignShape {
  prompts: number;
  models: ModelId[];
  runsPerModel: number;
}

/** prompts × models × runsPerModel = runs exactly, with as many models and runs per model as divide it. */
export function campaignShape(runs: number): CampaignShape {
  for (let models = OPENAI_MODELS.length; models >= 1; models -= 1) {
    for (let runsPerModel = MAX_RUNS_PER_MODEL; runsPerModel >= 1; runsPerModel -= 1) {
      if (runs % (models * runsPerModel) === 0) {
        return { prompts: runs / (models * runsPerModel), models: OPENAI_MODELS.slice(0, models), runsPerModel };
      }
    }
  }
  throw new Error(`no campaign shape for ${runs} runs`);
}

export interface BenchBrand {
  account: AccountRow;
  brand: BrandRow;
  topicId: string;
}

/**
 * An Agency account with room for any number of runs, a brand named like the one the fake provider's answer
 * recommends (so answers mention it and name competitors, as real ones do), and a topic of exactly `promptCount`
 * prompts: the generated ones, trimmed or topped up with numbered variants inserted directly.
 */
export async function createBenchBrand(db: Db, promptCount: number): Promise<BenchBrand> {
  const { account } = await createAccount(db, {
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
    plan: 'agency',
    trial: false,
    limitOverrides: { campaignRunsPerMonth: 100_000_000 },
  });
  const created = await createBrand(db, account, { name: 'Acme', domain: 'acme.example' });
  const access = await findBrandAccess(db, account.id, created.id);
  if (access.kind !== 'owned') throw new Error('the benchmark brand was not found after creating it');
  const brand = access.brand;
  const topic = await createTopic(db, brand, { seed: 'best project management software for small teams' });

  const generated = await db.select().from(prompts).where(eq(prompts.topicId, topic.id)).orderBy(asc(prompts.createdAt), asc(prompts.id));
  if (generated.length === 0) throw new Error('the topic was created without prompts');
  if (generated.length > promptCount) {
    await db.delete(prompts).where(
      inArray(
        prompts.id,
        generated.slice(promptCount).map((prompt) => prompt.id),
      ),
    );
  }
  const last = generated.at(-1)!;
  const extra = Array.from({ length: Math.max(0, promptCount - generated.length) }, (_, index) => {
    const base = generated[index % generated.length]!;
    return {
      id: newId('prm'),
      accountId: account.id,
      brandId: brand.id,
      topicId: topic.id,
      text: `${base.text} (${index + 1})`,
      language: base.language,
      country: base.country,
      createdAt: new Date(last.createdAt.getTime() + index + 1),
    };
  });
  if (extra.length > 0) await db.insert(prompts).values(extra);
  return { account, brand, topicId: topic.id };
}

export async function launchBenchCampaign(deps: CampaignDeps, bench: BenchBrand, shape: CampaignShape): Promise<string> {
  const campaign = await launchCampaign(deps, bench.account, bench.brand, {
    topicId: bench.topicId,
    models: shape.models,
    runsPerModel: shape.runsPerModel,
  });
  const expected = shape.prompts * shape.models.length * shape.runsPerModel;
  if (campaign.progress.total !== expected) throw new Error(`the campaign has ${campaign.progress.total} runs, expected ${expected}`);
  return campaign.id;
}
