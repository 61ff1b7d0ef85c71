import type { Access } from '@/lib/access/access';
import type { Role } from '@/lib/access/roles';
import { aiFeatureOn } from '@/lib/ai/access';
import { isFeatureOn, type OrgSettings } from '@/lib/orgs/settings';
import { scormExportOn } from '@/lib/scorm/flags';
import { classifyPath } from './route-table';
import { isIpAllowed } from './ip-restriction';

/** What the route rules need to know about the signed-in user (see middleware-session.ts). */
export type SessionSummary = {
  role: Role | null;
  isOrgAdmin: boolean;
  isSharedAccount: boolean;
  generation: string | null;
  settings: OrgSettings;
  access: Access;
};

export type RouteContext = SessionSummary & { clientIp: string };

/** A redirect changes the address bar; a rewrite keeps it and renders another page in its place. */
export type RouteDecision = { action: 'redirect' | 'rewrite'; to: string } | null;

export const HOME = '/home/overview';
export const SHARED_HOME = '/shared';
export const IP_SETTINGS = '/admin/setting/ip-restriction';
export const IP_NOT_ALLOWED = '/ip-not-allowed';

const under = (path: string, ...roots: string[]) => roots.some((r) => path === r || path.startsWith(`${r}/`));

const isAdminPath = (p: string) => under(p, '/admin');
const isAnalyticsPath = (p: string) => under(p, '/analytics');
const isSkillPath = (p: string) => under(p, '/skill', '/skillbuilder', '/skillplayer');
// "Navigator" (spec §6, gen2) is the guided-answer family: the Maven and Smart Assist chats and
// the data hub they draw on. Explorer search stays: it is plain search over the content.
const isNavigatorPath = (p: string) => under(p, '/maven', '/smart-assist', '/data-hub');
// What a shared device is for: playing content (players, and smart instructions a QR code opens).
const isPlayerPath = (p: string) =>
  under(p, '/playermain', '/playermainfullscreen', '/playerembed', '/rustici', '/smart-instruction');
const isAccountPath = (p: string) => under(p, '/UserProfile');
// Already signed-in users have no business on the invite and new-password screens (spec §2).
const isSignedOutOnlyPath = (p: string) => under(p, '/userinvitecreate', '/usernewpassword');

/** Spec §6: gen2 organisations are kept out of skill, navigator and analytics paths. */
export const isGen2ForbiddenPath = (p: string) => isSkillPath(p) || isNavigatorPath(p) || isAnalyticsPath(p);

const redirect = (to: string): RouteDecision => ({ action: 'redirect', to });

function ipDecision(path: string, ctx: RouteContext): RouteDecision {
  const { customized } = ctx.settings;
  if (!customized.enableRestrictedIP || isIpAllowed(ctx.settings, ctx.clientIp)) return null;
  // An org admin keeps the admin pages so they can fix the allow-list from where they are.
  if (ctx.isOrgAdmin) return isAdminPath(path) ? null : redirect(IP_SETTINGS);
  return { action: 'rewrite', to: IP_NOT_ALLOWED };
}

function sharedDecision(path: string, ctx: RouteContext): RouteDecision {
  const sharedDeviceOn = isFeatureOn(ctx.settings, 'sharedDevice');
  if (path === SHARED_HOME) return ctx.isSharedAccount && sharedDeviceOn ? null : redirect(HOME);
  if (!ctx.isSharedAccount || !sharedDeviceOn) return null;
  return isPlayerPath(path) || isAccountPath(path) ? null : redirect(SHARED_HOME);
}

function featureDecision(path: string, ctx: RouteContext): RouteDecision {
  const { settings, access } = ctx;
  if (ctx.generation === 'gen2' && isGen2ForbiddenPath(path)) return redirect(HOME);
  if (under(path, '/skillbuilder') && !access.skills) return redirect(HOME);
  if (isAnalyticsPath(path) && !access.analytics) return redirect(HOME);
  if (isAdminPath(path) && !access.admin) return redirect(HOME);
  const smartAssist = isFeatureOn(settings, 'enableSmartAssist');
  if (under(path, '/maven') && !smartAssist && !isFeatureOn(settings, 'maven')) return redirect(HOME);
  if (under(path, '/smart-assist') && !smartAssist) return redirect(HOME);
  // Spec §6 menu rule, enforced for typed addresses too: data hub needs its feature (plan flag, toggle and AI switch) and a non-viewer role.
  if (under(path, '/data-hub') && (!aiFeatureOn(settings, 'dataHub') || !ctx.role || ctx.role === 'viewer')) return redirect(HOME);
  // Issue 23: the export history is for authors (not viewers) with SCORM export and downloads on.
  if (under(path, '/scorm-exports') && (!scormExportOn(settings) || !ctx.role || ctx.role === 'viewer')) return redirect(HOME);
  // Spec §6: owned by me is for org admins, workspace admins and publishers.
  if (under(path, '/owned-by-me') && (!ctx.role || ctx.role === 'viewer')) return redirect(HOME);
  return null;
}

/**
 * Spec §2 and §6 menu and redirect rules for a signed-in user, first match wins: signed-out-only
 * pages, the IP allow-list, shared devices, then generation, access flags and features.
 * Pure, so the middleware (for comfort) and the page loaders (as the guard) apply the same rules.
 * Returns null when the user may stay on the path.
 */
export function checkRouteAccess(pathWithQuery: string, ctx: RouteContext): RouteDecision {
  const path = pathWithQuery.split(/[?#]/)[0];
  if (isSignedOutOnlyPath(path)) return redirect(HOME);
  if (classifyPath(path) !== 'auth') return null;
  return ipDecision(path, ctx) ?? sharedDecision(path, ctx) ?? featureDecision(path, ctx);
}
