import { WorkspaceTabEmpty } from '@/components/workspaces/workspace-tab-empty';
import { loadWorkspaceTab } from '@/lib/workspaces/workspace-page';

// /workspace/{id}/insights – arrives with the content library; until then an honest empty state
export default async function WorkspaceInsightsPage({ params }: { params: Promise<{ id: string }> }) {
  await loadWorkspaceTab((await params).id, 'insights');
  return <WorkspaceTabEmpty tab="insights" />;
}
