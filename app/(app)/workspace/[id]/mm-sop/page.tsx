import { WorkspaceTabEmpty } from '@/components/workspaces/workspace-tab-empty';
import { loadWorkspaceTab } from '@/lib/workspaces/workspace-page';

// /workspace/{id}/mm-sop – arrives with the content library; until then an honest empty state
export default async function WorkspaceMmSopPage({ params }: { params: Promise<{ id: string }> }) {
  await loadWorkspaceTab((await params).id, 'mm-sop');
  return <WorkspaceTabEmpty tab="mm-sop" />;
}
