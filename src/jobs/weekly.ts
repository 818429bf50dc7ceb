import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { accounts, brands, topics } from '../db/schema.js';
import { isUniqueViolation } from '../db/errors.js';
import { AppError } from '../errors.js';
import { launchCampaign, type CampaignDeps } from '../modules/campaigns/service.js';

/**
 * One campaign per topic of every brand with autoWeeklyAnalysis, on the account's default models.
 * The period key makes a second delivery of the same tick launch nothing.
 */
export async function launchWeeklyCampaigns(
  deps: CampaignDeps,
  periodKey: string,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<number> {
  const scheduled = await deps.db
    .select({ brand: brands, account: accounts })
    .from(brands)
    .innerJoin(accounts, eq(accounts.id, brands.accountId))
    .where(eq(brands.autoWeeklyAnalysis, true));
  let launched = 0;
  for (const { brand, account } of scheduled) {
    const brandTopics = await deps.db.select({ id: topics.id }).from(topics).where(eq(topics.brandId, brand.id));
    for (const topic of brandTopics) {
      try {
        await launchCampaign(deps, account, brand, { topicId: topic.id }, { trigger: 'schedule', scheduleKey: `${topic.id}:${periodKey}` });
        launched += 1;
      } catch (error) {
        if (isUniqueViolation(error)) continue;
        if (error instanceof AppError) {
          log.warn({ brandId: brand.id, topicId: topic.id, code: error.code }, `weekly campaign not launched: ${error.message}`);
          continue;
        }
        throw error;
      }
    }
  }
  log.info({ launched, periodKey }, 'weekly campaigns launched');
  return launched;
}
