import { WorkspaceTabEmpty } from '@/components/workspaces/workspace-tab-empty';
import { loadWorkspaceTab } from '@/lib/workspaces/workspace-page';

// /workspace/{id}/workflow – arrives with the content library; until then an honest empty state
export default async function WorkspaceWorkflowPage({ params }: { params: Promise<{ id: string }> }) {
  await loadWorkspaceTab((await params).id, 'workflow');
  return <WorkspaceTabEmpty tab="workflow" />;
}
