import { ClientMessages } from '@/components/providers/client-messages';
import { SopList } from '@/components/sop/sop-list';
import styles from '@/components/workspaces/workspace-page.module.css';
import { getTranslations } from '@/lib/i18n/server';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { listViewer } from '@/lib/sop-ui/page-guard';
import { loadWorkspaceTab } from '@/lib/workspaces/workspace-page';

// /workspace/{id}/mm-sop – the workspace's smart instructions, newest change first
export default async function WorkspaceMmSopPage({ params }: { params: Promise<{ id: string }> }) {
  const { session, workspace } = await loadWorkspaceTab((await params).id, 'mm-sop');
  const t = await getTranslations('workspacePage');
  const sop = await getTranslations('sopUi');
  return (
    <section aria-labelledby="workspace-tab-title" className={styles.section}>
      <h2 id="workspace-tab-title" className={styles.sectionTitle}>
        {t('tabs.mm-sop')}
      </h2>
      <ClientMessages namespaces={CLIENT_NAMESPACES.sop}>
        <SopList source={{ kind: 'workspace', workspaceId: workspace.id }} emptyText={sop('list.emptyWorkspace')} label={t('tabs.mm-sop')} viewer={listViewer(session)} />
      </ClientMessages>
    </section>
  );
}
