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
