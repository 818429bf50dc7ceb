import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db/client.js';
import type pg from 'pg';
import type { JobQueue } from '../campaigns/service.js';
import { BrandParams, dataEnvelope, withErrors } from '../../lib/schemas.js';
import { Brand, CreateBrandBody, DeletedBrand, UpdateBrandBody, UpdatedBrand } from './schemas.js';
import * as service from './service.js';
import { listBrands } from './repository.js';

const tags = ['Brands'];

export const brandRoutes: FastifyPluginAsyncTypebox<{ db: Db; pool: pg.Pool; queue: JobQueue }> = async (app, { db, pool, queue }) => {
  app.get(
    '/brands',
    { schema: { tags, operationId: 'listBrands', response: withErrors({ 200: dataEnvelope(Type.Array(Brand)) }) } },
    async (request) => ({ data: (await listBrands(db, request.account.id)).map(service.toBrand) }),
  );

  app.post(
    '/brands',
    {
      schema: {
        tags,
        operationId: 'createBrand',
        body: CreateBrandBody,
        response: withErrors({ 201: dataEnvelope(Brand) }, 409, 422),
      },
    },
    async (request, reply) => reply.code(201).send({ data: await service.createBrand(db, request.account, request.body) }),
  );

  app.get(
    '/brands/:brandId',
    { schema: { tags, operationId: 'getBrand', params: BrandParams, response: withErrors({ 200: dataEnvelope(Brand) }, 404) } },
    async (request) => ({ data: service.toBrand(request.brand) }),
  );

  app.patch(
    '/brands/:brandId',
    {
      schema: {
        tags,
        operationId: 'updateBrand',
        description: 'Changing the name, aliases or domain re-analyses the stored answers in the background.',
        params: BrandParams,
        body: UpdateBrandBody,
        response: withErrors({ 200: dataEnvelope(UpdatedBrand) }, 404, 409, 422),
      },
    },
    async (request) => {
      const row = await service.updateBrand({ pool, queue }, request.account, request.brand, request.body);
      return { data: { id: row.id, name: row.name, domain: row.domain, autoWeeklyAnalysis: row.autoWeeklyAnalysis } };
    },
  );

  app.delete(
    '/brands/:brandId',
    {
      schema: { tags, operationId: 'deleteBrand', params: BrandParams, response: withErrors({ 200: dataEnvelope(DeletedBrand) }, 404) },
    },
    async (request) => {
      await service.deleteBrand(db, request.account.id, request.brand.id);
      return { data: { deleted: true as const } };
    },
  );
};
