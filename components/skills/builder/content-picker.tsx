'use client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useTranslations } from '@/lib/i18n/client';
import styles from '../skills.module.css';

const SEARCH_DEBOUNCE_MS = 300;

export type PickerResult = { id: string; title: string; workspaceName: string };
type Labels = { title: string; search: string; noResults: string; results: string };

type Props = {
  /** Query key prefix of this kind of content; the debounced keyword is appended. */
  queryKey: string;
  find: (keyword: string) => Promise<PickerResult[]>;
  labels: Labels;
  chosen: ReadonlySet<string>;
  onAdd: (item: PickerResult) => void;
  disabled: boolean;
};

/** A library search (workflows or smart instructions) offering each result not yet in the skill. */
export function ContentPicker({ queryKey, find, labels, chosen, onAdd, disabled }: Props) {
  const t = useTranslations('skillsUi');
  const headingId = useId();
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(keyword.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword]);
  const results = useQuery({ queryKey: ['skills', queryKey, query], queryFn: () => find(query) });
  const items = results.data ?? [];
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{labels.title}</h2>
      <TextField label={labels.search} type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      {results.isPending ? <p className={styles.empty}>{t('loading')}</p> : null}
      {results.data && items.length === 0 ? <p className={styles.empty}>{labels.noResults}</p> : null}
      <ul className={styles.items} aria-label={labels.results}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <span className={styles.itemTitle}>{item.title}</span>
            <span className={styles.muted}>{item.workspaceName}</span>
            <Button type="button" variant="secondary" disabled={disabled || chosen.has(item.id)} onClick={() => onAdd(item)} aria-label={chosen.has(item.id) ? undefined : t('content.add', { title: item.title })}>
              {chosen.has(item.id) ? t('content.added') : t('content.addShort')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
