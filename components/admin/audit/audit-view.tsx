'use client';
import type { ColumnDef, PaginationState } from '@tanstack/react-table';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import { useEffect, useMemo, useState } from 'react';
import { useMessage } from '@/components/admin/ip-restriction/use-message';
import { DataTable } from '@/components/admin/data-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { AuditFacets, AuditItemDto } from '@/lib/audit/schema';
import { AuditDiff } from './audit-diff';
import { AuditFilters } from './audit-filters';
import { ApiRequestError } from '@/components/ui/api-request';
import { NO_FILTERS, useAuditLog, type AuditFilters as Filters } from './use-audit-log';
import { useAuditLabels } from './use-audit-labels';
import styles from './audit.module.css';

const SEARCH_DEBOUNCE_MS = 300;

/** /admin/audit-log: every admin change in the organisation, newest first, paged by the server. */
export function AuditView({ facets }: { facets: AuditFacets }) {
  const t = useTranslations('auditLog');
  const format = useFormatter();
  const message = useMessage();
  const labels = useAuditLabels();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });

  useEffect(() => {
    const timer = setTimeout(() => setQ(search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const query = useAuditLog({ ...filters, q, page: pagination.pageIndex + 1, size: pagination.pageSize });
  const columns = useMemo<ColumnDef<AuditItemDto, unknown>[]>(
    () => [
      {
        id: 'when',
        header: t('when'),
        enableSorting: false,
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt}>{format.dateTime(new Date(row.original.createdAt), { dateStyle: 'medium', timeStyle: 'medium' })}</time>
        ),
      },
      { id: 'who', header: t('who'), enableSorting: false, cell: ({ row }) => row.original.actorName },
      { id: 'action', header: t('action'), enableSorting: false, cell: ({ row }) => labels.action(row.original.action) },
      {
        id: 'entity',
        header: t('entity'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className={styles.entity}>
            <span>{row.original.entityName ?? '—'}</span>
            <span className={styles.muted}>{labels.entity(row.original.entityType)}</span>
          </span>
        ),
      },
      { id: 'changes', header: t('changes'), enableSorting: false, cell: ({ row }) => <AuditDiff before={row.original.before} after={row.original.after} /> },
    ],
    [t, format, labels],
  );

  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPagination((p) => ({ ...p, pageIndex: 0 }));
  };
  // A refused filter names its rule (the first issue); anything else the server's message.
  const error = query.error instanceof ApiRequestError ? (query.error.issues[0]?.message ?? query.error.messageKey) : query.error ? 'alert.unexpectedError' : null;

  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.muted}>{t('intro')}</p>
      </div>
      <AuditFilters facets={facets} value={filters} onChange={changeFilters} />
      {error ? (
        <div>
          <Alert>{message(error)}</Alert>
          <Button type="button" variant="secondary" onClick={() => query.refetch()} busy={query.isFetching}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      <DataTable
        label={t('tableLabel')}
        data={query.data?.items ?? []}
        columns={columns}
        loading={query.isFetching}
        search={{
          value: search,
          onChange: (value) => {
            setSearch(value);
            setPagination((p) => ({ ...p, pageIndex: 0 }));
          },
          placeholder: t('search'),
        }}
        manual={{ total: query.data?.total ?? 0, pagination, onPaginationChange: setPagination, sorting: [], onSortingChange: () => {} }}
        empty={query.isPending ? t('loading') : t('empty')}
      />
    </div>
  );
}
