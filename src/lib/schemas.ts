import { Type, type TSchema } from '@sinclair/typebox';

export const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601, UTC, milliseconds' });

export function dataEnvelope<T extends TSchema>(data: T) {
  return Type.Object({ data });
}

export function paginatedEnvelope<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Array(item),
    total: Type.Integer(),
    limit: Type.Integer(),
    offset: Type.Integer(),
  });
}

const ErrorResponse = Type.Object(
  {
    error: Type.String(),
    code: Type.String(),
    requestId: Type.Optional(Type.String({ description: 'The X-Request-Id of the request, to quote when reporting a problem' })),
  },
  { description: 'Error envelope' },
);

/** The error responses every authenticated route can give, for the OpenAPI document. */
export function withErrors<T extends Record<number, TSchema>>(responses: T, ...statuses: number[]) {
  const all: Record<number, TSchema> = { ...responses };
  for (const status of [401, 403, 429, ...statuses]) all[status] = ErrorResponse;
  return all as T & Record<number, TSchema>;
}

export const BrandParams = Type.Object({ brandId: Type.String() });

export function iso(date: Date): string {
  return date.toISOString();
}

/** Paging bounds: far beyond any real list, and inside what PostgreSQL's bigint and JavaScript's integers hold. */
export const MAX_OFFSET = 1_000_000_000;
export const MAX_PAGE = 10_000_000;
