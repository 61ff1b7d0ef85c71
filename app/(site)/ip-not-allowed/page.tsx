import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/server';
import { IpNotAllowedView } from '@/components/access/ip-not-allowed-view';
import { checkIpAccess } from '@/lib/access/ip-restriction';
import { getRequestSession } from '@/lib/auth/session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('access');
  return { title: t('notAllowedTitle') };
}

/**
 * Rendered in place of any signed-in page when the address is outside the organisation's
 * allow-list (the middleware rewrites here, so the address bar keeps the requested page).
 */
export default async function IpNotAllowedPage() {
  const session = await getRequestSession();
  const { allowed, clientIP } = checkIpAccess(session?.org.settings ?? null, await headers());
  // Reached from an allowed address (a bookmark, or the rules changed): nothing to explain.
  if (session && allowed) redirect('/home/overview');
  return <IpNotAllowedView clientIP={clientIP} signedIn={!!session} isSharedAccount={session?.isSharedAccount ?? false} />;
}
