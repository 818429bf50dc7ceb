import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errors } from '../../errors.js';
import { BrandParams, dataEnvelope, withErrors } from '../../lib/schemas.js';
import { cancelCampaign, findCampaign, listCampaigns } from './repository.js';
import { Campaign, CampaignParams, CampaignWithResults, LaunchCampaignBody } from './schemas.js';
import { campaignResults, launchCampaign, toCampaign, type CampaignDeps } from './service.js';

const tags = ['Campaigns'];

export const campaignRoutes: FastifyPluginAsyncTypebox<CampaignDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/brands/:brandId/campaigns',
    {
      schema: {
        tags,
        operationId: 'listCampaigns',
        params: BrandParams,
        response: withErrors({ 200: dataEnvelope(Type.Array(Campaign)) }, 404),
      },
    },
    async (request) => ({ data: (await listCampaigns(db, request.account.id, request.brand.id)).map(toCampaign) }),
  );

  app.post(
    '/brands/:brandId/campaigns',
    {
      schema: {
        tags,
        operationId: 'launchCampaign',
        description:
          'Runs every prompt of the topic on each model, runsPerModel times. 422 NO_PROMPTS for a topic without prompts, QUOTA_EXCEEDED past the monthly run quota, MODEL_NOT_CONFIGURED for a model without credentials.',
        params: BrandParams,
        body: LaunchCampaignBody,
        response: withErrors({ 201: dataEnvelope(Campaign) }, 404, 422),
      },
    },
    async (request, reply) => reply.code(201).send({ data: await launchCampaign(deps, request.account, request.brand, request.body) }),
  );

  app.get(
    '/brands/:brandId/campaigns/:campaignId',
    {
      schema: {
        tags,
        operationId: 'getCampaign',
        description: 'Poll until status is no longer queued or running.',
        params: CampaignParams,
        response: withErrors({ 200: dataEnvelope(CampaignWithResults) }, 404),
      },
    },
    async (request) => {
      const row = await findCampaign(db, request.account.id, request.brand.id, request.params.campaignId);
      if (!row) throw errors.notFound('Campaign');
      return { data: { ...toCampaign(row), results: await campaignResults(db, request.account.id, row.id) } };
    },
  );

  app.post(
    '/brands/:brandId/campaigns/:campaignId/cancel',
    {
      schema: {
        tags,
        operationId: 'cancelCampaign',
        description: 'Cancels the runs that have not started; runs in flight finish.',
        params: CampaignParams,
        response: withErrors({ 200: dataEnvelope(Campaign) }, 404, 409),
      },
    },
    async (request) => {
      const existing = await findCampaign(db, request.account.id, request.brand.id, request.params.campaignId);
      if (!existing) throw errors.notFound('Campaign');
      const cancelled = await cancelCampaign(db, request.account.id, existing.id);
      if (!cancelled) throw errors.conflict(`Campaign is already ${existing.status}`);
      return { data: toCampaign(cancelled) };
    },
  );
};
