import { WorkspaceTabEmpty } from '@/components/workspaces/workspace-tab-empty';
import { loadWorkspaceTab } from '@/lib/workspaces/workspace-page';

// /workspace/{id}/skills – arrives with the content library; until then an honest empty state
export default async function WorkspaceSkillsPage({ params }: { params: Promise<{ id: string }> }) {
  await loadWorkspaceTab((await params).id, 'skills');
  return <WorkspaceTabEmpty tab="skills" />;
}
