import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client.js';
import { wantsCsv } from '../../lib/csv.js';
import { sendVisibilityCsv } from './csv.js';
import { BrandParams, dataEnvelope, withErrors } from '../../lib/schemas.js';
import { describeMetrics } from '../metrics/definitions.js';
import { MetricsQuery, Visibility } from './schemas.js';
import { visibility } from './service.js';

export const visibilityRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/brands/:brandId/visibility',
    {
      schema: {
        tags: ['Metrics'],
        operationId: 'getVisibility',
        description: `${describeMetrics('answer', 'mentionRate', 'sov', 'timeline', 'confidence', 'averagePosition', 'citationRate', 'previousPeriod', 'slices')}\n\nWith \`Accept: text/csv\`: one table as CSV, picked by \`table\`: \`sov\` (the leaderboard, the default), \`headline\` (one row of the headline figures), \`timeline\`, \`byModel\`, \`byTopic\` or \`byMarket\`.`,
        params: BrandParams,
        querystring: MetricsQuery,
        produces: ['application/json', 'text/csv'],
        response: withErrors({ 200: dataEnvelope(Visibility) }, 404, 422),
      },
    },
    async (request, reply) => {
      const data = await visibility(db, request.brand, { ...request.query, days: request.query.days ?? 30 });
      if (wantsCsv(request)) return sendVisibilityCsv(reply, data, request.query.table ?? 'sov');
      return { data };
    },
  );
};
