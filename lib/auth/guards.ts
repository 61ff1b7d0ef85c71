import { redirect } from 'next/navigation';
import { headers } from 'next/headers';
import { hasAccess, type AccessFlag } from '@/lib/access/access';
import { enforceRouteRules } from '@/lib/access/page-guard';
import { verifiedPagePath } from '@/lib/access/page-path';
import { signInUrl } from './guards-shared';
import { getRequestSession, type SessionContext } from './session';

/**
 * Every signed-in page loader starts here (the middleware only redirects for comfort):
 * no session → sign-in with a redirect back; missing access flag → 403.
 */
export async function requirePageSession(options: { access?: AccessFlag; orgAdmin?: boolean } = {}): Promise<SessionContext> {
  const session = await getRequestSession();
  if (!session) {
    const path = verifiedPagePath(await headers()) ?? '/home/overview';
    redirect(signInUrl(path));
  }
  await enforceRouteRules(session);
  if (options.access && !hasAccess(session.access, options.access)) redirect('/403');
  if (options.orgAdmin && !session.access.isOrgAdmin) redirect('/403');
  return session;
}
