'use client';
import { useId, useState, type KeyboardEvent } from 'react';
import { useDebounced } from '@/components/admin/teams/use-debounced';
import { useTranslations } from '@/lib/i18n/client';
import type { ShareRecipient } from '@/lib/notifications/share-schema';
import styles from './share.module.css';
import { useShareSearch } from './use-share';

export const recipientLabel = (r: ShareRecipient) => (r.kind === 'team' ? r.name : r.displayName || r.email);

type Props = {
  chosen: ShareRecipient[];
  onPick: (recipient: ShareRecipient) => void;
  /** The dialog must not close on Escape while the list is open: Escape closes the list first. */
  onExpandedChange: (expanded: boolean) => void;
};

/**
 * The people-and-teams search (ARIA combobox with one listbox): type to search by name or email;
 * Arrow keys move through teams, people and "show more people", Enter picks, Escape closes the list.
 */
export function SharePicker({ chosen, onPick, onExpandedChange }: Props) {
  const t = useTranslations('share');
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [expanded, setExpandedState] = useState(false);
  const [active, setActive] = useState(-1);
  const keyword = useDebounced(text.trim());
  const search = useShareSearch(keyword, expanded);
  const taken = new Set(chosen.map((c) => `${c.kind}:${c.id}`));
  const pages = search.data?.pages ?? [];
  const teams = (pages[0]?.teams ?? []).filter((r) => !taken.has(`team:${r.id}`));
  const people = pages.flatMap((p) => p.users).filter((r) => !taken.has(`user:${r.id}`));
  const options: Array<ShareRecipient | 'more'> = [...teams, ...people, ...(search.hasNextPage ? (['more'] as const) : [])];
  const settled = !search.isFetching && keyword === text.trim();
  const optionId = (i: number) => `${listId}-${i}`;

  const setExpanded = (next: boolean) => {
    setExpandedState(next);
    onExpandedChange(next);
    if (!next) setActive(-1);
  };
  const choose = (option: ShareRecipient | 'more' | undefined) => {
    if (!option) return;
    if (option === 'more') return void search.fetchNextPage();
    onPick(option);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setExpanded(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      // Enter never submits the dialog from here: it picks the highlighted option, if any.
      event.preventDefault();
      if (expanded && active >= 0) choose(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.stopPropagation();
      setExpanded(false);
    }
  };
  const status = !expanded ? '' : !settled ? t('searching') : options.length === 0 ? t('noMatches') : '';

  return (
    <div className={styles.picker}>
      <label htmlFor={inputId} className={styles.label}>
        {t('searchLabel')}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={t('searchPlaceholder')}
        aria-autocomplete="list"
        aria-expanded={expanded && options.length > 0}
        aria-controls={expanded && options.length > 0 ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
          if (!expanded) setExpanded(true);
        }}
        // The dialog focuses this field on opening: the list waits for typing, a click or an arrow key,
        // so it never covers the rest of the dialog unasked.
        onClick={() => setExpanded(true)}
        onKeyDown={onKeyDown}
        onBlur={() => setExpanded(false)}
      />
      {expanded && options.length > 0 ? (
        <ul id={listId} role="listbox" aria-label={t('searchLabel')} className={styles.listbox}>
          {options.map((option, i) => (
            <li
              key={option === 'more' ? 'more' : `${option.kind}:${option.id}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={option === 'more' ? `${styles.option} ${styles.more}` : styles.option}
              // Keeps focus in the input, so the list does not close before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
            >
              {option === 'more' ? (
                t('morePeople')
              ) : (
                <>
                  <span>{recipientLabel(option)}</span>
                  <span className={styles.muted}>{option.kind === 'team' ? `${t('team')} · ${t('teamMembers', { count: option.membersCount })}` : option.email}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p aria-live="polite" className={styles.hint}>
        {status}
      </p>
    </div>
  );
}
