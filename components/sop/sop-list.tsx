'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import library from '@/components/workflows/library.module.css';
import { NoticeProvider } from '@/components/workflows/notice';
import { useTranslations } from '@/lib/i18n/client';
import { sopApi, sopKeys, type ListSource } from './sop-api';
import { SopCard } from './sop-card';

const PAGE_SIZE = 10;

type Props = {
  source: ListSource;
  emptyText: string;
  label: string;
  /** The caller: may manage every card (admins), or only their own. */
  viewer: { userId: string; manageAll: boolean };
  hrefBase?: string;
};

/** A list of smart instruction cards, 10 a page with "Show more", newest change first. */
export function SopList({ source, emptyText, label, viewer, hrefBase }: Props) {
  const t = useTranslations('sopUi');
  const [pages, setPages] = useState(1);
  const query = useQuery({
    queryKey: sopKeys.list({ ...source, pages }),
    // "Show more" asks for the first pages × 10 again, so a card that moved between pages is never missed or shown twice.
    queryFn: () => sopApi.page(source, 0, PAGE_SIZE * pages),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((c) => c.status === 'processing') ? 5000 : false),
  });
  const items = query.data?.items ?? [];
  return (
    <NoticeProvider>
      <section aria-label={label}>
        {query.isPending ? <p className={library.state}>{t('picker.loading')}</p> : null}
        {query.isError ? (
          <p className={library.state} role="alert">
            {t('loadFailed')}
          </p>
        ) : null}
        {query.isSuccess && items.length === 0 ? <p className={library.state}>{emptyText}</p> : null}
        {items.length > 0 ? (
          <ul className={library.grid}>
            {items.map((card) => (
              <li key={card.id}>
                <SopCard card={card} canManage={viewer.manageAll || card.author.uid === viewer.userId} hrefBase={hrefBase} />
              </li>
            ))}
          </ul>
        ) : null}
        {source.kind !== 'search' && query.data && query.data.total > query.data.items.length ? (
          <Button type="button" variant="secondary" busy={query.isFetching} onClick={() => setPages((p) => p + 1)}>
            {t('list.more')}
          </Button>
        ) : null}
      </section>
    </NoticeProvider>
  );
}
