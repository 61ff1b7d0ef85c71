// Client-safe pieces of the shell model: types, paths and path-only rules (no settings, no zod).
import type { AnalyticsFeatures } from '@/lib/analytics/schema';

export type NavKey = 'home' | 'ownedByMe' | 'skills' | 'analytics' | 'quiz' | 'admin' | 'dataHub' | 'scormExports';
/** `match` is the path prefix that marks the item as the current page. */
export type NavItem = { key: NavKey; href: string; match: string };
export type AssistantLink = { kind: 'smartAssist' | 'maven'; href: string };
/** `reports`: which optional analytics reports the side menu's report menu lists (null without analytics access). */
export type NavModel = { items: NavItem[]; assistant: AssistantLink | null; reports?: AnalyticsFeatures | null };

/** The item for the current path: the longest matching prefix, so /analytics/quiz is Quiz. */
export function activeNavKey(items: readonly NavItem[], pathname: string): NavKey | null {
  let best: NavItem | null = null;
  for (const item of items) {
    const hit = pathname === item.match || pathname.startsWith(`${item.match}/`);
    if (hit && (!best || item.match.length > best.match.length)) best = item;
  }
  return best?.key ?? null;
}

export const CREATE_ACTIONS = ['MMSOP', 'LocalImport', 'RecordScreen', 'ImportFromZoom'] as const;
export type CreateAction = (typeof CREATE_ACTIONS)[number];

export const INVITE_HREF = '/admin/users?invite=1';

/** Not on the admin users page, which has its own invite button (spec §6). */
export function showInviteButton(canInvite: boolean, pathname: string): boolean {
  return canInvite && pathname.replace(/\/+$/, '') !== '/admin/users';
}
