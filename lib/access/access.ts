import { isOrgAdminRole, type Role } from './roles';

export const ACCESS_FLAGS = [
  'admin', 'analytics', 'categories', 'categoriesCreation', 'companyLogo', 'editor', 'isOrgAdmin',
  'languages', 'masterPassword', 'permissions', 'player', 'skills', 'ssoMapping', 'teams',
] as const;
export type AccessFlag = (typeof ACCESS_FLAGS)[number];
export type Access = Record<AccessFlag, boolean>;

const NONE: Access = Object.fromEntries(ACCESS_FLAGS.map((f) => [f, false])) as Access;
const BY_ROLE: Record<Role, AccessFlag[]> = {
  'admin-super': [...ACCESS_FLAGS],
  'admin-organization': [...ACCESS_FLAGS],
  'admin-group': ['admin', 'analytics', 'editor', 'player', 'skills', 'teams'],
  publisher: ['player', 'editor', 'skills'],
  viewer: ['player'],
};

export type PermissionLists = { skillsManager?: Role[] | null; analytics?: Role[] | null };

/**
 * Spec §6: the role table, `categories` true for everyone, and the organisation's skills-manager
 * and analytics role lists overriding those two flags (a flag is true only for listed roles).
 * With no lists configured the role table stands.
 */
export function computeAccess(role: Role | null, lists: PermissionLists = {}): Access {
  const access: Access = { ...NONE, categories: true };
  if (!role) return access;
  for (const flag of BY_ROLE[role]) access[flag] = true;
  access.isOrgAdmin = isOrgAdminRole(role);
  if (lists.skillsManager) access.skills = lists.skillsManager.includes(role);
  if (lists.analytics) access.analytics = lists.analytics.includes(role);
  return access;
}

/**
 * Authoring rights come from the per-workspace role (spec 01 §6): someone who is publisher or
 * workspace admin in one workspace may author there whatever their organisation-level role, so the
 * `editor` flag (which opens the authoring routes) is set; each operation then checks the role in
 * the workspace it touches.
 */
export function withWorkspaceAuthoring(access: Access, workspaceRoles: Iterable<Role>): Access {
  const authors = [...workspaceRoles].some((role) => role === 'admin-group' || role === 'publisher');
  return authors && !access.editor ? { ...access, editor: true, player: true } : access;
}

export const hasAccess = (access: Access, flag: AccessFlag) => access[flag] === true;
