import type { Access } from '@/lib/access/access';

export type AdminPageKey =
  | 'overview' | 'workspaceGroups' | 'workspaces' | 'teams' | 'users' | 'business' | 'categories' | 'integrations'
  | 'auditLog' | 'settingMaven' | 'settingLanguage' | 'settingPermissions' | 'settingMasterPassword'
  | 'settingIpRestriction' | 'settingQrCode' | 'settingFeatures' | 'consents';

export type AdminPage = { key: AdminPageKey; href: string; section: 'manage' | 'settings'; match?: string };

const PAGES: Array<AdminPage & { allowed: (a: Access) => boolean }> = [
  { key: 'overview', href: '/admin', section: 'manage', allowed: (a) => a.admin },
  { key: 'workspaceGroups', href: '/admin/workspace-groups', match: '/admin/workspace-group', section: 'manage', allowed: (a) => a.isOrgAdmin },
  { key: 'workspaces', href: '/admin/workspaces', section: 'manage', allowed: (a) => a.admin },
  { key: 'users', href: '/admin/users', section: 'manage', allowed: (a) => a.admin },
  { key: 'teams', href: '/admin/teams', section: 'manage', allowed: (a) => a.teams },
  { key: 'business', href: '/admin/business', section: 'manage', allowed: (a) => a.isOrgAdmin },
  { key: 'categories', href: '/admin/categories', match: '/admin/categor', section: 'manage', allowed: (a) => a.categoriesCreation },
  { key: 'integrations', href: '/admin/integrations', section: 'manage', allowed: (a) => a.isOrgAdmin },
  { key: 'auditLog', href: '/admin/audit-log', section: 'manage', allowed: (a) => a.isOrgAdmin },
  { key: 'settingPermissions', href: '/admin/setting/permissions', section: 'settings', allowed: (a) => a.permissions },
  { key: 'settingFeatures', href: '/admin/setting/features', section: 'settings', allowed: (a) => a.isOrgAdmin },
  { key: 'settingLanguage', href: '/admin/setting/interface-language', section: 'settings', allowed: (a) => a.languages },
  { key: 'settingMaven', href: '/admin/setting/maven', section: 'settings', allowed: (a) => a.isOrgAdmin },
  { key: 'settingMasterPassword', href: '/admin/setting/master-password', section: 'settings', allowed: (a) => a.masterPassword },
  { key: 'settingIpRestriction', href: '/admin/setting/ip-restriction', section: 'settings', allowed: (a) => a.isOrgAdmin },
  { key: 'settingQrCode', href: '/admin/setting/qr-code', section: 'settings', allowed: (a) => a.isOrgAdmin },
  { key: 'consents', href: '/admin/consents', section: 'settings', allowed: (a) => a.isOrgAdmin },
];

/** The admin pages a user may open, in menu order (workspace admins see a subset). */
export const adminPages = (access: Access): AdminPage[] =>
  PAGES.filter((p) => p.allowed(access)).map(({ key, href, section, match }) => ({ key, href, section, match: match ?? href }));

/** The access rule of one admin page, for its page loader. */
export const canOpenAdminPage = (access: Access, key: AdminPageKey) => PAGES.some((p) => p.key === key && p.allowed(access));
