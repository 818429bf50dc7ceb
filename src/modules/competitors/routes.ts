import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db/client.js';
import { sendCsv, wantsCsv } from '../../lib/csv.js';
import { BrandParams, dataEnvelope, withErrors } from '../../lib/schemas.js';
import type pg from 'pg';
import type { JobQueue } from '../campaigns/service.js';
import { describeMetrics } from '../metrics/definitions.js';
import {
  Competitor,
  CompetitorParams,
  CompetitorRecord,
  CompetitorsQuery,
  CreateCompetitorBody,
  MergeCompetitorBody,
  UpdateCompetitorBody,
} from './schemas.js';
import { competitorLeaderboard, createCompetitor, mergeCompetitor, updateCompetitor } from './service.js';

const tags = ['Competitors'];
const REANALYSIS =
  "The brand's stored answers are re-analysed in the background; visibility, competitors, sources and opportunities follow within seconds.";

export const competitorRoutes: FastifyPluginAsyncTypebox<{ db: Db; pool: pg.Pool; queue: JobQueue }> = async (app, { db, pool, queue }) => {
  const changes = { pool, queue };
  app.get(
    '/brands/:brandId/competitors',
    {
      schema: {
        tags: ['Metrics'],
        operationId: 'listCompetitors',
        description: `${describeMetrics('competitors', 'slices')}\n\nWith \`Accept: text/csv\`: the same rows as CSV.`,
        params: BrandParams,
        querystring: CompetitorsQuery,
        produces: ['application/json', 'text/csv'],
        response: withErrors({ 200: dataEnvelope(Type.Array(Competitor)) }, 404, 422),
      },
    },
    async (request, reply) => {
      const data = await competitorLeaderboard(db, request.brand, request.query);
      if (wantsCsv(request)) {
        return sendCsv(
          reply,
          data,
          ['rank', 'name', 'status', 'domain', 'mentionRate', 'coOccurrenceRate', 'averagePosition', 'id'],
          'competitors',
        );
      }
      return { data };
    },
  );

  app.post(
    '/brands/:brandId/competitors',
    {
      schema: {
        tags,
        operationId: 'createCompetitor',
        description: `Tracks a competitor: found like the brand itself (its name and every alias) in every answer, and shown under this name. ${REANALYSIS}`,
        params: BrandParams,
        body: CreateCompetitorBody,
        response: withErrors({ 201: dataEnvelope(CompetitorRecord) }, 404, 409, 422),
      },
    },
    async (request, reply) => {
      const data = await createCompetitor(changes, request.brand, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/brands/:brandId/competitors/:competitorId',
    {
      schema: {
        tags,
        operationId: 'updateCompetitor',
        description: `Renames, re-aliases, links a site or sets the status: TRACKED (found in every answer), IGNORED (never counted or shown, whatever later answers say), DISCOVERED. Renaming a discovered competitor tracks it. ${REANALYSIS}`,
        params: CompetitorParams,
        body: UpdateCompetitorBody,
        response: withErrors({ 200: dataEnvelope(CompetitorRecord) }, 404, 409, 422),
      },
    },
    async (request) => ({ data: await updateCompetitor(changes, request.brand, request.params.competitorId, request.body) }),
  );

  app.post(
    '/brands/:brandId/competitors/:competitorId/merge',
    {
      schema: {
        tags,
        operationId: 'mergeCompetitor',
        description: `Merges this competitor into \`into\`: its names become aliases of the one that remains, and its id answers 404 afterwards. ${REANALYSIS}`,
        params: CompetitorParams,
        body: MergeCompetitorBody,
        response: withErrors({ 200: dataEnvelope(CompetitorRecord) }, 404, 422),
      },
    },
    async (request) => ({ data: await mergeCompetitor(changes, request.brand, request.params.competitorId, request.body.into) }),
  );
};
