'use client';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { useTranslations } from '@/lib/i18n/client';
import { useId, useState, type ReactNode } from 'react';
import styles from './data-table.module.css';

export const PAGE_SIZES = [20, 50, 100] as const;

type Props<T> = {
  /** Accessible name of the table (also its caption). */
  label: string;
  data: T[];
  columns: ColumnDef<T, unknown>[];
  /** Server-side mode: the caller pages, sorts and searches; `total` is the full count. */
  manual?: { total: number; pagination: PaginationState; onPaginationChange: (p: PaginationState) => void; sorting: SortingState; onSortingChange: (s: SortingState) => void };
  search?: { value: string; onChange: (value: string) => void; placeholder: string };
  toolbar?: ReactNode;
  empty: ReactNode;
  loading?: boolean;
};

/**
 * The admin tables (spec §9: page sizes 20/50/100, default 20): sortable headers announced with
 * aria-sort, a labelled search, and paging. Small lists sort and page in the browser; large ones
 * (users) pass `manual` and let the server do it.
 */
export function DataTable<T>({ label, data, columns, manual, search, toolbar, empty, loading }: Props<T>) {
  const t = useTranslations('table');
  const searchId = useId();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const [globalFilter, setGlobalFilter] = useState('');
  // TanStack Table keeps its own state; the React Compiler simply skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    state: manual
      ? { sorting: manual.sorting, pagination: manual.pagination }
      : { sorting, pagination, globalFilter: search ? search.value : globalFilter },
    manualPagination: !!manual,
    manualSorting: !!manual,
    manualFiltering: !!manual,
    rowCount: manual?.total,
    onSortingChange: (u) => (manual ? manual.onSortingChange(typeof u === 'function' ? u(manual.sorting) : u) : setSorting(u)),
    onPaginationChange: (u) => (manual ? manual.onPaginationChange(typeof u === 'function' ? u(manual.pagination) : u) : setPagination(u)),
    onGlobalFilterChange: setGlobalFilter,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
  const { pageIndex, pageSize } = table.getState().pagination;
  const total = manual ? manual.total : table.getFilteredRowModel().rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const filterValue = search ? search.value : globalFilter;
  const setFilter = (v: string) => {
    if (search) search.onChange(v);
    else setGlobalFilter(v);
    table.setPageIndex(0);
  };

  return (
    <div className={styles.wrap}>
      <div className={styles.toolbar}>
        <label htmlFor={searchId} className="visually-hidden">
          {search?.placeholder ?? t('search')}
        </label>
        <input id={searchId} type="search" className={styles.search} placeholder={search?.placeholder ?? t('search')} value={filterValue} onChange={(e) => setFilter(e.target.value)} />
        {toolbar}
      </div>
      <div className={styles.scroll}>
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption className="visually-hidden">{label}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                      {header.column.getCanSort() ? (
                        <button type="button" className={styles.sort} onClick={header.column.getToggleSortingHandler()}>
                          {content}
                          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {!loading && table.getRowModel().rows.length === 0 ? <p className={styles.empty}>{empty}</p> : null}
      </div>
      <nav className={styles.pager} aria-label={t('pagination')}>
        <label>
          {t('pageSize')}{' '}
          <select value={pageSize} onChange={(e) => table.setPageSize(Number(e.target.value))}>
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <span aria-live="polite">{t('pageOf', { page: pageIndex + 1, pages: pageCount, total })}</span>
        <button type="button" onClick={() => table.previousPage()} disabled={pageIndex === 0}>
          {t('previous')}
        </button>
        <button type="button" onClick={() => table.nextPage()} disabled={pageIndex + 1 >= pageCount}>
          {t('next')}
        </button>
      </nav>
    </div>
  );
}
