import { ClientMessages } from '@/components/providers/client-messages';
import { SkillList } from '@/components/skills/skill-list';
import { getTranslations } from '@/lib/i18n/server';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { canManageSkills } from '@/lib/skills/access';
import { loadWorkspaceTab } from '@/lib/workspaces/workspace-page';
import styles from '@/components/workspaces/workspace-page.module.css';

// /workspace/{id}/skills – the workspace's skills
export default async function WorkspaceSkillsPage({ params }: { params: Promise<{ id: string }> }) {
  const { session, workspace } = await loadWorkspaceTab((await params).id, 'skills');
  const t = await getTranslations('workspacePage');
  const s = await getTranslations('skillsUi');
  return (
    <section aria-labelledby="workspace-tab-title" className={styles.section}>
      <h2 id="workspace-tab-title" className={styles.sectionTitle}>
        {t('tabs.skills')}
      </h2>
      <ClientMessages namespaces={CLIENT_NAMESPACES.skills}>
        <SkillList url={`/api/v1/workspaces/${workspace.id}/skills`} canManage={canManageSkills(session)} emptyText={s('workspace.none')} />
      </ClientMessages>
    </section>
  );
}
