import type { LlmConfig } from '../../llm/config.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db/client.js';
import { BrandParams, dataEnvelope, withErrors } from '../../lib/schemas.js';
import { listTopics } from './repository.js';
import { CreateTopicBody, DeletedTopic, Topic, TopicParams } from './schemas.js';
import { createTopic, deleteTopic, toTopic } from './service.js';

const tags = ['Topics'];

export const topicRoutes: FastifyPluginAsyncTypebox<{ db: Db; llm: LlmConfig }> = async (app, { db, llm }) => {
  app.get(
    '/brands/:brandId/topics',
    {
      schema: { tags, operationId: 'listTopics', params: BrandParams, response: withErrors({ 200: dataEnvelope(Type.Array(Topic)) }, 404) },
    },
    async (request) => ({ data: (await listTopics(db, request.account.id, request.brand.id)).map(toTopic) }),
  );

  app.post(
    '/brands/:brandId/topics',
    {
      schema: {
        tags,
        operationId: 'createTopic',
        description: 'Creates a topic and generates its prompts from the seed, in the topic language (by PROMPT_MODEL when configured).',
        params: BrandParams,
        body: CreateTopicBody,
        response: withErrors({ 201: dataEnvelope(Topic) }, 400, 404, 422),
      },
    },
    async (request, reply) => {
      const topic = await createTopic(db, request.brand, request.body, { llm, logger: request.log });
      return reply.code(201).send({ data: topic });
    },
  );

  app.delete(
    '/brands/:brandId/topics/:topicId',
    {
      schema: {
        tags,
        operationId: 'deleteTopic',
        description: 'Deletes the topic, its prompts and its campaign runs.',
        params: TopicParams,
        response: withErrors({ 200: dataEnvelope(DeletedTopic) }, 404),
      },
    },
    async (request) => {
      await deleteTopic(db, request.brand, request.params.topicId);
      return { data: { deleted: true as const } };
    },
  );
};
