import { ClientMessages } from '@/components/providers/client-messages';
import { SopList } from '@/components/sop/sop-list';
import { OwnedTabs } from '@/components/workflows/owned-tabs';
import { getTranslations } from '@/lib/i18n/server';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { listViewer, requireSopPage } from '@/lib/sop-ui/page-guard';

// /owned-by-me/mm-sop – the smart instructions the caller created, in every state
export default async function OwnedMmSopPage() {
  const session = await requireSopPage();
  const t = await getTranslations('library');
  const sop = await getTranslations('sopUi');
  return (
    <>
      <OwnedTabs current="mm-sop" />
      <ClientMessages namespaces={CLIENT_NAMESPACES.sop}>
        <SopList source={{ kind: 'owned', userId: session.user.id }} emptyText={sop('list.emptyOwned')} label={t('owned.tabs.mm-sop')} viewer={listViewer(session)} />
      </ClientMessages>
    </>
  );
}
