import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from '@/lib/i18n/server';
import { IpRestrictionView } from '@/components/admin/ip-restriction/ip-restriction-view';
import { requirePageSession } from '@/lib/auth/guards';
import { PATH_HEADER } from '@/lib/auth/guards-shared';
import { clientIp } from '@/lib/net/client-ip';
import { getRestrictedIp } from '@/lib/orgs/restricted-ip';
import { isEmbeddedPath } from '@/lib/shell/embed';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminIp');
  return { title: t('title') };
}

// /admin/setting/ip-restriction – the organisation's IP allow-list (org admins; reachable from a blocked address)
export default async function IpRestrictionPage() {
  const session = await requirePageSession({ orgAdmin: true });
  const h = await headers();
  const initial = await getRestrictedIp({ session, clientIp: clientIp(h) });
  return <IpRestrictionView initial={initial} inShell={!isEmbeddedPath(h.get(PATH_HEADER) ?? '')} />;
}
