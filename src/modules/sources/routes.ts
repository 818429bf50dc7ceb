import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db/client.js';
import { registrableDomain } from '../../analysis/index.js';
import { sendCsv, wantsCsv } from '../../lib/csv.js';
import { BrandParams, iso, MAX_OFFSET, Timestamp, withErrors } from '../../lib/schemas.js';
import { describeMetrics } from '../metrics/definitions.js';
import { resolveSlice, SliceQuery } from '../metrics/slices.js';
import { domainPage, sourcePage } from './repository.js';

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 500;
const SourceType = Type.Union([Type.Literal('BRAND'), Type.Literal('COMPETITOR'), Type.Literal('OTHER')]);

const Source = Type.Object({
  id: Type.String(),
  url: Type.String({ description: 'as first cited' }),
  domain: Type.Union([Type.String(), Type.Null()]),
  citationCount: Type.Integer(),
  firstSeenAt: Timestamp,
  lastSeenAt: Timestamp,
  type: SourceType,
});

const DomainTotal = Type.Object({
  domain: Type.Union([Type.String(), Type.Null()]),
  citationCount: Type.Integer(),
  urls: Type.Integer({ description: 'distinct URLs of the domain cited' }),
  firstSeenAt: Timestamp,
  lastSeenAt: Timestamp,
  type: SourceType,
});

const SourcesQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_OFFSET,
      description: `default ${DEFAULT_LIMIT}; above ${MAX_LIMIT} is served as ${MAX_LIMIT}`,
    }),
  ),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OFFSET })),
  domain: Type.Optional(Type.String({ minLength: 1, maxLength: 253, description: 'only this registrable domain' })),
  groupBy: Type.Optional(Type.Literal('domain', { description: 'one entry per domain, with totals' })),
  ...SliceQuery,
});

export const sourceRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/brands/:brandId/sources',
    {
      schema: {
        tags: ['Metrics'],
        operationId: 'listSources',
        description: `${describeMetrics('sources', 'slices')}\n\nWith \`Accept: text/csv\`: the same rows as CSV.`,
        params: BrandParams,
        querystring: SourcesQuery,
        produces: ['application/json', 'text/csv'],
        response: withErrors(
          {
            200: Type.Object({
              data: Type.Array(Type.Union([Source, DomainTotal])),
              total: Type.Integer(),
              limit: Type.Integer(),
              offset: Type.Integer(),
            }),
          },
          404,
          422,
        ),
      },
    },
    async (request, reply) => {
      const limit = Math.min(request.query.limit ?? DEFAULT_LIMIT, MAX_LIMIT);
      const offset = request.query.offset ?? 0;
      const brandDomain = request.brand.domain ? registrableDomain(request.brand.domain) : null;
      const slice = await resolveSlice(db, request.account.id, request.brand.id, request.query);
      const query = { limit, offset, domain: request.query.domain?.toLowerCase(), slice };
      const page =
        request.query.groupBy === 'domain'
          ? await domainPage(db, request.account.id, request.brand.id, brandDomain, query)
          : await sourcePage(db, request.account.id, request.brand.id, brandDomain, query);
      const data = page.rows.map((row) => ({
        ...row,
        firstSeenAt: iso(new Date(row.firstSeenAt)),
        lastSeenAt: iso(new Date(row.lastSeenAt)),
      }));
      if (wantsCsv(request)) {
        const columns =
          request.query.groupBy === 'domain'
            ? ['domain', 'citationCount', 'urls', 'type', 'firstSeenAt', 'lastSeenAt']
            : ['url', 'domain', 'citationCount', 'type', 'firstSeenAt', 'lastSeenAt', 'id'];
        return sendCsv(reply, data as Record<string, unknown>[], columns, 'sources');
      }
      return { data, total: page.total, limit, offset };
    },
  );
};
