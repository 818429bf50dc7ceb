import { Type } from '@sinclair/typebox';
import { Timestamp } from '../../lib/schemas.js';
import { SliceQuery } from '../metrics/slices.js';
import { OPPORTUNITY_STATUSES } from './status.js';

const StatusInput = Type.String({
  minLength: 1,
  description: 'TODO, IN_PROGRESS, DONE or DISMISSED; NEW and OPEN mean TODO, REVIEWED means IN_PROGRESS; any case',
});
const CanonicalStatus = Type.Union(OPPORTUNITY_STATUSES.map((status) => Type.Literal(status)));

export const Opportunity = Type.Object({
  id: Type.String(),
  promptId: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  description: Type.String(),
  status: CanonicalStatus,
  priorityScore: Type.Number({ minimum: 0, maximum: 100 }),
  competitorsMentioned: Type.Array(Type.String()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const ListOpportunitiesQuery = Type.Object({ status: Type.Optional(StatusInput), ...SliceQuery });
export const UpdateOpportunityBody = Type.Object({ status: StatusInput }, { additionalProperties: false });
export const OpportunityParams = Type.Object({ brandId: Type.String(), opportunityId: Type.String() });
export const UpdatedOpportunity = Type.Object({ id: Type.String(), status: CanonicalStatus });
