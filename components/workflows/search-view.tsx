'use client';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { useState, type MouseEvent } from 'react';
import { PlayerPopup } from '@/components/player-popup/player-popup';
import type { PopupTarget } from '@/lib/player/popup';
import { PAGE_SIZES } from '@/lib/workflows/constants';
import { SEARCH_SORTS, type SearchSort, type SearchWorkflowsInput } from '@/lib/workflows/library-schema';
import { useCatalog } from './categories-dialog';
import { PageSizeControl, Pager, SelectControl, Toolbar } from './list-controls';
import { NoticeProvider } from './notice';
import { useWorkflowSearch } from './use-library';
import { cardHref } from '@/lib/workflows/card-href';
import { WorkflowGrid } from './workflow-grid';
import { SimilarWorkflows } from '@/components/semantic/similar-workflows';

type Option = { id: string; name: string };
type Filters = { workspaceId: string; categoryId: string; subcategoryId: string };
const ALL = '';

/** Explorer search → Workflows: full-text results with filters, sort and paging. */
export function SearchView({ keyword, workspaces }: { keyword: string; workspaces: Option[] }) {
  const t = useTranslations('library');
  const locale = useLocale();
  const catalog = useCatalog();
  const [filters, setFilters] = useState<Filters>({ workspaceId: ALL, categoryId: ALL, subcategoryId: ALL });
  const [sort, setSort] = useState<SearchSort>('relevance');
  const [paging, setPaging] = useState({ page: 1, size: PAGE_SIZES[0] as number });
  const body: SearchWorkflowsInput = {
    locale,
    filters: {
      keyword,
      workspaceIds: filters.workspaceId ? [filters.workspaceId] : [],
      categoryIds: filters.categoryId ? [filters.categoryId] : [],
      subcategoryIds: filters.subcategoryId ? [filters.subcategoryId] : [],
    },
    paginate: paging,
    sort,
  };
  const results = useWorkflowSearch(body);
  const [popup, setPopup] = useState<{ target: PopupTarget; title: string; opener: HTMLElement } | null>(null);
  // A result's player link opens the popup player instead (spec 02 §2), at the transcript hit when
  // there is one; modified clicks (new tab, new window) keep the link's own behaviour.
  const openInPopup = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const item = link && results.data?.items.find((i) => link.getAttribute('href') === cardHref(i) && (i.published || i.tools.preview));
    if (!item) return;
    event.preventDefault();
    // The transcript hit wins; without one, the viewer's own resume point; else the first step.
    const at = item.match ? { videoTime: item.match.time } : item.resume ? { stepId: item.resume.stepId, startTimestamp: item.resume.startAt } : {};
    setPopup({ title: item.title, opener: link, target: { workflowId: item.id, ...at } });
  };
  const setFilter = (patch: Partial<Filters>) => {
    setFilters((now) => ({ ...now, ...patch }));
    setPaging((now) => ({ ...now, page: 1 }));
  };
  const categories = catalog.data ?? [];
  const subcategories = categories.filter((c) => !filters.categoryId || c.id === filters.categoryId).flatMap((c) => c.subcategories);
  const all = { value: ALL, label: t('filters.all') };
  return (
    <NoticeProvider>
      <Toolbar>
        <SelectControl label={t('filters.workspace')} value={filters.workspaceId} options={[all, ...workspaces.map((w) => ({ value: w.id, label: w.name }))]} onChange={(workspaceId) => setFilter({ workspaceId })} />
        <SelectControl
          label={t('filters.category')}
          value={filters.categoryId}
          options={[all, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
          onChange={(categoryId) => setFilter({ categoryId, subcategoryId: ALL })}
        />
        <SelectControl label={t('filters.subcategory')} value={filters.subcategoryId} options={[all, ...subcategories.map((s) => ({ value: s.id, label: s.name }))]} onChange={(subcategoryId) => setFilter({ subcategoryId })} />
        <SelectControl<SearchSort>
          label={t('sortLabel')}
          value={sort}
          options={SEARCH_SORTS.map((s) => ({ value: s, label: t(`searchSort.${s}`) }))}
          onChange={(next) => {
            setSort(next);
            setPaging((now) => ({ ...now, page: 1 }));
          }}
        />
        <PageSizeControl size={paging.size} onChange={(size) => setPaging({ page: 1, size })} />
      </Toolbar>
      <p role="status" className="visually-hidden">
        {results.data ? t(results.data.capped ? 'resultCountCapped' : 'resultCount', { count: results.data.total }) : ''}
      </p>
      {/* Capture: the link's own click handler (client navigation) must see the popup's preventDefault. */}
      <div onClickCapture={openInPopup}>
        <WorkflowGrid
          items={results.data?.items}
          isPending={results.isPending}
          isError={results.isError}
          onRetry={() => results.refetch()}
          emptyText={keyword ? t('noResults', { keyword }) : t('noWorkflows')}
          label={t('resultsLabel')}
        />
      </div>
      {popup ? <PlayerPopup target={popup.target} title={popup.title} returnFocusTo={popup.opener} onClose={() => setPopup(null)} /> : null}
      <Pager page={paging.page} size={paging.size} total={results.data?.total ?? 0} capped={results.data?.capped} onPage={(page) => setPaging((now) => ({ ...now, page }))} />
      <SimilarWorkflows keyword={keyword} />
    </NoticeProvider>
  );
}
