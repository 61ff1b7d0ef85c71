import type { Role } from '@/lib/access/roles';
import { isFeatureOn, type OrgSettings } from '@/lib/orgs/settings';
import type { CreateAction } from './links';

export { CREATE_ACTIONS, INVITE_HREF, createActionHref, showInviteButton, type CreateAction } from './links';

const CREATOR_ROLES: readonly Role[] = ['admin-super', 'admin-organization', 'admin-group', 'publisher'];

/** Spec §6 create menu; an empty list hides the button. */
export function createMenuItems(role: Role | null, settings: OrgSettings): CreateAction[] {
  if (!role || !CREATOR_ROLES.includes(role)) return [];
  const items: CreateAction[] = ['MMSOP', 'LocalImport', 'RecordScreen'];
  if (isFeatureOn(settings, 'enableZoomIntegration')) items.push('ImportFromZoom');
  return items;
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
