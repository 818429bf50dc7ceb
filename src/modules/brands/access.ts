import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { errors } from '../../errors.js';
import { findBrandAccess, type BrandRow } from './repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    brand: BrandRow;
  }
}

/**
 * Resolves `:brandId` before the body is validated: another account's brand is 403 and an unknown
 * one 404, whatever the request carries.
 */
export function brandAccessHook(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const { brandId } = request.params as { brandId?: string };
    if (brandId === undefined) return;
    const access = await findBrandAccess(db, request.account.id, brandId);
    if (access.kind === 'missing') throw errors.notFound('Brand');
    if (access.kind === 'other-account') throw errors.forbidden('Brand');
    request.brand = access.brand;
  };
}
