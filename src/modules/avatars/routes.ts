import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db/client.js';
import { BrandParams, dataEnvelope, withErrors } from '../../lib/schemas.js';
import { listAvatars } from './repository.js';
import { Avatar, AvatarParams, CreateAvatarBody, DeletedAvatar, UpdateAvatarBody, UpdatedAvatar } from './schemas.js';
import { createAvatar, deleteAvatar, toAvatar, updateAvatar } from './service.js';

const tags = ['Avatars'];

export const avatarRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/brands/:brandId/avatars',
    {
      schema: {
        tags,
        operationId: 'listAvatars',
        params: BrandParams,
        response: withErrors({ 200: dataEnvelope(Type.Array(Avatar)) }, 404),
      },
    },
    async (request) => ({ data: (await listAvatars(db, request.account.id, request.brand.id)).map(toAvatar) }),
  );

  app.post(
    '/brands/:brandId/avatars',
    {
      schema: {
        tags,
        operationId: 'createAvatar',
        params: BrandParams,
        body: CreateAvatarBody,
        response: withErrors({ 201: dataEnvelope(Avatar) }, 404, 422),
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createAvatar(db, request.account, request.brand, request.body) }),
  );

  app.patch(
    '/brands/:brandId/avatars/:avatarId',
    {
      schema: {
        tags,
        operationId: 'updateAvatar',
        params: AvatarParams,
        body: UpdateAvatarBody,
        response: withErrors({ 200: dataEnvelope(UpdatedAvatar) }, 404, 422),
      },
    },
    async (request) => ({ data: await updateAvatar(db, request.brand, request.params.avatarId, request.body) }),
  );

  app.delete(
    '/brands/:brandId/avatars/:avatarId',
    {
      schema: { tags, operationId: 'deleteAvatar', params: AvatarParams, response: withErrors({ 200: dataEnvelope(DeletedAvatar) }, 404) },
    },
    async (request) => {
      await deleteAvatar(db, request.brand, request.params.avatarId);
      return { data: { id: request.params.avatarId } };
    },
  );
};
