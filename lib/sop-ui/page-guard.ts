import 'server-only';
import { redirect } from 'next/navigation';
import { requirePageSession } from '@/lib/auth/guards';
import { isFeatureOn } from '@/lib/orgs/settings';

/**
 * Every smart-instruction page: a session (sign-in otherwise), and the organisation must have
 * smart instructions (403 otherwise). What the SOP itself allows (view, edit, another
 * organisation's id as 404) the API decides on each call.
 */
export async function requireSopPage() {
  const session = await requirePageSession();
  if (!isFeatureOn(session.org.settings, 'enableMultiModalSOP')) redirect('/403');
  return session;
}

/** Who may manage any card of a list (admins) and who the caller is (their own cards). */
export const listViewer = (session: Awaited<ReturnType<typeof requirePageSession>>) => ({ userId: session.user.id, manageAll: session.access.admin });
