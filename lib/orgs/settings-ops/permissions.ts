import type { SessionContext } from '@/lib/auth/session';
import { changeOrgSettings } from './change';
import { assertSettingsAccess } from './guard';
import type { CustomizedPatch, PermissionsPatch } from './schema';

/**
 * Permission settings (spec §3): the skills-manager and analytics role lists (which override the
 * role table for those two flags on everyone's next request), public links, downloads and
 * auto-logout.
 */
export function updatePermissions({ session, input }: { session: SessionContext; input: PermissionsPatch }) {
  assertSettingsAccess(session, 'permissions');
  return changeOrgSettings({ session, action: 'settings.permissions.update', patch: { permissions: input } });
}

/** Customised permissions (spec §3) except the IP allow-list, which has its own route and guard. */
export function updateCustomizedPermissions({ session, input }: { session: SessionContext; input: CustomizedPatch }) {
  assertSettingsAccess(session, 'permissions');
  return changeOrgSettings({ session, action: 'settings.customized.update', patch: { customized: input } });
}
