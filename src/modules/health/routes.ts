import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const Health = Type.Object({ status: Type.String(), database: Type.String() });

export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/healthz',
    { schema: { tags: ['Health'], operationId: 'health', security: [], response: { 200: Health, 503: Health } } },
    async (_request, reply) => {
      try {
        await db.execute(sql`SELECT 1`);
        return { status: 'ok', database: 'up' };
      } catch {
        return reply.code(503).send({ status: 'unavailable', database: 'down' });
      }
    },
  );
};
