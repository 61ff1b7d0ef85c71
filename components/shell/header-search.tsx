'use client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from '@/lib/i18n/client';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Icon } from './icons';
import styles from './shell.module.css';

export const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_PATH = '/explorer-search';

/**
 * Header search (spec §2): goes to explorer search 300 ms after typing stops, at once on Enter.
 * On phones it folds into a search button that opens the field across the header (Escape or ×
 * fold it again, focus back on the button); wider screens always show the field (shell.module.css).
 */
export function HeaderSearch() {
  const t = useTranslations('header');
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const onSearchPage = pathname === SEARCH_PATH;
  const [value, setValue] = useState(() => (onSearchPage ? (params.get('keyword') ?? '') : ''));
  // Open on the results page, where the field shows the search it holds.
  const [isOpen, setOpen] = useState(onSearchPage);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

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

  const open = () => {
    setOpen(true);
    // The field exists already (hidden on phones): it can take focus once it shows.
    requestAnimationFrame(() => input.current?.focus());
  };
  const fold = () => {
    setOpen(false);
    requestAnimationFrame(() => toggle.current?.focus());
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && isOpen && toggle.current?.checkVisibility()) {
      e.preventDefault();
      fold();
    }
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={`${styles.iconButton} ${styles.searchToggle}`}
        aria-label={t('openSearch')}
        aria-expanded={isOpen}
        aria-controls={`${id}-form`}
        onClick={open}
      >
        <Icon name="search" />
      </button>
      <form
        id={`${id}-form`}
        role="search"
        className={isOpen ? `${styles.search} ${styles.searchOpen}` : styles.search}
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
      >
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
        <button type="button" className={`${styles.iconButton} ${styles.searchFold}`} aria-label={t('closeSearch')} onClick={fold}>
          <Icon name="close" />
        </button>
      </form>
    </>
  );
}
