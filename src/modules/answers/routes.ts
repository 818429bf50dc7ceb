import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client.js';
import { BrandParams, dataEnvelope, paginatedEnvelope, withErrors } from '../../lib/schemas.js';
import { Answer, AnswerParams, ListAnswersQuery } from './schemas.js';
import { getAnswer, listAnswers } from './service.js';

export const answerRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/brands/:brandId/answers',
    {
      schema: {
        tags: ['Answers'],
        operationId: 'listAnswers',
        description:
          'The answers behind every figure, newest first: each with its prompt, model, market, text, citations and what the analysis counted in it (with the offsets of every mention). Failed runs are listed with status FAILED and their error class.',
        params: BrandParams,
        querystring: ListAnswersQuery,
        response: withErrors({ 200: paginatedEnvelope(Answer) }, 404, 422),
      },
    },
    async (request) => listAnswers(db, request.account.id, request.brand.id, request.query),
  );

  app.get(
    '/brands/:brandId/answers/:answerId',
    {
      schema: {
        tags: ['Answers'],
        operationId: 'getAnswer',
        params: AnswerParams,
        response: withErrors({ 200: dataEnvelope(Answer) }, 404, 422),
      },
    },
    async (request) => ({ data: await getAnswer(db, request.account.id, request.brand.id, request.params.answerId) }),
  );
};
