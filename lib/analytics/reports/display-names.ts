import type { Locale } from '@/lib/i18n/config';
import { translatorFor } from '@/lib/i18n/fast-translate';
import { loadMessages } from '@/lib/i18n/messages';
import { REPORT_COLUMNS, statusValues, type ReportId } from './schema';

export type DisplayNames = { columns: Record<string, string>; statuses: Record<string, string>; count: string };

/**
 * A report's column names and status labels in one language (GET /advanced-report/column-display-names):
 * the screen's headers, and the export's header row and status cells, read the same words.
 */
export async function columnDisplayNames(report: ReportId, locale: Locale): Promise<DisplayNames> {
  const t = translatorFor(locale, await loadMessages(locale), 'analyticsReports', 'UTC');
  return {
    columns: Object.fromEntries(REPORT_COLUMNS[report].map((c) => [c.id, t(`columns.${report}.${c.id}`)])),
    statuses: Object.fromEntries(statusValues(report).map((s) => [s, t(`status.${s}`)])),
    count: t('count'),
  };
}
