import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { dataEnvelope, withErrors } from '../../lib/schemas.js';
import { listUsers } from './repository.js';
import { RemovedUser, UpdateUserBody, User, UserParams } from './schemas.js';
import { changeUserRole, removeUser, userView, type Actor } from './service.js';

const tags = ['Team'];

export function actorOf(request: FastifyRequest): Actor {
  return { role: request.role, userId: request.session?.user.id ?? null };
}

/** The team of the account: owners and admins manage it (`minimumRole`), members and viewers do not see it. */
export const userRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/users',
    {
      config: { minimumRole: 'admin' },
      schema: { tags, operationId: 'listUsers', response: withErrors({ 200: dataEnvelope(Type.Array(User)) }) },
    },
    async (request) => ({ data: (await listUsers(db, request.account.id)).map(userView) }),
  );

  app.patch(
    '/users/:userId',
    {
      config: { minimumRole: 'admin' },
      schema: {
        tags,
        operationId: 'updateUser',
        description: "Changes a user's role. Only an owner grants, changes or removes the owner role; the last owner stays one.",
        params: UserParams,
        body: UpdateUserBody,
        response: withErrors({ 200: dataEnvelope(User) }, 404, 409, 422),
      },
    },
    async (request) => ({
      data: userView(await changeUserRole(db, request.account.id, actorOf(request), request.params.userId, request.body.role)),
    }),
  );

  app.delete(
    '/users/:userId',
    {
      config: { minimumRole: 'admin' },
      schema: {
        tags,
        operationId: 'removeUser',
        description: 'Removes a user and ends all their sessions. Only an owner removes an owner; the last owner stays.',
        params: UserParams,
        response: withErrors({ 200: dataEnvelope(RemovedUser) }, 404, 409),
      },
    },
    async (request) => {
      const row = await removeUser(db, request.account.id, actorOf(request), request.params.userId);
      return { data: { id: row.id, removed: true as const } };
    },
  );
};
