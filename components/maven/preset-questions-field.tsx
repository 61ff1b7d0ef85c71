'use client';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useMessage } from '@/components/admin/ip-restriction/use-message';
import { useTranslations } from '@/lib/i18n/client';
import { PRESET_LIMITS } from '@/lib/chat/preset-schema';
import styles from './preset-questions-field.module.css';

type Props = {
  /** The list's name (a legend). */
  legend: string;
  hint: string;
  /** How many questions the list may hold (PRESET_LIMITS). */
  max: number;
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** The message key of a problem of one question (its index), or of the whole list (null). */
  issueFor: (index: number | null) => string | null | undefined;
};

/**
 * An editable list of preset questions (the organisation's Maven settings, a workflow's builder):
 * one labelled field per question with its own remove button, and an add button while there is
 * room. Adding moves the focus to the new field; removing, to the add button.
 */
export function PresetQuestionsField({ legend, hint, max, value, onChange, issueFor }: Props) {
  const t = useTranslations('presetQuestions');
  const message = useMessage();
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the list has been drawn again after an add or a remove.
  const pendingFocus = useRef<number | 'add' | null>(null);
  useEffect(() => {
    const focus = pendingFocus.current;
    if (focus === null) return;
    pendingFocus.current = null;
    if (focus === 'add') addButton.current?.focus();
    else list.current?.querySelectorAll('input')[focus]?.focus();
  });
  const setFocus = (focus: number | 'add') => (pendingFocus.current = focus);
  const listIssue = issueFor(null);
  const set = (index: number, text: string) => onChange(value.map((q, i) => (i === index ? text : q)));
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    setFocus(value.length > 1 ? Math.min(index, value.length - 2) : 'add');
  };
  const add = () => {
    onChange([...value, '']);
    setFocus(value.length);
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.muted}>{hint}</p>
      {value.length ? (
        <ol ref={list} className={styles.list}>
          {value.map((question, i) => {
            const issue = issueFor(i);
            return (
              <li key={i} className={styles.row}>
                <TextField
                  className={styles.field}
                  label={t('question', { n: i + 1 })}
                  value={question}
                  maxLength={PRESET_LIMITS.length}
                  onChange={(e) => set(i, e.target.value)}
                  error={issue ? message(issue) : undefined}
                />
                <Button type="button" variant="ghost" className={styles.remove} onClick={() => remove(i)} aria-label={t('remove', { n: i + 1 })}>
                  {t('removeShort')}
                </Button>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={styles.muted}>{t('none')}</p>
      )}
      {listIssue ? (
        <p className={styles.error} role="alert">
          {message(listIssue)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button ref={addButton} type="button" variant="secondary" onClick={add} disabled={value.length >= max}>
          {t('add')}
        </Button>
        <span className={styles.muted} aria-live="polite">
          {t('count', { count: value.length, max })}
        </span>
      </div>
    </fieldset>
  );
}
