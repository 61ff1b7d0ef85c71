import { redirect } from 'next/navigation';
import { loadWorkspacePage } from '@/lib/workspaces/workspace-page';

// /workspace/{id} – goes to its workflows (spec §2), after the same visibility check as every tab
export default async function WorkspaceIndexPage({ params }: { params: Promise<{ id: string }> }) {
  const { workspace } = await loadWorkspacePage((await params).id);
  redirect(`/workspace/${workspace.id}/workflow`);
}
