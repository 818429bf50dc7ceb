/** Roles from the most to the least trusted; each may do everything the ones after it may. */
export const ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Whether `role` may do what needs at least `minimum`. */
export function hasRole(role: Role, minimum: Role): boolean {
  return ROLES.indexOf(role) <= ROLES.indexOf(minimum);
}

/** Reads need a viewer, every other method a member; routes that need more say so (`minimumRole`). */
export function defaultMinimumRole(method: string): Role {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? 'viewer' : 'member';
}
