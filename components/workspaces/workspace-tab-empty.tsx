import { getTranslations } from '@/lib/i18n/server';
import type { WorkspaceTab } from '@/lib/workspaces/workspace-tabs';
import styles from './workspace-page.module.css';

/** A section whose content has not been built yet: an honest sentence, no placeholder cards. */
export async function WorkspaceTabEmpty({ tab }: { tab: WorkspaceTab }) {
  const t = await getTranslations('workspacePage');
  return (
    <section aria-labelledby="workspace-tab-title" className={styles.section}>
      <h2 id="workspace-tab-title" className={styles.sectionTitle}>
        {t(`tabs.${tab}`)}
      </h2>
      <p className={styles.empty}>{t(`empty.${tab}`)}</p>
    </section>
  );
}
