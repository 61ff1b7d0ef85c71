import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import type { ReactNode } from 'react';
import { WorkspaceHeader } from '@/components/workspaces/workspace-header';
import { WorkspaceTabsNav } from '@/components/workspaces/workspace-tabs-nav';
import { loadWorkspacePage } from '@/lib/workspaces/workspace-page';

type Props = { children: ReactNode; params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { workspace } = await loadWorkspacePage((await params).id);
  return { title: workspace.name };
}

// /workspace/{id}/… – a workspace the user may see (private ones only for assigned people and org admins)
export default async function WorkspaceLayout({ children, params }: Props) {
  const { workspace, tabs } = await loadWorkspacePage((await params).id);
  const t = await getTranslations('workspacePage');
  return (
    <>
      <WorkspaceHeader workspace={workspace} />
      <WorkspaceTabsNav workspaceId={workspace.id} navLabel={t('tabsLabel')} tabs={tabs.map((key) => ({ key, label: t(`tabs.${key}`) }))} />
      {children}
    </>
  );
}
