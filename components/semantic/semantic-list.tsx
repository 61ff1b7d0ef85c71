'use client';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatDuration } from '@/components/workflows/format';
import type { SemanticWorkflow } from '@/lib/knowledge/semantic-schema';
import { playerHref } from '@/lib/workflows/card-href';
import styles from './semantic.module.css';

type Props = {
  id: string;
  title: string;
  intro?: string;
  items: SemanticWorkflow[] | undefined;
  loading: ReactNode;
  empty: ReactNode;
  error: ReactNode | null;
  testId: string;
};

/** A titled list of workflows found by meaning (explorer "Similar", the player's related workflows), each a link to the player. */
export function SemanticList({ id, title, intro, items, loading, empty, error, testId }: Props) {
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {error ? (
        <p className={styles.state}>{error}</p>
      ) : !items ? (
        <p className={styles.state}>{loading}</p>
      ) : items.length === 0 ? (
        <p className={styles.state}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.workflowId}>
              <Link href={playerHref(item.workflowId)} className={styles.item}>
                <span className={styles.itemTitle}>{item.title}</span>
                <span className={styles.meta}>{[item.workspaceName, formatDuration(item.videoDuration)].filter(Boolean).join(' · ')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
