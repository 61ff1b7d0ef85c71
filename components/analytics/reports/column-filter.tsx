'use client';
import type { ReportColumn, ReportFilter } from '@/lib/analytics/reports/schema';
import { useTranslations } from '@/lib/i18n/client';
import { isNumericKind } from './cells';
import styles from './reports.module.css';

type Props = { column: ReportColumn; name: string; statuses: Record<string, string>; filters: ReportFilter[]; onChange: (filters: ReportFilter[]) => void };

/** The filter inputs of one column: text contains, a status, or a from/to pair for numbers and dates. */
export function ColumnFilter({ column, name, statuses, filters, onChange }: Props) {
  const t = useTranslations('analyticsReports');
  const valueOf = (op: ReportFilter['op']) => filters.find((f) => f.id === column.id && f.op === op)?.value ?? '';
  const set = (op: ReportFilter['op'], value: string) =>
    onChange([...filters.filter((f) => !(f.id === column.id && f.op === op)), ...(value.trim() ? [{ id: column.id, op, value: value.trim() }] : [])]);
  if (column.kind === 'status') {
    return (
      <select className={styles.filterInput} aria-label={t('filter.label', { name })} value={valueOf('eq')} onChange={(e) => set('eq', e.target.value)}>
        <option value="">{t('filter.any')}</option>
        {(column.values ?? []).map((s) => (
          <option key={s} value={s}>
            {statuses[s] ?? s}
          </option>
        ))}
      </select>
    );
  }
  if (column.kind === 'text') {
    return <input type="search" className={styles.filterInput} aria-label={t('filter.label', { name })} value={valueOf('contains')} onChange={(e) => set('contains', e.target.value)} />;
  }
  const type = isNumericKind(column.kind) ? 'number' : 'date';
  // Durations are filtered in minutes on screen and in seconds on the server.
  const minutes = column.kind === 'duration';
  const shown = (op: ReportFilter['op']) => (minutes && valueOf(op) ? String(Number(valueOf(op)) / 60) : valueOf(op));
  const store = (op: ReportFilter['op'], v: string) => set(op, minutes && v ? String(Number(v) * 60) : v);
  return (
    <div className={styles.filterRange}>
      {(['gte', 'lte'] as const).map((op) => (
        <input
          key={op}
          type={type}
          min={type === 'number' ? 0 : undefined}
          className={styles.filterInput}
          aria-label={t(`filter.${op}${minutes ? 'Minutes' : ''}`, { name })}
          value={shown(op)}
          onChange={(e) => store(op, e.target.value)}
        />
      ))}
    </div>
  );
}
