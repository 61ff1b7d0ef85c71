'use client';
import { useTranslations } from '@/lib/i18n/client';
import type { WorkflowCardView } from '@/lib/workflows/library-schema';
import styles from './library.module.css';
import { NoticeProvider } from './notice';
import { WorkflowGrid } from './workflow-grid';

type Overview = {
  continueWatching: WorkflowCardView[];
  /** Authors only: their unpublished workflows (absent for people who cannot author). */
  continueEditing?: WorkflowCardView[];
  recentlyPublished: WorkflowCardView[];
  favorites: WorkflowCardView[];
};
const SECTIONS = [
  { key: 'continueWatching', id: 'continue-watching', empty: 'continueWatchingEmpty' },
  { key: 'continueEditing', id: 'continue-editing', empty: 'continueEditingEmpty' },
  { key: 'recentlyPublished', id: 'recently-published', empty: 'recentlyPublishedEmpty' },
  { key: 'favorites', id: 'favourites', empty: 'favoritesEmpty' },
] as const;

/** Home → Overview's rows of cards; a card action refreshes the page's server data. */
export function OverviewSections({ overview }: { overview: Overview }) {
  const t = useTranslations('home');
  return (
    <NoticeProvider>
      {SECTIONS.map((s) => {
        const items = overview[s.key];
        if (!items) return null;
        return (
          <section key={s.key} className={styles.section} aria-labelledby={s.id}>
            <h2 id={s.id} className={styles.sectionTitle}>
              {t(s.key)}
            </h2>
            <WorkflowGrid items={items} emptyText={t(s.empty)} />
          </section>
        );
      })}
    </NoticeProvider>
  );
}
