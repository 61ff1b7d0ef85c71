import type { Metadata } from 'next';
import { SkillMatrix } from '@/components/skills/manage/skill-matrix';
import { SkillsTabs } from '@/components/skills/skills-tabs';
import { getTranslations } from '@/lib/i18n/server';
import { requireSkillsManagerPage } from '@/lib/skills-ui/page-guard';
import { listWorkspaceGroups } from '@/lib/workspaces/lists';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('skillsUi'))('tabs.matrix') };
}

// /skill/matrix?workspaceId= – users × skills of one workspace
export default async function SkillMatrixPage({ searchParams }: { searchParams: Promise<{ workspaceId?: string }> }) {
  const session = await requireSkillsManagerPage();
  const groups = await listWorkspaceGroups(session, { needWorkspaces: true, workspacesType: 'view', all: false });
  const workspaces = groups.items.flatMap((g) => (g.workspaces ?? []).map((w) => ({ id: w.id, name: w.name })));
  const { workspaceId } = await searchParams;
  const initial = typeof workspaceId === 'string' && workspaces.some((w) => w.id === workspaceId) ? workspaceId : (workspaces[0]?.id ?? '');
  return (
    <>
      <SkillsTabs current="matrix" />
      <SkillMatrix workspaces={workspaces} initialWorkspaceId={initial} />
    </>
  );
}
