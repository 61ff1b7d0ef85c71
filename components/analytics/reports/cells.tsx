'use client';
import { formatDuration } from '@/components/analytics/analytics-api';
import type { ColumnKind } from '@/lib/analytics/reports/schema';
import { useFormatter } from '@/lib/i18n/client';
import { browserTimeZone } from './report-api';

/** A report cell as the screen shows it: numbers grouped, durations minutes:seconds, dates in the browser's zone. */
export function useCellFormat(statuses: Record<string, string>) {
  const format = useFormatter();
  const timeZone = browserTimeZone();
  return (kind: ColumnKind, value: string | number | null | undefined): string => {
    if (value === null || value === undefined || value === '') return '';
    if (kind === 'number') return format.number(Number(value));
    if (kind === 'percent') return format.number(Number(value) / 100, { style: 'percent' });
    if (kind === 'duration') return formatDuration(Number(value));
    if (kind === 'date') return format.dateTime(new Date(String(value)), { dateStyle: 'short', timeStyle: 'short', timeZone });
    if (kind === 'status') return statuses[String(value)] ?? String(value);
    return String(value);
  };
}

export const isNumericKind = (kind: ColumnKind) => kind === 'number' || kind === 'duration' || kind === 'percent';
