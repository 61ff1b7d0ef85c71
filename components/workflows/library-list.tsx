'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { LIBRARY_SORTS, type LibrarySort, type Page, type WorkflowCardView } from '@/lib/workflows/library-schema';
import { PageSizeControl, Pager, SelectControl, Toolbar } from './list-controls';
import { NoticeProvider } from './notice';
import { useWorkflowList, type ListParams, type ListSource } from './use-library';
import { WorkflowGrid } from './workflow-grid';

type Props = { source: ListSource; initialParams: ListParams; initialPage: Page<WorkflowCardView>; emptyText: string; label: string };

/** A paged, sortable grid of workflow cards (discover, favourites, a workspace, owned by me). */
export function LibraryList({ source, initialParams, initialPage, emptyText, label }: Props) {
  const t = useTranslations('library');
  const [params, setParams] = useState<ListParams>(initialParams);
  const list = useWorkflowList(source, params, { params: initialParams, page: initialPage });
  const set = (patch: Partial<ListParams>) => setParams((now) => ({ ...now, page: 1, ...patch }));
  return (
    <NoticeProvider>
      <Toolbar>
        <SelectControl<LibrarySort>
          label={t('sortLabel')}
          value={params.sort}
          options={LIBRARY_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
          onChange={(sort) => set({ sort })}
        />
        <PageSizeControl size={params.size} onChange={(size) => set({ size })} />
      </Toolbar>
      <WorkflowGrid items={list.data?.items} isPending={list.isPending} isError={list.isError} onRetry={() => list.refetch()} emptyText={emptyText} label={label} />
      <Pager page={params.page} size={params.size} total={list.data?.total ?? 0} onPage={(page) => setParams((now) => ({ ...now, page }))} />
    </NoticeProvider>
  );
}
