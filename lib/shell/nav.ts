import type { Access } from '@/lib/access/access';
import type { Role } from '@/lib/access/roles';
import { isGen2ForbiddenPath } from '@/lib/access/route-rules';
import { SPEC_LINKS, SPEC_NAV } from '@/lib/access/spec-links';
import { aiFeatureOn } from '@/lib/ai/access';
import { analyticsFeatures } from '@/lib/analytics/features';
import { isFeatureOn, type OrgSettings } from '@/lib/orgs/settings';
import { scormExportOn } from '@/lib/scorm/flags';
import { INSTALLED_ROUTES, isRouteInstalled, type InstalledRoutes } from './installed-routes';
import type { AssistantLink, NavItem, NavModel } from './links';

export { activeNavKey, type AssistantLink, type NavItem, type NavKey, type NavModel } from './links';

export type NavInput = {
  role: Role | null;
  access: Access;
  settings: OrgSettings;
  generation?: string | null;
  /** Which route families this build has pages for (tests pass their own). */
  installed?: InstalledRoutes;
};

const AUTHOR_ROLES: readonly Role[] = ['admin-super', 'admin-organization', 'admin-group', 'publisher'];
const isAuthor = (role: Role | null) => !!role && AUTHOR_ROLES.includes(role);

/**
 * The side menu (spec §6), without the entries whose pages this build does not have yet. The IP
 * check is not part of it: the client withholds every item until the check has passed, because
 * only the browser's own request shows its address.
 */
export function buildNav({ installed = INSTALLED_ROUTES, ...input }: NavInput): NavModel {
  const nav = specNav(input);
  const assistant = nav.assistant && isRouteInstalled(nav.assistant.href, installed) ? nav.assistant : null;
  return { items: nav.items.filter((item) => isRouteInstalled(item.href, installed)), assistant, reports: nav.reports ?? null };
}

function specNav({ role, access, settings, generation = null }: Omit<NavInput, 'installed'>): NavModel {
  const items: NavItem[] = [{ key: 'home', href: '/home/overview', match: '/home' }];
  if (isAuthor(role)) items.push({ key: 'ownedByMe', href: '/owned-by-me', match: '/owned-by-me' });
  if (access.skills) items.push({ key: 'skills', ...SPEC_NAV.skills });
  if (access.analytics) {
    items.push({ key: 'analytics', ...SPEC_NAV.analytics });
    if (isFeatureOn(settings, 'enableQuiz')) items.push({ key: 'quiz', ...SPEC_NAV.quiz });
  }
  if (access.admin) items.push({ key: 'admin', href: '/admin', match: '/admin' });
  if (isAuthor(role) && aiFeatureOn(settings, 'dataHub')) items.push({ key: 'dataHub', ...SPEC_NAV.dataHub });
  if (isAuthor(role) && scormExportOn(settings)) items.push({ key: 'scormExports', ...SPEC_NAV.scormExports });
  // gen2 organisations never see what the route rules would turn them away from.
  if (generation === 'gen2') {
    const assistant = assistantLink(settings);
    return {
      items: items.filter((i) => !isGen2ForbiddenPath(i.href)),
      assistant: assistant && !isGen2ForbiddenPath(assistant.href) ? assistant : null,
    };
  }
  return { items, assistant: assistantLink(settings), reports: access.analytics ? analyticsFeatures(settings) : null };
}

/** Smart Assist takes precedence over Maven; neither on means no button. */
export function assistantLink(settings: OrgSettings): AssistantLink | null {
  if (isFeatureOn(settings, 'enableSmartAssist')) return { kind: 'smartAssist', href: SPEC_LINKS.smartAssist };
  if (isFeatureOn(settings, 'maven')) return { kind: 'maven', href: SPEC_LINKS.maven };
  return null;
}
