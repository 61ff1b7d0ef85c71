'use client';
import { useId } from 'react';
import { ALL_WORKSPACES } from '@/lib/analytics/schema';
import { useTranslations } from '@/lib/i18n/client';
import type { WorkspaceOption } from '@/lib/analytics/schema';
import type { Filters } from './analytics-api';
import styles from './analytics.module.css';

type Props = { value: Filters; onChange: (next: Filters) => void; invalid: boolean; workspaces?: WorkspaceOption[]; dates?: boolean };

/** Date range (unless `dates` is false: the quiz pages) and, when given workspaces, the workspace filter; an invalid range shows the spec's message. */
export function FilterBar({ value, onChange, invalid, workspaces, dates = true }: Props) {
  const t = useTranslations('analytics');
  const id = useId();
  return (
    <div className={styles.filters} role="group" aria-label={t('filters.label')}>
      {dates ? (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
            <input id={`${id}-from`} type="date" value={value.from} max={value.to} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} onChange={(e) => onChange({ ...value, from: e.target.value })} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-to`}>{t('filters.to')}</label>
            <input id={`${id}-to`} type="date" value={value.to} min={value.from} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} onChange={(e) => onChange({ ...value, to: e.target.value })} />
          </div>
        </>
      ) : null}
      {workspaces ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-ws`}>{t('filters.workspace')}</label>
          <select id={`${id}-ws`} value={value.workspaceId} onChange={(e) => onChange({ ...value, workspaceId: e.target.value })}>
            <option value={ALL_WORKSPACES}>{t('filters.allWorkspaces')}</option>
            {workspaces.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {invalid ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {t('errors.dateRange')}
        </p>
      ) : null}
    </div>
  );
}
