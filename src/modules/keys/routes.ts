import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db/client.js';
import { errors } from '../../errors.js';
import { dataEnvelope, iso, withErrors } from '../../lib/schemas.js';
import { listActiveApiKeys, revokeApiKey } from './repository.js';
import { ApiKey, CreateApiKeyBody, CreatedApiKey, KeyParams, RevokedApiKey } from './schemas.js';
import { createApiKey } from './service.js';

const tags = ['API keys'];
/** Keys act for the whole account, so only owners and admins see or manage them. */
const config = { minimumRole: 'admin' as const };

export const keyRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/keys',
    { config, schema: { tags, operationId: 'listApiKeys', response: withErrors({ 200: dataEnvelope(Type.Array(ApiKey)) }) } },
    async (request) => {
      const rows = await listActiveApiKeys(db, request.account.id);
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          start: row.keyStart,
          createdAt: iso(row.createdAt),
          lastUsedAt: row.lastUsedAt ? iso(row.lastUsedAt) : null,
        })),
      };
    },
  );

  app.post(
    '/keys',
    {
      config,
      schema: {
        tags,
        operationId: 'createApiKey',
        body: CreateApiKeyBody,
        response: withErrors({ 201: dataEnvelope(CreatedApiKey) }, 422),
      },
    },
    async (request, reply) => {
      const { row, key } = await createApiKey(db, request.account, request.body.name);
      return reply.code(201).send({
        data: { id: row.id, name: row.name, key, start: row.keyStart, createdAt: iso(row.createdAt) },
      });
    },
  );

  app.delete(
    '/keys/:keyId',
    {
      config,
      schema: { tags, operationId: 'revokeApiKey', params: KeyParams, response: withErrors({ 200: dataEnvelope(RevokedApiKey) }, 404) },
    },
    async (request) => {
      const row = await revokeApiKey(db, request.account.id, request.params.keyId);
      if (!row) throw errors.notFound('API key');
      return { data: { id: row.id, revoked: true as const } };
    },
  );
};
