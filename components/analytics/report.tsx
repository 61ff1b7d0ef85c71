'use client';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { asApiError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workspaces/use-message';
import type { ListResult } from '@/lib/analytics/lists/shared';
import type { WorkspaceOption } from '@/lib/analytics/schema';
import { useFormatter, useLocale, useTranslations } from '@/lib/i18n/client';
import { formatDuration, type Filters } from './analytics-api';
import styles from './analytics.module.css';
import { FilterBar } from './filter-bar';
import { MetricCards } from './metric-cards';
import { fetchReport, reportKey, type ReportFilters } from './report-api';
import { ReportChart } from './report-chart';
import type { CardSpec, FilterMode, ReportSection } from './report-sections';
import { ReportTable } from './report-table';
import { ExportButton } from './reports/export-button';
import { reportApi } from './reports/report-api';
import { useAnalyticsFilters } from './use-filters';

/** `exportPath`: the list's POST …/file call, exported with the page's filters (left out: no export control). */
type Props = { sections: ReportSection[]; filters: FilterMode; workspaces?: WorkspaceOption[]; initial?: Partial<Filters>; exportPath?: string };

/** The filters a page's calls send: only those its filter bar has. */
function sent(mode: FilterMode, applied: Filters): ReportFilters {
  return {
    ...(mode === 'range' || mode === 'range+workspace' ? { from: applied.from, to: applied.to } : {}),
    ...(mode === 'workspace' || mode === 'range+workspace' ? { workspaceId: applied.workspaceId } : {}),
  };
}

/** An analytics report page: its filter bar (debounced, validated), its export and its sections, each with its own call. */
export function AnalyticsReport({ sections, filters, workspaces, initial, exportPath }: Props) {
  const { draft, setDraft, applied, invalid } = useAnalyticsFilters(initial);
  const locale = useLocale();
  const hasRange = filters === 'range' || filters === 'range+workspace';
  const query = sent(filters, applied);
  return (
    <>
      {filters !== 'none' ? (
        <FilterBar value={draft} onChange={setDraft} invalid={hasRange && invalid} dates={hasRange} workspaces={filters === 'range' ? undefined : workspaces} />
      ) : null}
      {exportPath ? (
        <div className={styles.exportBar}>
          <ExportButton start={(format) => reportApi.startListExport(exportPath, format, query, locale)} disabled={hasRange && invalid} />
        </div>
      ) : null}
      {sections.map((s, i) =>
        s.kind === 'cards' ? <CardsSection key={i} section={s} filters={query} /> : <ListSection key={`${i}-${JSON.stringify(query)}`} section={s} filters={query} />,
      )}
    </>
  );
}

function CardsSection({ section, filters }: { section: Extract<ReportSection, { kind: 'cards' }>; filters: ReportFilters }) {
  const format = useFormatter();
  const message = useMessage();
  const call = { ...filters, ...section.fixed };
  const overview = useQuery({ queryKey: reportKey(section.source, call), queryFn: () => fetchReport<{ item: Record<string, number | string | null> }>(section.source, call) });
  const value = (c: CardSpec, v: number | string | null | undefined) =>
    v === null || v === undefined ? '—' : c.kind === 'duration' ? formatDuration(Number(v)) : c.kind === 'date' ? format.dateTime(new Date(String(v)), { dateStyle: 'short', timeStyle: 'short' }) : format.number(Number(v));
  const item = overview.data?.item;
  return (
    <>
      {overview.isError ? <Alert>{message(asApiError(overview.error).messageKey)}</Alert> : null}
      <MetricCards busy={overview.isFetching} cards={item ? section.cards.map((c) => ({ key: c.label, value: value(c, item[c.field]) })) : []} />
    </>
  );
}

function ListSection({ section, filters }: { section: Exclude<ReportSection, { kind: 'cards' }>; filters: ReportFilters }) {
  const t = useTranslations('analytics');
  const message = useMessage();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const call = { ...filters, ...section.fixed, ...(page > 1 ? { page } : {}) };
  const list = useQuery({ queryKey: reportKey(section.source, call), queryFn: () => fetchReport<ListResult>(section.source, call) });
  const title = t(section.title, section.titleValues);
  const data = list.data;
  const size = section.fixed?.size ?? 500;
  const pages = data ? Math.max(1, Math.ceil(data.total / size)) : 1;
  if (section.kind === 'chart' && data && data.items.length > 0) return <ReportChart result={data} spec={section.chart} title={title} />;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={list.isFetching}>
      <h2 id={headingId}>{title}</h2>
      {list.isError ? <Alert>{message(asApiError(list.error).messageKey)}</Alert> : null}
      {data && data.items.length === 0 ? <p className={styles.empty}>{t(section.empty)}</p> : null}
      {data && data.items.length > 0 ? <ReportTable result={data} caption={title} /> : null}
      {pages > 1 ? (
        <div className={styles.pager}>
          <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('report.previous')}
          </Button>
          <span>{t('report.page', { page, pages })}</span>
          <Button type="button" variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('report.next')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
