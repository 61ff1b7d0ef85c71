'use client';
import { useTranslations } from '@/lib/i18n/client';
import { ExportHistory } from './export-history';
import { NewExportForm } from './new-export-form';
import styles from './scorm.module.css';

type Props = {
  workspaces: Array<{ id: string; name: string }>;
  thinAllowed: boolean;
  initialWorkspace: string | null;
  initialWorkflow: string | null;
};

/** /scorm-exports (issue 23): package workflows for an LMS and follow the exports to their download. */
export function ScormExportsPage({ workspaces, thinAllowed, initialWorkspace, initialWorkflow }: Props) {
  const t = useTranslations('scorm');
  return (
    <div className={styles.page} data-testid="scorm-exports-page">
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p className={styles.hint}>{t('intro')}</p>
      </header>
      <NewExportForm workspaces={workspaces} thinAllowed={thinAllowed} initialWorkspace={initialWorkspace} initialWorkflow={initialWorkflow} />
      <ExportHistory />
    </div>
  );
}
