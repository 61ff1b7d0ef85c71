import { getTranslations } from '@/lib/i18n/server';
import { LibraryPage } from '@/components/workflows/library-page';
import { OwnedTabs } from '@/components/workflows/owned-tabs';
import { requirePageSession } from '@/lib/auth/guards';

// /owned-by-me/workflows – the user's own workflows in every state, with their card tools
export default async function OwnedWorkflowsPage() {
  const session = await requirePageSession();
  const t = await getTranslations('library');
  return (
    <>
      <OwnedTabs current="workflows" />
      <LibraryPage session={session} source={{ kind: 'owned' }} emptyText={t('owned.empty')} label={t('owned.tabs.workflows')} />
    </>
  );
}
