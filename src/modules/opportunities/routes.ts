import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { errors } from '../../errors.js';
import { sendCsv, wantsCsv } from '../../lib/csv.js';
import { BrandParams, dataEnvelope, iso, withErrors } from '../../lib/schemas.js';
import { describeMetrics } from '../metrics/definitions.js';
import { resolveSlice } from '../metrics/slices.js';
import { listOpportunities, updateOpportunityStatus } from './repository.js';
import { ListOpportunitiesQuery, Opportunity, OpportunityParams, UpdatedOpportunity, UpdateOpportunityBody } from './schemas.js';
import { canonicalStatus } from './status.js';

const tags = ['Opportunities'];
const OPPORTUNITY_CSV_COLUMNS = [
  'id',
  'promptId',
  'status',
  'priorityScore',
  'title',
  'description',
  'competitorsMentioned',
  'createdAt',
  'updatedAt',
] as const;

export const opportunityRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/brands/:brandId/opportunities',
    {
      schema: {
        tags,
        operationId: 'listOpportunities',
        description: `${describeMetrics('opportunities', 'priorityScore', 'slices')}\n\nWith \`Accept: text/csv\`: the same rows as CSV (competitors separated by "; ").`,
        params: BrandParams,
        querystring: ListOpportunitiesQuery,
        produces: ['application/json', 'text/csv'],
        response: withErrors({ 200: dataEnvelope(Type.Array(Opportunity)) }, 404, 422),
      },
    },
    async (request, reply) => {
      const status = request.query.status === undefined ? undefined : canonicalStatus(request.query.status, 'status');
      const slice = await resolveSlice(db, request.account.id, request.brand.id, request.query);
      const rows = await listOpportunities(db, request.account.id, request.brand.id, { status, slice });
      const data = rows.map((row) => ({
        id: row.id,
        promptId: row.promptId,
        title: row.title,
        description: row.description,
        status: canonicalStatus(row.status, 'status'),
        priorityScore: row.priorityScore,
        competitorsMentioned: row.competitorsMentioned,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      }));
      if (wantsCsv(request)) {
        const csvRows = data.map((opportunity) => ({ ...opportunity, competitorsMentioned: opportunity.competitorsMentioned.join('; ') }));
        return sendCsv(reply, csvRows, [...OPPORTUNITY_CSV_COLUMNS], 'opportunities');
      }
      return { data };
    },
  );

  app.patch(
    '/brands/:brandId/opportunities/:opportunityId',
    {
      schema: {
        tags,
        operationId: 'updateOpportunity',
        description:
          'Sets the status (TODO, IN_PROGRESS, DONE, DISMISSED; NEW and OPEN mean TODO, REVIEWED means IN_PROGRESS). Reopening one while its prompt has another open opportunity is 409 CONFLICT.',
        params: OpportunityParams,
        body: UpdateOpportunityBody,
        response: withErrors({ 200: dataEnvelope(UpdatedOpportunity) }, 404, 409, 422),
      },
    },
    async (request) => {
      const status = canonicalStatus(request.body.status, 'status');
      const row = await updateOpportunityStatus(db, request.account.id, request.brand.id, request.params.opportunityId, status).catch(
        (error: unknown) => {
          if (isUniqueViolation(error))
            throw errors.conflict('This prompt already has an open opportunity; close it before reopening this one');
          throw error;
        },
      );
      if (!row) throw errors.notFound('Opportunity');
      return { data: { id: row.id, status } };
    },
  );
};
