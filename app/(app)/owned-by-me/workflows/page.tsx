import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import { ClientMessages } from '@/components/providers/client-messages';
import { ContinueEditingRow } from '@/components/workflows/continue-editing-row';
import { LibraryPage } from '@/components/workflows/library-page';
import { OwnedTabs } from '@/components/workflows/owned-tabs';
import { requirePageSession } from '@/lib/auth/guards';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { listContinueEditing, OVERVIEW_SECTION_SIZE } from '@/lib/workflows/library';
import { cardView } from '@/lib/workflows/library-schema';

// /owned-by-me/workflows – continue editing (own unpublished workflows), then all of one's own in every state, with their card tools
export default async function OwnedWorkflowsPage() {
  const session = await requirePageSession();
  const t = await getTranslations('library');
  const locale = await getLocale();
  const editing = await listContinueEditing(session, session.user.id, { page: 1, size: OVERVIEW_SECTION_SIZE, sort: 'newest', locale });
  return (
    <>
      <OwnedTabs current="workflows" />
      {editing.items.length > 0 && (
        <ClientMessages namespaces={CLIENT_NAMESPACES.library}>
          <ContinueEditingRow items={editing.items.map(cardView)} />
        </ClientMessages>
      )}
      <LibraryPage session={session} source={{ kind: 'owned' }} emptyText={t('owned.empty')} label={t('owned.tabs.workflows')} />
    </>
  );
}
