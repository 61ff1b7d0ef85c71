'use client';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslations } from '@/lib/i18n/client';
import styles from './analytics.module.css';

/** The figures at the top of a dashboard, one card each (label from analytics.metrics). */
export function MetricCards({ cards, busy = false }: { cards: { key: string; value: string }[]; busy?: boolean }) {
  const t = useTranslations('analytics');
  return (
    <ul className={styles.cards} aria-label={t('overview.label')} aria-busy={busy}>
      {cards.map((c) => (
        <li key={c.key} className={styles.card}>
          <div className={styles.cardLabel}>{t(`metrics.${c.key}`)}</div>
          <div className={styles.cardValue}>{c.value}</div>
        </li>
      ))}
    </ul>
  );
}

/** A chart with its heading and a switch to the table of the same figures (the chart's accessible form). */
export function ChartSection({ title, chart, table }: { title: string; chart: ReactNode; table: ReactNode }) {
  const t = useTranslations('analytics');
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId}>{title}</h2>
        <Button type="button" variant="secondary" onClick={() => setAsTable((v) => !v)}>
          {asTable ? t('trend.showChart') : t('trend.showTable')}
        </Button>
      </div>
      {asTable ? table : chart}
    </section>
  );
}
