import type { Role } from '@/lib/access/roles';
import { isFeatureOn, type OrgSettings } from '@/lib/orgs/settings';
import { INSTALLED_ROUTES, type InstalledRoutes, type RouteFamily } from './installed-routes';
import type { CreateAction } from './links';

export { CREATE_ACTIONS, INVITE_HREF, showInviteButton, type CreateAction } from './links';

const CREATOR_ROLES: readonly Role[] = ['admin-super', 'admin-organization', 'admin-group', 'publisher'];

// The family whose pages or dialog an action needs; upload and record screen are always here.
const ACTION_FAMILY: Partial<Record<CreateAction, RouteFamily>> = { MMSOP: 'smartInstruction', ImportFromZoom: 'zoomImport' };

/**
 * Spec §6 create menu, without the actions this build cannot carry out yet (see
 * installed-routes.ts); an empty list hides the button.
 */
export function createMenuItems(role: Role | null, settings: OrgSettings, installed: InstalledRoutes = INSTALLED_ROUTES): CreateAction[] {
  if (!role || !CREATOR_ROLES.includes(role)) return [];
  const items: CreateAction[] = ['MMSOP', 'LocalImport', 'RecordScreen'];
  if (isFeatureOn(settings, 'enableZoomIntegration')) items.push('ImportFromZoom');
  return items.filter((action) => {
    const family = ACTION_FAMILY[action];
    return !family || installed[family];
  });
}

/** The role and feature half of the invite rule; the page half is `showInviteButton`. */
export function canInviteUsers(role: Role | null, settings: OrgSettings): boolean {
  if (!role || role === 'viewer' || role === 'publisher') return false;
  return settings.customized.enableGlobalInviteUser;
}

/** One or two letters for the avatar when there is no picture. */
export function initialsOf(name: string, fallback = ''): string {
  const words = (name.trim() || fallback.split('@')[0]).split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toLocaleUpperCase() || '?';
}
