import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { ClientMessages } from '@/components/providers/client-messages';
import { SharedDeviceScreen } from '@/components/shared-device/shared-device-screen';
import { requirePageSession } from '@/lib/auth/guards';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sharedDevice');
  return { title: t('title') };
}

/** /shared – the shared-device page; anyone but a shared account (with the feature on) goes home. */
export default async function SharedDevicePage() {
  const session = await requirePageSession();
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES.sharedDevice}>
      <SharedDeviceScreen
        orgName={session.org.name}
        clientKey={session.org.clientKey}
        masterPassword={session.org.settings.employeeIdMPEnabled}
      />
    </ClientMessages>
  );
}
