'use client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from '@/lib/i18n/client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Icon } from './icons';
import styles from './shell.module.css';

export const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_PATH = '/explorer-search';

/** Header search (spec §2): goes to explorer search 300 ms after typing stops, at once on Enter. */
export function HeaderSearch() {
  const t = useTranslations('header');
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const onSearchPage = pathname === SEARCH_PATH;
  const [value, setValue] = useState(() => (onSearchPage ? (params.get('keyword') ?? '') : ''));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);

  const go = (text: string) => {
    cancel();
    const keyword = text.trim();
    if (!keyword) {
      if (onSearchPage) router.replace(SEARCH_PATH);
      return;
    }
    const href = `${SEARCH_PATH}?keyword=${encodeURIComponent(keyword)}`;
    // Typing on the results page refines the search; it should not pile up history entries.
    if (onSearchPage) router.replace(href);
    else router.push(href);
  };

  const onChange = (text: string) => {
    setValue(text);
    cancel();
    timer.current = setTimeout(() => go(text), SEARCH_DEBOUNCE_MS);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    go(value);
  };
  const clear = () => {
    cancel();
    setValue('');
    if (onSearchPage) router.replace(SEARCH_PATH);
    input.current?.focus();
  };

  return (
    <form role="search" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <span className={styles.searchIcon} aria-hidden="true">
        <Icon name="search" size={18} />
      </span>
      <input
        ref={input}
        id={id}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        className={styles.searchInput}
        placeholder={t('searchPlaceholder')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
      />
      {value ? (
        <button type="button" className={styles.searchClear} aria-label={t('clearSearch')} onClick={clear}>
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </form>
  );
}
