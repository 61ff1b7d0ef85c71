import { isAdminRole } from '@/lib/access/roles';
import { isPreviewDeployment } from '@/lib/http/deployment';
import type { SessionContext } from '@/lib/auth/session';
import { nameFromEmail } from '@/lib/auth/identity';
import { pendingConsentsOf } from '@/lib/consents/consents';
import { avatarUrlFor } from '@/lib/users/avatar-url';
import { workspaceGroupsOf } from '@/lib/workspaces/lists';
import { canInviteUsers, createMenuItems, initialsOf } from './header';
import { canManageSkills } from '@/lib/skills/access';
import { INSTALLED_ROUTES } from './installed-routes';
import { buildNav } from './nav';
import { readShell } from './reads';
import type { ShellModel } from './types';

export type { ShellModel, ShellUser } from './types';

export async function buildShellModel(session: SessionContext): Promise<ShellModel> {
  const { user, org } = session;
  const displayName = user.displayName.trim() || nameFromEmail(user.email);
  const reads = await readShell(session);
  return {
    user: {
      displayName,
      initials: initialsOf(displayName, user.email),
      avatarUrl: avatarUrlFor(user.id, user.avatarKey),
      isSharedAccount: session.isSharedAccount,
      canManageIpRules: session.access.isOrgAdmin,
    },
    orgName: org.name,
    nav: buildNav({ role: user.role, access: session.access, settings: org.settings, generation: org.generation }),
    ipCheckRequired: org.settings.customized.enableRestrictedIP,
    // Authoring rights follow the per-workspace role: a publisher of one workspace gets the menu.
    createItems: createMenuItems(session.access.editor && !isAdminRole(user.role) ? 'publisher' : user.role, org.settings),
    canCreateSkill: INSTALLED_ROUTES.skills && canManageSkills(session),
    canInvite: canInviteUsers(user.role, org.settings),
    workspaceGroups: workspaceGroupsOf(session, reads.workspaceRows, null, true).items,
    newNotificationCount: reads.newCount,
    idle: { enabled: org.settings.permissions.allowAutoLogout, timeoutMinutes: org.settings.permissions.autoLogoutTimeout },
    pendingConsents: pendingConsentsOf(reads.consentRows),
    isPreview: isPreviewDeployment(),
  };
}
