import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db/client.js';
import { dataEnvelope, withErrors } from '../../lib/schemas.js';
import { countBrands } from '../brands/repository.js';
import { runsUsed, usageMonth } from '../campaigns/repository.js';
import { accountLimits } from '../keys/service.js';

const tags = ['Account'];

export const Usage = Type.Object({
  plan: Type.String(),
  month: Type.String({ description: 'the calendar month counted, UTC, as YYYY-MM' }),
  runsThisMonth: Type.Integer({ description: 'campaign runs launched this month; a launch counts all its runs at once' }),
  runQuota: Type.Integer({ description: 'campaign runs allowed per month (the plan’s, or this account’s own limit)' }),
  brands: Type.Integer(),
  brandLimit: Type.Integer(),
});

/** What the account has used against its plan's limits, from the same counts the limits are enforced with. */
export const accountRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/usage',
    {
      schema: {
        tags,
        operationId: 'getUsage',
        description: "Campaign runs launched this month against the monthly quota, and brands against the plan's limit.",
        response: withErrors({ 200: dataEnvelope(Usage) }),
      },
    },
    async (request) => {
      const account = request.account;
      const month = usageMonth(new Date());
      const limits = accountLimits(account);
      const [runsThisMonth, brands] = await Promise.all([runsUsed(db, account.id, month), countBrands(db, account.id)]);
      return {
        data: { plan: account.plan, month, runsThisMonth, runQuota: limits.campaignRunsPerMonth, brands, brandLimit: limits.brands },
      };
    },
  );
};
