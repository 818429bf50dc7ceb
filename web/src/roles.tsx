import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Session } from './api';
import { sessionQuery } from './queries';

/**
 * Roles in the page, as the API has them (README, "Signing in, roles and the team"): owner, admin (everything but the
 * owner role), member (everything but the team and API keys), viewer (reads only). The page only hides what the API
 * would refuse anyway; the API decides.
 */
export type Role = Session['user']['role'];

const ROLES: readonly Role[] = ['owner', 'admin', 'member', 'viewer'];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner: everything',
  admin: 'Admin: everything but the owner role',
  member: 'Member: everything but the team and API keys',
  viewer: 'Viewer: reads only',
};

export function hasRole(role: Role, minimum: Role): boolean {
  return ROLES.indexOf(role) <= ROLES.indexOf(minimum);
}

/** The signed-in user's role; a page outside a session reads as a viewer. */
export function useRole(): Role {
  return useQuery(sessionQuery).data?.user.role ?? 'viewer';
}

/** Whether the user may change data (member and above). */
export function useCanWrite(): boolean {
  return hasRole(useRole(), 'member');
}

/** Whether the user may manage the team and the API keys (admin and above). */
export function useCanManage(): boolean {
  return hasRole(useRole(), 'admin');
}

/** Said where a viewer finds no form: why, and who can. */
export function ReadOnlyNote({ children }: { children?: ReactNode }) {
  return (
    <p className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="read-only-note">
      {children ?? 'You have read-only access (viewer): an owner, admin or member can make changes here.'}
    </p>
  );
}

/** What a page needing a role shows to a user without it (the API would answer 403 ROLE_REQUIRED). */
export function RoleRequired({ minimum, what }: { minimum: Role; what: string }) {
  const role = useRole();
  return (
    <p className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="role-required">
      {what} {minimum === 'admin' ? 'is for owners and admins' : 'needs a member, admin or owner'}; you are signed in as a {role}.
    </p>
  );
}
