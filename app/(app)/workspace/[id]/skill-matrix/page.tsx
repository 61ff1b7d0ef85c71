import { ClientMessages } from '@/components/providers/client-messages';
import { SkillMatrix } from '@/components/skills/manage/skill-matrix';
import { getTranslations } from '@/lib/i18n/server';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { loadWorkspaceTab } from '@/lib/workspaces/workspace-page';
import styles from '@/components/workspaces/workspace-page.module.css';

// /workspace/{id}/skill-matrix – the workspace's users × skills
export default async function WorkspaceSkillMatrixPage({ params }: { params: Promise<{ id: string }> }) {
  const { workspace } = await loadWorkspaceTab((await params).id, 'skill-matrix');
  const t = await getTranslations('workspacePage');
  return (
    <section aria-labelledby="workspace-tab-title" className={styles.section}>
      <h2 id="workspace-tab-title" className={styles.sectionTitle}>
        {t('tabs.skill-matrix')}
      </h2>
      <ClientMessages namespaces={CLIENT_NAMESPACES.skills}>
        <SkillMatrix initialWorkspaceId={workspace.id} />
      </ClientMessages>
    </section>
  );
}
