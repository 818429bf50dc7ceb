import { Type, type Static } from '@sinclair/typebox';
import { Timestamp } from '../../lib/schemas.js';
import { MARKET_PATTERN } from './markets.js';

const LANGUAGE_PATTERN = '^[A-Za-z]+([-_][A-Za-z0-9]+)?$';
const COUNTRY_PATTERN = '^[A-Za-z]+$';

export const BrandName = Type.String({ minLength: 1, maxLength: 100 });
const Domain = Type.String({ minLength: 1, maxLength: 253 });
const Aliases = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 });
export const Language = Type.String({
  minLength: 2,
  maxLength: 5,
  pattern: LANGUAGE_PATTERN,
  description: 'BCP-47; a regional form loses its region',
});
export const Country = Type.String({ minLength: 2, maxLength: 5, pattern: COUNTRY_PATTERN, description: 'ISO 3166-1 alpha-2' });
const Markets = Type.Array(Type.String({ pattern: MARKET_PATTERN, description: 'COUNTRY-language, e.g. US-en' }), {
  minItems: 1,
  maxItems: 100,
});

export const Brand = Type.Object({
  id: Type.String(),
  name: Type.String(),
  domain: Type.Union([Type.String(), Type.Null()]),
  aliases: Type.Array(Type.String()),
  language: Type.String(),
  country: Type.String(),
  markets: Type.Array(Type.String(), { description: 'COUNTRY-language; the first is the primary market' }),
  autoWeeklyAnalysis: Type.Boolean(),
  createdAt: Timestamp,
});
export type Brand = Static<typeof Brand>;

export const CreateBrandBody = Type.Object(
  {
    name: BrandName,
    domain: Type.Optional(Type.Union([Domain, Type.Null()])),
    aliases: Type.Optional(Aliases),
    language: Type.Optional(Language),
    country: Type.Optional(Country),
  },
  { additionalProperties: false },
);
export type CreateBrandBody = Static<typeof CreateBrandBody>;

export const UpdateBrandBody = Type.Object(
  {
    name: Type.Optional(BrandName),
    domain: Type.Optional(Type.Union([Domain, Type.Null()], { description: 'null clears it' })),
    aliases: Type.Optional(Type.Union([Aliases], { description: 'replaces the whole list' })),
    language: Type.Optional(Language),
    markets: Type.Optional(Markets),
    autoWeeklyAnalysis: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UpdateBrandBody = Static<typeof UpdateBrandBody>;

export const UpdatedBrand = Type.Object({
  id: Type.String(),
  name: Type.String(),
  domain: Type.Union([Type.String(), Type.Null()]),
  autoWeeklyAnalysis: Type.Boolean(),
});

export const DeletedBrand = Type.Object({ deleted: Type.Literal(true) });
