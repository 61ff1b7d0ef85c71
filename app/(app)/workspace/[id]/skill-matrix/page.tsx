import { WorkspaceTabEmpty } from '@/components/workspaces/workspace-tab-empty';
import { loadWorkspaceTab } from '@/lib/workspaces/workspace-page';

// /workspace/{id}/skill-matrix – arrives with the content library; until then an honest empty state
export default async function WorkspaceSkillMatrixPage({ params }: { params: Promise<{ id: string }> }) {
  await loadWorkspaceTab((await params).id, 'skill-matrix');
  return <WorkspaceTabEmpty tab="skill-matrix" />;
}
