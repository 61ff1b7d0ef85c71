'use client';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type ColumnSizingState, type SortingState, type Updater } from '@tanstack/react-table';
import type { KeyboardEvent } from 'react';
import { columnOf, type GridState, type ReportColumn, type ReportId, type ReportRow } from '@/lib/analytics/reports/schema';
import { useTranslations } from '@/lib/i18n/client';
import { isNumericKind, useCellFormat } from './cells';
import { ColumnFilter } from './column-filter';
import styles from './reports.module.css';

type Props = {
  report: ReportId;
  layout: GridState;
  onLayout: (next: GridState) => void;
  names: Record<string, string>;
  statuses: Record<string, string>;
  rows: ReportRow[];
  grouped: boolean;
  loading: boolean;
  caption: string;
  onDrill: (value: string) => void;
};

const DEFAULT_WIDTH = 160;
const apply = <T,>(u: Updater<T>, old: T): T => (typeof u === 'function' ? (u as (o: T) => T)(old) : u);

/** The columns shown: the layout's visible ones in order; grouped, the group column, the row count and the aggregable ones. */
function shownColumns(report: ReportId, layout: GridState): ReportColumn[] {
  const visible = layout.columns.filter((c) => c.visible).flatMap((c) => columnOf(report, c.id) ?? []);
  if (!layout.groupBy) return visible;
  const group = columnOf(report, layout.groupBy);
  const rest = visible.filter((c) => c.id !== layout.groupBy && (isNumericKind(c.kind) || c.kind === 'date'));
  return [...(group ? [group] : []), { id: 'count', kind: 'number', defaultVisible: true }, ...rest];
}

/**
 * The configurable report's table (TanStack Table, server-side data): sortable headers announced
 * with aria-sort, a keyboard-operable resize handle per column, a filter row, and group rows that
 * open their members.
 */
export function ReportGrid({ report, layout, onLayout, names, statuses, rows, grouped, loading, caption, onDrill }: Props) {
  const t = useTranslations('analyticsReports');
  const cell = useCellFormat(statuses);
  const shown = shownColumns(report, layout);
  const widths: ColumnSizingState = Object.fromEntries(layout.columns.filter((c) => c.width).map((c) => [c.id, c.width!]));
  const nameOf = (id: string) => (id === 'count' ? t('count') : (names[id] ?? id));
  const columns: ColumnDef<ReportRow>[] = shown.map((c) => ({
    id: c.id,
    accessorFn: (row) => row[c.id],
    header: nameOf(c.id),
    size: widths[c.id] ?? DEFAULT_WIDTH,
    minSize: 40,
    maxSize: 1200,
    enableResizing: c.id !== 'count',
  }));
  const setWidth = (id: string, width: number) =>
    onLayout({ ...layout, columns: layout.columns.map((c) => (c.id === id ? { ...c, width: Math.round(Math.min(1200, Math.max(40, width))) } : c)) });
  // TanStack Table keeps its own state; the React Compiler simply skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row, i) => String(row.id ?? i),
    state: { sorting: layout.sort, columnSizing: widths },
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableColumnResizing: true,
    columnResizeMode: 'onEnd',
    enableMultiSort: true,
    onSortingChange: (u: Updater<SortingState>) => onLayout({ ...layout, sort: apply(u, layout.sort).slice(0, 3) }),
    onColumnSizingChange: (u: Updater<ColumnSizingState>) => {
      const next = apply(u, widths);
      onLayout({ ...layout, columns: layout.columns.map((c) => (next[c.id] ? { ...c, width: Math.round(next[c.id]) } : c)) });
    },
    getCoreRowModel: getCoreRowModel(),
  });
  const resizeKeys = (id: string, width: number) => (e: KeyboardEvent) => {
    const step = e.shiftKey ? 50 : 10;
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      setWidth(id, width + (e.key === 'ArrowRight' ? step : -step));
    }
  };

  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-busy={loading || undefined} style={{ width: table.getTotalSize() }}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const name = nameOf(header.column.id);
                const kind = shown.find((c) => c.id === header.column.id)?.kind ?? 'text';
                return (
                  <th key={header.id} scope="col" style={{ width: header.getSize() }} className={isNumericKind(kind) ? styles.num : undefined} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                    <button type="button" className={styles.sort} onClick={header.column.getToggleSortingHandler()} title={t('sortBy', { name })}>
                      {flexRender(header.column.columnDef.header, header.getContext())}
                      <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                    </button>
                    {header.column.getCanResize() ? (
                      <div
                        role="separator"
                        aria-orientation="vertical"
                        aria-label={t('resize', { name })}
                        aria-valuenow={header.getSize()}
                        aria-valuemin={40}
                        aria-valuemax={1200}
                        tabIndex={0}
                        className={styles.resizer}
                        onMouseDown={header.getResizeHandler()}
                        onTouchStart={header.getResizeHandler()}
                        onKeyDown={resizeKeys(header.column.id, header.getSize())}
                      />
                    ) : null}
                  </th>
                );
              })}
            </tr>
          ))}
          <tr className={styles.filterRow}>
            {shown.map((c) => (
              <td key={c.id}>
                {c.id === 'count' ? null : (
                  <ColumnFilter column={c} name={nameOf(c.id)} statuses={statuses} filters={layout.filters} onChange={(filters) => onLayout({ ...layout, filters })} />
                )}
              </td>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((c, i) => {
                const kind = shown[i]?.kind ?? 'text';
                const text = cell(kind, c.getValue() as string | number | null);
                return (
                  <td key={c.id} className={isNumericKind(kind) ? styles.num : undefined}>
                    {grouped && i === 0 ? (
                      <button type="button" className={styles.linkButton} onClick={() => onDrill(String(row.original[c.column.id] ?? ''))} aria-label={t('group.open', { value: text || t('group.empty') })}>
                        {text || t('group.empty')}
                      </button>
                    ) : (
                      text
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {!loading && rows.length === 0 ? <p className={styles.empty}>{t('empty')}</p> : null}
    </div>
  );
}
