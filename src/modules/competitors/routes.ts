import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db/client.js';
import { sendCsv, wantsCsv } from '../../lib/csv.js';
import { BrandParams, dataEnvelope, withErrors } from '../../lib/schemas.js';
import { describeMetrics } from '../metrics/definitions.js';
import { ModelEnum } from '../prompts/schemas.js';
import { competitorLeaderboard } from './service.js';

const Competitor = Type.Object({
  id: Type.String(),
  name: Type.String({ description: 'the most frequent form answers write it in' }),
  domain: Type.Union([Type.String(), Type.Null()]),
  mentionRate: Type.Number(),
  coOccurrenceRate: Type.Number(),
  averagePosition: Type.Union([Type.Number(), Type.Null()]),
  rank: Type.Integer({ minimum: 1 }),
});

const CompetitorsQuery = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, description: 'default: all time' })),
  model: Type.Optional(ModelEnum),
});

export const competitorRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/brands/:brandId/competitors',
    {
      schema: {
        tags: ['Metrics'],
        operationId: 'listCompetitors',
        description: `${describeMetrics('competitors')}\n\nWith \`Accept: text/csv\`: the same rows as CSV.`,
        params: BrandParams,
        querystring: CompetitorsQuery,
        produces: ['application/json', 'text/csv'],
        response: withErrors({ 200: dataEnvelope(Type.Array(Competitor)) }, 404, 422),
      },
    },
    async (request, reply) => {
      const data = await competitorLeaderboard(db, request.brand, request.query);
      if (wantsCsv(request)) {
        return sendCsv(reply, data, ['rank', 'name', 'domain', 'mentionRate', 'coOccurrenceRate', 'averagePosition', 'id'], 'competitors');
      }
      return { data };
    },
  );
};
