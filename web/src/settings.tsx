import { queryOptions } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { paths } from '@brandlens/client';
import { api, unwrap } from './api';
import { useCanManage } from './roles';

/** Reads and types of the settings pages (team, invites, usage, a brand's settings). */

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Ok<Op> = Op extends { responses: { 200: infer R } } ? Json<R> : Op extends { responses: { 201: infer R } } ? Json<R> : never;
type DataOf<Op> = Ok<Op> extends { data: infer D } ? D : never;

export type TeamUser = DataOf<paths['/users']['get']>[number];
export type Invite = DataOf<paths['/invites']['get']>[number];
export type CreatedInvite = DataOf<paths['/invites']['post']>;
export type Usage = DataOf<paths['/usage']['get']>;

export const usersQuery = queryOptions({
  queryKey: ['users'],
  queryFn: async () => unwrap(await api.GET('/users')).data,
});

export const invitesQuery = queryOptions({
  queryKey: ['invites'],
  queryFn: async () => unwrap(await api.GET('/invites')).data,
});

export const usageQuery = queryOptions({
  queryKey: ['usage'],
  queryFn: async () => unwrap(await api.GET('/usage')).data,
});

export const brandQuery = (brandId: string) =>
  queryOptions({
    queryKey: ['brand', brandId],
    queryFn: async () => unwrap(await api.GET('/brands/{brandId}', { params: { path: { brandId } } })).data,
  });

const tab =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[status=active]:bg-indigo-50 data-[status=active]:text-indigo-800';

/** The settings pages, one link each; Team and API keys only for those who may manage them. */
export function SettingsNav() {
  const canManage = useCanManage();
  return (
    <nav aria-label="Settings" className="mb-4 flex flex-wrap gap-1 border-b border-slate-200 pb-2">
      <Link to="/settings/account" className={tab}>
        Account
      </Link>
      {canManage ? (
        <Link to="/settings/team" className={tab}>
          Team
        </Link>
      ) : null}
      {canManage ? (
        <Link to="/settings/keys" className={tab}>
          API keys
        </Link>
      ) : null}
      <Link to="/settings/usage" className={tab}>
        Usage
      </Link>
    </nav>
  );
}
