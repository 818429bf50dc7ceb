import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client.js';
import { BrandParams, iso, paginatedEnvelope, withErrors } from '../../lib/schemas.js';
import { listPromptPage } from './repository.js';
import { DEFAULT_PAGE_SIZE, ListPromptsQuery, MAX_PAGE_SIZE, Prompt } from './schemas.js';

export const promptRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/brands/:brandId/prompts',
    {
      schema: {
        tags: ['Prompts'],
        operationId: 'listPrompts',
        params: BrandParams,
        querystring: ListPromptsQuery,
        response: withErrors({ 200: paginatedEnvelope(Prompt) }, 404, 422),
      },
    },
    async (request) => {
      const { model, status, page } = request.query;
      const limit = Math.min(request.query.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
      const offset = request.query.offset ?? (page === undefined ? 0 : (page - 1) * limit);
      const { rows, total } = await listPromptPage(db, request.account.id, request.brand.id, { limit, offset, status, model });
      return {
        data: rows.map((row) => ({
          id: row.id,
          text: row.text,
          language: row.language,
          country: row.country,
          status: row.status,
          createdAt: iso(row.createdAt),
          topic: { id: row.topicId, seed: row.topicSeed },
        })),
        total,
        limit,
        offset,
      };
    },
  );
};
