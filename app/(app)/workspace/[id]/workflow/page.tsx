import { getTranslations } from '@/lib/i18n/server';
import { LibraryPage } from '@/components/workflows/library-page';
import { canEditInWorkspace } from '@/lib/workflows/access';
import { getWorkspaceCounts } from '@/lib/workflows/counts';
import { loadWorkspaceTab } from '@/lib/workspaces/workspace-page';

// /workspace/{id}/workflow – the workspace's workflows: every state with card tools for its authors, published ones for viewers
export default async function WorkspaceWorkflowPage({ params }: { params: Promise<{ id: string }> }) {
  const { session, workspace } = await loadWorkspaceTab((await params).id, 'workflow');
  const t = await getTranslations('library');
  // Counts include unpublished work, which only the workspace's authors may know about.
  const counts = canEditInWorkspace(session, workspace.id) ? await getWorkspaceCounts({ session, workspaceId: workspace.id }) : null;
  return (
    <section aria-labelledby="workspace-workflows-title">
      <h2 id="workspace-workflows-title">{t('workspaceWorkflows')}</h2>
      {counts ? <p>{t('counts', counts)}</p> : null}
      <LibraryPage
        session={session}
        source={{ kind: 'workspace', workspaceId: workspace.id }}
        seenWorkspace={workspace}
        emptyText={t('workspaceEmpty')}
        label={t('workspaceWorkflows')}
      />
    </section>
  );
}
