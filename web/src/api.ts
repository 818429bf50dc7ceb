import { BrandlensError, createBrandlensClient, unwrap, type paths } from '@brandlens/client';

/**
 * The dashboard calls the same /api/v1 routes as any client, through @brandlens/client, with the session cookie the
 * browser sends by itself; writes carry the session's CSRF token, which only this page can read from the API.
 */
let csrfToken: string | undefined;

export const api = createBrandlensClient({ baseUrl: window.location.origin });
api.use({
  onRequest({ request }) {
    if (request.method !== 'GET' && request.method !== 'HEAD' && csrfToken) request.headers.set('X-CSRF-Token', csrfToken);
    return request;
  },
});

export { BrandlensError, unwrap };

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Ok<Op> = Op extends { responses: { 200: infer R } } ? Json<R> : Op extends { responses: { 201: infer R } } ? Json<R> : never;
type DataOf<Op> = Ok<Op> extends { data: infer D } ? D : never;

export type Brand = DataOf<paths['/brands/{brandId}']['get']>;
export type Topic = DataOf<paths['/brands/{brandId}/topics']['get']>[number];
export type Model = DataOf<paths['/models']['get']>[number];
export type Campaign = DataOf<paths['/brands/{brandId}/campaigns']['get']>[number];
export type Answer = DataOf<paths['/brands/{brandId}/answers/{answerId}']['get']>;
export type ApiKey = DataOf<paths['/keys']['get']>[number];
export type NewApiKey = DataOf<paths['/keys']['post']>;
export type ModelId = NonNullable<
  paths['/brands/{brandId}/campaigns']['post']['requestBody']
>['content']['application/json']['models'] extends (infer M)[] | undefined
  ? M
  : string;
export type Visibility = DataOf<paths['/brands/{brandId}/visibility']['get']>;
export type Competitor = DataOf<paths['/brands/{brandId}/competitors']['get']>[number];
export type CompetitorStatus = Competitor['status'];
export type SourceRow = Ok<paths['/brands/{brandId}/sources']['get']>['data'][number];
export type Opportunity = DataOf<paths['/brands/{brandId}/opportunities']['get']>[number];
export type OpportunityStatus = Opportunity['status'];

export type Session = DataOf<paths['/auth/session']['get']>;

/** The signed-in session, or null when there is none (the cookie is missing, ended or expired). */
export async function fetchSession(): Promise<Session | null> {
  const result = await api.GET('/auth/session');
  if (result.response.status === 401) return null;
  const session = unwrap(result).data;
  csrfToken = session.csrfToken;
  return session;
}

export async function signIn(email: string, password: string): Promise<Session> {
  const session = unwrap(await api.POST('/auth/login', { body: { email, password } })).data;
  csrfToken = session.csrfToken;
  return session;
}

export async function signOut(): Promise<void> {
  const result = await api.POST('/auth/logout');
  csrfToken = undefined;
  // An already ended session is signed out too.
  if (result.response.status !== 401) unwrap(result);
}

/** What a failed call says to the user: the API's own message, with its request id to quote. */
export function messageOf(error: unknown): string {
  if (error instanceof BrandlensError) return error.requestId ? `${error.message} (request ${error.requestId})` : error.message;
  return error instanceof Error ? error.message : String(error);
}
