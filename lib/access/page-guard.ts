import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { PATH_HEADER } from '@/lib/auth/guards-shared';
import type { SessionContext } from '@/lib/auth/session';
import { clientIp } from '@/lib/net/client-ip';
import { summaryFromSession } from './middleware-session';
import { checkRouteAccess } from './route-rules';

/**
 * The page-loader half of the route rules (the middleware's redirects are only a comfort):
 * applies checkRouteAccess to the path being rendered and redirects when it says so.
 * Meant to be called by requirePageSession right after the session is known.
 */
export async function enforceRouteRules(session: SessionContext): Promise<void> {
  const h = await headers();
  const path = h.get(PATH_HEADER);
  if (!path) return;
  const decision = checkRouteAccess(path, { ...summaryFromSession(session), clientIp: clientIp(h) });
  if (decision) redirect(decision.to);
}
