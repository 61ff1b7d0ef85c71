import { WorkspaceInsights } from '@/components/analytics/workspace-insights';
import { loadWorkspaceTab } from '@/lib/workspaces/workspace-page';

// /workspace/{id}/insights – this workspace's analytics: totals, its workflows and its people
export default async function WorkspaceInsightsPage({ params }: { params: Promise<{ id: string }> }) {
  const { session, workspace } = await loadWorkspaceTab((await params).id, 'insights');
  return <WorkspaceInsights session={session} workspace={workspace} />;
}
