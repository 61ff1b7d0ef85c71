'use client';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useTranslations } from '@/lib/i18n/client';
import type { ReviewerPerson } from '@/lib/review/schema';
import styles from './review.module.css';

type Props = {
  candidates: ReviewerPerson[];
  loading: boolean;
  keyword: string;
  onKeyword: (keyword: string) => void;
  /** Already asked: shown checked and disabled. */
  askedIds: Set<string>;
  busy: boolean;
  onRequest: (userIds: string[]) => Promise<boolean>;
};

/** Searchable list of people who may author in the workspace; the chosen ones are asked to review. */
export function ReviewerPicker({ candidates, loading, keyword, onKeyword, askedIds, busy, onRequest }: Props) {
  const t = useTranslations('review');
  const listId = useId();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // The field controls the list only while it is there (not while loading or when nobody matches).
  const listed = !loading && candidates.length > 0;
  return (
    <form
      className={styles.section}
      onSubmit={async (e) => {
        e.preventDefault();
        if (await onRequest([...chosen])) setChosen(new Set());
      }}
    >
      <TextField label={t('search')} type="search" value={keyword} onChange={(e) => onKeyword(e.target.value)} aria-controls={listed ? listId : undefined} />
      <fieldset className={styles.section}>
        <legend>{t('candidates')}</legend>
        {loading ? (
          <p className={styles.muted}>{t('loading')}</p>
        ) : candidates.length === 0 ? (
          <p className={styles.muted}>{t('noCandidates')}</p>
        ) : (
          <ul id={listId} className={styles.choices}>
            {candidates.map((person) => (
              <li key={person.id}>
                <label>
                  <input type="checkbox" checked={askedIds.has(person.id) || chosen.has(person.id)} disabled={askedIds.has(person.id)} onChange={() => toggle(person.id)} />
                  <span>
                    {person.displayName || person.email} <span className={styles.muted}>{person.email}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div>
        <Button type="submit" busy={busy} disabled={chosen.size === 0}>
          {t('request', { count: chosen.size })}
        </Button>
      </div>
    </form>
  );
}
