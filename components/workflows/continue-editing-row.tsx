'use client';
import { useTranslations } from '@/lib/i18n/client';
import type { WorkflowCardView } from '@/lib/workflows/library-schema';
import styles from './library.module.css';
import { NoticeProvider } from './notice';
import { WorkflowGrid } from './workflow-grid';

/** Owned by me → Workflows: the unpublished ones first, each card opening its editor (cardHref). */
export function ContinueEditingRow({ items }: { items: WorkflowCardView[] }) {
  const t = useTranslations('home');
  return (
    <NoticeProvider>
      <section className={styles.section} aria-labelledby="continue-editing">
        <h2 id="continue-editing" className={styles.sectionTitle}>
          {t('continueEditing')}
        </h2>
        <WorkflowGrid items={items} emptyText={t('continueEditingEmpty')} />
      </section>
    </NoticeProvider>
  );
}
