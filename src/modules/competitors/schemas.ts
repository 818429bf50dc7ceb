import { Type, type Static } from '@sinclair/typebox';
import { COMPETITOR_STATUSES, type CompetitorStatus } from '../../db/schema.js';
import { SliceQuery } from '../metrics/slices.js';
import { ModelEnum } from '../prompts/schemas.js';

// An enum, not a union of literals: the validation error then lists the allowed values.
const Status = Type.Unsafe<CompetitorStatus>({ type: 'string', enum: [...COMPETITOR_STATUSES] });
const Name = Type.String({ minLength: 1, maxLength: 100 });
const Aliases = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 });
const Domain = Type.String({ minLength: 1, maxLength: 253 });

export const Competitor = Type.Object({
  id: Type.String(),
  name: Type.String({ description: "the user's name for a tracked competitor; otherwise the most frequent form answers write it in" }),
  aliases: Type.Array(Type.String()),
  status: Status,
  domain: Type.Union([Type.String(), Type.Null()]),
  mentionRate: Type.Number(),
  coOccurrenceRate: Type.Number(),
  averagePosition: Type.Union([Type.Number(), Type.Null()]),
  rank: Type.Integer({ minimum: 1 }),
});

export const CompetitorRecord = Type.Object({
  id: Type.String(),
  name: Type.String(),
  aliases: Type.Array(Type.String()),
  status: Status,
  domain: Type.Union([Type.String(), Type.Null()]),
});
export type CompetitorRecord = Static<typeof CompetitorRecord>;

export const CompetitorsQuery = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, description: 'default: all time' })),
  model: Type.Optional(ModelEnum),
  ...SliceQuery,
  status: Type.Optional(
    Type.Unsafe<CompetitorStatus>({ type: 'string', enum: [...COMPETITOR_STATUSES], description: 'default: DISCOVERED and TRACKED' }),
  ),
});

export const CompetitorParams = Type.Object({ brandId: Type.String(), competitorId: Type.String() });

export const CreateCompetitorBody = Type.Object(
  { name: Name, aliases: Type.Optional(Aliases), domain: Type.Optional(Type.Union([Domain, Type.Null()])) },
  { additionalProperties: false },
);
export type CreateCompetitorBody = Static<typeof CreateCompetitorBody>;

export const UpdateCompetitorBody = Type.Object(
  {
    name: Type.Optional(Name),
    aliases: Type.Optional(Type.Union([Aliases], { description: 'replaces the whole list' })),
    domain: Type.Optional(Type.Union([Domain, Type.Null()], { description: 'null clears it' })),
    status: Type.Optional(Status),
  },
  { additionalProperties: false },
);
export type UpdateCompetitorBody = Static<typeof UpdateCompetitorBody>;

export const MergeCompetitorBody = Type.Object(
  { into: Type.String({ minLength: 1, description: 'the competitor that remains' }) },
  { additionalProperties: false },
);
