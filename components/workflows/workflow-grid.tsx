'use client';
import { useTranslations } from '@/lib/i18n/client';
import { Button } from '@/components/ui/button';
import type { SearchMatch, WorkflowCardView } from '@/lib/workflows/library-schema';
import { isLiveProgress } from '@/lib/workflows/progress-types';
import styles from './library.module.css';
import { WorkflowCard } from './workflow-card';

type Props = {
  items: (WorkflowCardView & { match?: SearchMatch | null })[] | undefined;
  isPending?: boolean;
  isError?: boolean;
  onRetry?: () => void;
  emptyText: string;
  headingLevel?: 2 | 3;
  label?: string;
};

const SKELETONS = 4;
/**
 * Each live card holds an event stream open, and a browser gives one site only about six
 * HTTP/1.1 connections: beyond a few streams every other request of the page would queue. The
 * rest show the progress the list brought and pick up the new state when it is refetched.
 */
const MAX_LIVE_CARDS = 3;

/** Cards in a grid, with honest loading, empty and error (with retry) states. */
export function WorkflowGrid({ items, isPending, isError, onRetry, emptyText, headingLevel = 3, label }: Props) {
  const t = useTranslations('library');
  if (isError && !items?.length) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('loadFailed')}</p>
        {onRetry ? (
          <Button type="button" variant="secondary" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (isPending && !items) {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('loading')}
        </p>
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <li key={i} className={styles.skeleton} />
          ))}
        </ul>
      </div>
    );
  }
  if (!items?.length) return <p className={styles.state}>{emptyText}</p>;
  const live = new Set(items.filter((c) => !c.locked && isLiveProgress(c.status)).slice(0, MAX_LIVE_CARDS).map((c) => c.id));
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((card) => (
        <li key={card.id}>
          <WorkflowCard card={card} match={card.match} headingLevel={headingLevel} liveProgress={live.has(card.id)} />
        </li>
      ))}
    </ul>
  );
}
