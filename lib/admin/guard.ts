import { redirect } from 'next/navigation';
import { requirePageSession } from '@/lib/auth/guards';
import type { SessionContext } from '@/lib/auth/session';
import { canOpenAdminPage, type AdminPageKey } from './nav';

/** Page loaders of the admin area: a session, then the page's own access rule (403 otherwise). */
export async function requireAdminPage(key: AdminPageKey): Promise<SessionContext> {
  const session = await requirePageSession({ access: 'admin' });
  if (!canOpenAdminPage(session.access, key)) redirect('/403');
  return session;
}
