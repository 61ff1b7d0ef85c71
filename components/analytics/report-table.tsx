'use client';
import Link from 'next/link';
import type { ListColumn, ListResult, ListRow } from '@/lib/analytics/lists/shared';
import { COUNT_CAP } from '@/lib/analytics/schema';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import { formatDuration } from './analytics-api';
import styles from './analytics.module.css';

const NUMERIC = new Set(['count', 'capped', 'duration', 'percent']);

/** A column's link with its `{field}` parts filled from the row (each part URL-encoded). */
export const linkOf = (template: string, row: ListRow) => template.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(row[k] ?? '')));

/** One analytics list as a table: headers from analytics.columns, cells formatted by the column's kind (spec 02 §9). */
export function ReportTable({ result, caption, rowKey }: { result: Pick<ListResult, 'columns' | 'items'>; caption: string; rowKey?: (row: ListRow, i: number) => string }) {
  const t = useTranslations('analytics');
  const format = useFormatter();
  const cell = (c: ListColumn, row: ListRow) => {
    const v = row[c.id];
    if (v === null || v === undefined || v === '') return '—';
    if (c.kind === 'count') return format.number(Number(v));
    if (c.kind === 'capped') return Number(v) >= COUNT_CAP ? `${format.number(COUNT_CAP)}+` : format.number(Number(v));
    if (c.kind === 'duration') return formatDuration(Number(v));
    if (c.kind === 'percent') return format.number(Number(v), { style: 'percent', maximumFractionDigits: 0 });
    if (c.kind === 'date') return format.dateTime(new Date(String(v)), { dateStyle: 'short', timeStyle: 'short' });
    if (c.kind === 'day') return format.dateTime(new Date(`${v}T00:00:00Z`), { timeZone: 'UTC', dateStyle: 'medium' });
    if (c.kind === 'status') return t.has(`status.${v}`) ? t(`status.${v}`) : String(v);
    return String(v);
  };
  const [first, ...rest] = result.columns;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {result.columns.map((c) => (
              <th key={c.id} scope="col" className={NUMERIC.has(c.kind) ? styles.num : undefined}>
                {t(`columns.${c.id}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.items.map((row, i) => (
            <tr key={rowKey ? rowKey(row, i) : i}>
              <th scope="row">{first.link && row[first.id] ? <Link href={linkOf(first.link, row)}>{cell(first, row)}</Link> : cell(first, row)}</th>
              {rest.map((c) => (
                <td key={c.id} className={NUMERIC.has(c.kind) ? styles.num : undefined}>
                  {c.link && row[c.id] ? <Link href={linkOf(c.link, row)}>{cell(c, row)}</Link> : cell(c, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
