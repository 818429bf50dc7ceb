/** Filters kept in the URL's query string, read leniently: a value out of place is dropped, never an error page. */

export const DAY_CHOICES = [7, 30, 90, 365] as const;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

export interface OverviewSearch {
  days?: number;
  model?: string;
  topicId?: string;
  market?: string;
}

export function overviewSearch(search: Record<string, unknown>): OverviewSearch {
  const days = Number(search.days);
  return {
    days: (DAY_CHOICES as readonly number[]).includes(days) ? days : undefined,
    model: text(search.model),
    topicId: text(search.topicId),
    market: text(search.market),
  };
}

export interface AnswersSearch {
  days?: number;
  model?: string;
  topicId?: string;
  campaignId?: string;
  /** A boolean in the URL (`mentioned=true`), as the router writes JSON values plainly. */
  mentioned?: boolean;
  q?: string;
  offset?: number;
}

export function answersSearch(search: Record<string, unknown>): AnswersSearch {
  const days = Number(search.days);
  const offset = Number(search.offset);
  const mentioned = String(search.mentioned);
  return {
    days: (DAY_CHOICES as readonly number[]).includes(days) ? days : undefined,
    model: text(search.model),
    topicId: text(search.topicId),
    campaignId: text(search.campaignId),
    mentioned: mentioned === 'true' ? true : mentioned === 'false' ? false : undefined,
    q: text(search.q),
    offset: Number.isInteger(offset) && offset > 0 ? offset : undefined,
  };
}

export function loginSearch(search: Record<string, unknown>): { redirect?: string } {
  const redirect = text(search.redirect);
  // Only a path of this app: never an address elsewhere.
  return { redirect: redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : undefined };
}

const oneOf = <T extends string>(choices: readonly T[], value: unknown): T | undefined =>
  choices.find((choice) => choice === text(value)?.toUpperCase());

export const COMPETITOR_STATUSES = ['TRACKED', 'DISCOVERED', 'IGNORED'] as const;

export interface CompetitorsSearch extends OverviewSearch {
  status?: (typeof COMPETITOR_STATUSES)[number];
}

/** The period is all time unless the URL says otherwise, as the API's default. */
export function competitorsSearch(search: Record<string, unknown>): CompetitorsSearch {
  return { ...overviewSearch(search), status: oneOf(COMPETITOR_STATUSES, search.status) };
}

export interface SourcesSearch {
  by?: 'domain';
  topicId?: string;
  market?: string;
  offset?: number;
}

export function sourcesSearch(search: Record<string, unknown>): SourcesSearch {
  const offset = Number(search.offset);
  return {
    by: search.by === 'domain' ? 'domain' : undefined,
    topicId: text(search.topicId),
    market: text(search.market),
    offset: Number.isInteger(offset) && offset > 0 ? offset : undefined,
  };
}

export const OPPORTUNITY_STATUSES = ['TODO', 'IN_PROGRESS', 'DONE', 'DISMISSED'] as const;

export interface OpportunitiesSearch {
  /** One status, or ALL; TODO when absent. */
  status?: (typeof OPPORTUNITY_STATUSES)[number] | 'ALL';
  topicId?: string;
  market?: string;
}

export function opportunitiesSearch(search: Record<string, unknown>): OpportunitiesSearch {
  return {
    status: oneOf([...OPPORTUNITY_STATUSES, 'ALL'] as const, search.status),
    topicId: text(search.topicId),
    market: text(search.market),
  };
}
