import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { SessionContext } from '@/lib/auth/session';
import { clientIp } from '@/lib/net/client-ip';
import { summaryFromSession } from './middleware-session';
import { verifiedPagePath } from './page-path';
import { checkRouteAccess, type RouteDecision } from './route-rules';

/**
 * The route rules for the page being rendered. The middleware runs on every page path and stamps
 * it (page-path.ts); a page without a stamp was reached some way the rules cannot vouch for, so it
 * is sent to the root, as the middleware sends paths it does not know.
 */
export function pageRouteDecision(h: Headers, session: SessionContext): RouteDecision {
  const path = verifiedPagePath(h);
  if (!path) return { action: 'redirect', to: '/' };
  return checkRouteAccess(path, { ...summaryFromSession(session), clientIp: clientIp(h) });
}

/**
 * The page-loader half of the route rules (the middleware's redirects are only a comfort):
 * redirects when pageRouteDecision says so. Meant to be called by requirePageSession right after
 * the session is known. Once per request and session: a signed-in page's layout and the page
 * itself both ask, and the answer (two HMACs, the route table) is the same for both (issue 15).
 */
export const enforceRouteRules = cache(async (session: SessionContext): Promise<void> => {
  const decision = pageRouteDecision(await headers(), session);
  if (decision) redirect(decision.to);
});
