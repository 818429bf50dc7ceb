import { errors } from '../../errors.js';

export const OPPORTUNITY_STATUSES = ['TODO', 'IN_PROGRESS', 'DONE', 'DISMISSED'] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];

/** The spec names the same states in three vocabularies; each alias maps to one canonical status. */
const STATUS_ALIASES: Record<string, OpportunityStatus> = {
  TODO: 'TODO',
  NEW: 'TODO',
  OPEN: 'TODO',
  IN_PROGRESS: 'IN_PROGRESS',
  REVIEWED: 'IN_PROGRESS',
  DONE: 'DONE',
  DISMISSED: 'DISMISSED',
};

export const ACCEPTED_STATUS_VALUES = Object.keys(STATUS_ALIASES);

export function canonicalStatus(value: string, field: string): OpportunityStatus {
  const status = STATUS_ALIASES[value.trim().toUpperCase()];
  if (!status) {
    throw errors.validation(`${field} must be one of ${OPPORTUNITY_STATUSES.join(', ')} (aliases: NEW, OPEN, REVIEWED; any case)`);
  }
  return status;
}
