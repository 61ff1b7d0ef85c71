'use client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useTranslations } from '@/lib/i18n/client';
import type { SearchPage } from '@/lib/workflows/library-schema';
import styles from '../skills.module.css';

const SEARCH_DEBOUNCE_MS = 300;

/** Finds workflows of the library (the one search call) and offers each not yet in the skill. */
export function WorkflowPicker({ chosen, onAdd, disabled }: { chosen: ReadonlySet<string>; onAdd: (w: { id: string; title: string }) => void; disabled: boolean }) {
  const t = useTranslations('skillsUi');
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(keyword.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword]);
  const results = useQuery({
    queryKey: ['skills', 'workflow-picker', query],
    queryFn: () =>
      apiRequest<SearchPage>('/api/v1/workflows/search', { method: 'POST', body: { filters: { keyword: query }, paginate: { page: 1, size: 20 }, sort: query ? 'relevance' : 'newest' } }, 'skillsUi.network'),
  });
  const items = (results.data?.items ?? []).filter((w) => !w.locked && w.status === 'published');
  return (
    <section className={styles.section} aria-labelledby="skill-picker-title">
      <h2 id="skill-picker-title">{t('content.addTitle')}</h2>
      <TextField label={t('content.search')} type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      {results.isPending ? <p className={styles.empty}>{t('loading')}</p> : null}
      {results.data && items.length === 0 ? <p className={styles.empty}>{t('content.noResults')}</p> : null}
      <ul className={styles.items} aria-label={t('content.results')}>
        {items.map((w) => (
          <li key={w.id} className={styles.item}>
            <span className={styles.itemTitle}>{w.title}</span>
            <span className={styles.muted}>{w.workspaceName}</span>
            <Button type="button" variant="secondary" disabled={disabled || chosen.has(w.id)} onClick={() => onAdd({ id: w.id, title: w.title })} aria-label={chosen.has(w.id) ? undefined : t('content.add', { title: w.title })}>
              {chosen.has(w.id) ? t('content.added') : t('content.addShort')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
