export const ROLES = ['admin-super', 'admin-organization', 'admin-group', 'publisher', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** The four non-viewer roles mark a user as admin (spec §6). */
export const isAdminRole = (role: Role | null | undefined) => !!role && role !== 'viewer';

export const isOrgAdminRole = (role: Role | null | undefined) =>
  role === 'admin-super' || role === 'admin-organization';

/**
 * Role in one workspace: an org admin is org admin everywhere, otherwise the per-workspace map
 * decides and an unlisted workspace means viewer.
 */
export function roleInWorkspace(orgRole: Role | null, roles: Record<string, Role>, workspaceId: string): Role {
  if (isOrgAdminRole(orgRole)) return orgRole as Role;
  return roles[workspaceId] ?? 'viewer';
}
