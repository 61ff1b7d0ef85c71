'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useId, useState, type KeyboardEvent } from 'react';
import type { TeamMember } from '@/lib/teams/schema';
import { useDebounced } from './use-debounced';
import { useMemberCandidates } from './use-teams';
import styles from './teams.module.css';

type Props = {
  teamId: string;
  inputId: string;
  busy: boolean;
  onPick: (person: TeamMember) => void;
  /** The dialog must not close on Escape while the list is open: Escape closes the list first. */
  onExpandedChange: (expanded: boolean) => void;
};

export const personLabel = (p: TeamMember) => p.displayName || p.email || p.employeeId || p.id;
const personDetail = (p: TeamMember) => p.email ?? p.employeeId ?? '';

/**
 * A searchable person picker (ARIA combobox with a listbox): type to search by name, email or
 * employee ID; Arrow keys move, Enter adds, Escape closes the list.
 */
export function MemberPicker({ teamId, inputId, busy, onPick, onExpandedChange }: Props) {
  const t = useTranslations('adminTeams');
  const listId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [expanded, setExpandedState] = useState(false);
  const [active, setActive] = useState(-1);
  const keyword = useDebounced(text.trim());
  const { data: options = [], isFetching } = useMemberCandidates(teamId, keyword, expanded);
  const settled = !isFetching && keyword === text.trim();
  const optionId = (i: number) => `${listId}-option-${i}`;

  const setExpanded = (next: boolean) => {
    setExpandedState(next);
    onExpandedChange(next);
    if (!next) setActive(-1);
  };

  const pick = (person: TeamMember | undefined) => {
    if (!person || busy) return;
    onPick(person);
    setText('');
    setExpanded(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setExpanded(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      if (expanded && active >= 0) {
        event.preventDefault();
        pick(options[active]);
      }
    } else if (event.key === 'Escape' && expanded) {
      setExpanded(false);
    }
  };

  const announcement = !expanded || !settled ? '' : options.length === 0 ? t('noMatches') : t('matches', { count: options.length });

  return (
    <div className={styles.picker}>
      <label htmlFor={inputId} className={styles.pickerLabel}>
        {t('addPerson')}
      </label>
      <input
        id={inputId}
        className={styles.pickerInput}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-describedby={hintId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
          if (!expanded) setExpanded(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setExpanded(false)}
      />
      <p id={hintId} className={styles.hint}>
        {t('addPersonHint')}
      </p>
      <ul id={listId} role="listbox" aria-label={t('addPerson')} className={styles.listbox} hidden={!expanded || options.length === 0}>
        {options.map((person, i) => (
          <li
            key={person.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={styles.option}
            // Keeps focus in the input, so the list does not close before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(person)}
          >
            <span>{personLabel(person)}</span>{' '}
            <span className={styles.muted}>{personDetail(person)}</span>
          </li>
        ))}
      </ul>
      <p aria-live="polite" className={styles.hint}>
        {expanded && !settled ? t('searching') : announcement}
      </p>
    </div>
  );
}
