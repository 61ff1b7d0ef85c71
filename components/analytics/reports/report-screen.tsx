'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FilterBar } from '@/components/analytics/filter-bar';
import { useAnalyticsFilters } from '@/components/analytics/use-filters';
import { Alert } from '@/components/ui/alert';
import { asApiError } from '@/components/ui/api-request';
import { useMessage } from '@/components/workspaces/use-message';
import { FILTER_DEBOUNCE_MS, type WorkspaceOption } from '@/lib/analytics/schema';
import { defaultGridState, type GridState, type GridStateDto, type ReportFilter, type ReportId } from '@/lib/analytics/reports/schema';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { ColumnPanel } from './column-panel';
import { ExportButton } from './export-button';
import { Pager } from './pager';
import { reportApi, reportKeys, type PageRequest } from './report-api';
import { ReportGrid } from './report-grid';
import styles from './reports.module.css';
import { SavedReports } from './saved-reports';

/** `canExport`: the organisation allows downloads (else no export control). */
type Props = { report: ReportId; workspaces: WorkspaceOption[]; canExport: boolean };

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

/**
 * The configurable report screen (content and skills analysis): a layout of columns, filters, sort,
 * grouping and page size that the server pages over, saved per person as named reports, exported
 * as CSV or XLSX with exactly these rows and columns.
 */
export function ReportScreen({ report, workspaces, canExport }: Props) {
  const t = useTranslations('analyticsReports');
  const message = useMessage();
  const locale = useLocale();
  const [layout, setLayout] = useState<GridState>(() => defaultGridState(report));
  const router = useRouter();
  const pathname = usePathname();
  // The chosen saved report is in the address (?layout=id), so a reload or a shared link opens it again.
  const searchParams = useSearchParams();
  const [selected, setSelected] = useState<string | null>(() => searchParams.get('layout'));
  const [appliedId, setAppliedId] = useState<string | null>(null);
  const { draft, setDraft, applied, invalid } = useAnalyticsFilters();
  const filters: ReportFilter[] = useDebounced(layout.filters, FILTER_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const query: Omit<PageRequest, 'page'> = { ...applied, sort: layout.sort, filters, groupBy: layout.groupBy, size: layout.pageSize };
  // Any other filter, sort, grouping or size starts again at the first page.
  const key = JSON.stringify(query);
  const page = paging.key === key ? paging.page : 1;
  const request: PageRequest = { ...query, page };
  const names = useQuery({ queryKey: reportKeys.names(report, locale), queryFn: () => reportApi.names(report, locale) });
  const rows = useQuery({ queryKey: reportKeys.page(report, request, locale), queryFn: () => reportApi.page(report, request, locale), placeholderData: keepPreviousData });
  const columnNames = names.data?.columns ?? {};
  const statuses = names.data?.statuses ?? {};

  const onLayout = (next: GridState) => setLayout({ ...next, workspaceId: draft.workspaceId });
  const states = useQuery({ queryKey: reportKeys.states(report), queryFn: () => reportApi.states(report) });
  const onSelect = (saved: GridStateDto | null) => {
    setSelected(saved?.id ?? null);
    setAppliedId(saved?.id ?? null);
    router.replace(saved ? `${pathname}?layout=${saved.id}` : pathname, { scroll: false });
    if (!saved) return setLayout(defaultGridState(report));
    setLayout(saved.state);
    if (saved.state.workspaceId) setDraft({ ...draft, workspaceId: saved.state.workspaceId });
  };
  // A saved report named in the address is applied (once, while rendering) when the saved reports have come.
  const fromAddress = selected && selected !== appliedId ? states.data?.find((s) => s.id === selected) : undefined;
  if (fromAddress) {
    setAppliedId(fromAddress.id);
    setLayout(fromAddress.state);
    if (fromAddress.state.workspaceId) setDraft({ ...draft, workspaceId: fromAddress.state.workspaceId });
  }
  const exportParams = () => ({
    ...request,
    report,
    columns: layout.groupBy
      ? [layout.groupBy, 'count', ...layout.columns.filter((c) => c.visible && c.id !== layout.groupBy).map((c) => c.id)]
      : layout.columns.filter((c) => c.visible).map((c) => c.id),
  });

  return (
    <>
      <FilterBar value={draft} onChange={setDraft} invalid={invalid} workspaces={workspaces} dates={report === 'content-analysis'} />
      {report === 'skills-analysis' ? <p className={styles.note}>{t('skillsNote')}</p> : null}
      <div className={styles.toolbar}>
        <SavedReports report={report} layout={{ ...layout, workspaceId: draft.workspaceId }} selected={selected} onSelect={onSelect} />
        <ColumnPanel report={report} layout={layout} onLayout={onLayout} names={columnNames} />
        {canExport ? <ExportButton start={(format) => reportApi.startExport(report, format, exportParams(), locale)} disabled={invalid} /> : null}
      </div>
      {rows.isError || names.isError ? <Alert>{message(asApiError(rows.error ?? names.error).messageKey)}</Alert> : null}
      <ReportGrid
        report={report}
        layout={layout}
        onLayout={onLayout}
        names={columnNames}
        statuses={statuses}
        rows={rows.data?.items ?? []}
        grouped={!!rows.data?.grouped}
        loading={rows.isFetching}
        caption={t(`reports.${report}`)}
        onDrill={(value) => onLayout({ ...layout, groupBy: null, filters: [...layout.filters.filter((f) => f.id !== layout.groupBy), { id: layout.groupBy!, op: 'eq', value }] })}
      />
      <Pager page={page} size={layout.pageSize} total={rows.data?.total ?? 0} onPage={(p) => setPaging({ key, page: p })} onSize={(size) => onLayout({ ...layout, pageSize: size })} />
    </>
  );
}
