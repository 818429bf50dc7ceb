import { eq } from 'drizzle-orm';
import { prompts, runs } from '../../src/db/schema.js';
import type { TestAccount, TestContext } from './test-app.js';

/** A brand with one topic; `keepPrompts` trims the topic's generated prompts for campaigns of a known size. */
export async function brandWithTopic(ctx: TestContext, account: TestAccount, options: { name?: string; keepPrompts?: number } = {}) {
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: account.headers, payload });
  const brandId = (await post('/brands', { name: options.name ?? 'Pipedrive', domain: 'pipedrive.com' })).json().data.id as string;
  const topicId = (await post(`/brands/${brandId}/topics`, { seed: 'best CRM for small businesses' })).json().data.id as string;
  let promptIds = (
    await ctx.database.db.select({ id: prompts.id }).from(prompts).where(eq(prompts.topicId, topicId)).orderBy(prompts.createdAt)
  ).map((row) => row.id);
  if (options.keepPrompts !== undefined) {
    const kept = promptIds.slice(0, options.keepPrompts);
    for (const id of promptIds.slice(options.keepPrompts)) {
      await ctx.database.db.delete(prompts).where(eq(prompts.id, id));
    }
    promptIds = kept;
  }
  return { brandId, topicId, promptIds };
}

/** Launches a campaign through the API; its runs are left queued (no worker runs here), ids in id order. */
export async function launchCampaign(
  ctx: TestContext,
  account: TestAccount,
  brandId: string,
  payload: { topicId: string; models: string[]; runsPerModel?: number },
) {
  const response = await ctx.app.inject({ method: 'POST', url: `/api/v1/brands/${brandId}/campaigns`, headers: account.headers, payload });
  if (response.statusCode !== 201) throw new Error(`campaign launch failed: ${response.body}`);
  const campaignId = response.json().data.id as string;
  const runIds = (await ctx.database.db.select({ id: runs.id }).from(runs).where(eq(runs.campaignId, campaignId)).orderBy(runs.id)).map(
    (run) => run.id,
  );
  return { campaignId, runIds };
}
