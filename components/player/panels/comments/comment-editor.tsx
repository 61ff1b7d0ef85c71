'use client';

import { useTranslations } from '@/lib/i18n/client';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { COMMENT_MAX } from '@/lib/comments/schema';
import { checkDraft } from './comment-rules';
import styles from './comments.module.css';

type Props = {
  /** The comment being edited; absent for a new comment. */
  original?: string;
  label: string;
  submitLabel: string;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
};

/**
 * The text box of a new or edited comment (spec 02 §5): trimmed, at most 1000 characters with the
 * 'max characters' message, send/save disabled while empty, unchanged, over the limit or busy.
 * Ctrl/⌘+Enter submits; Escape cancels an edit. A failed call keeps the text (spec 02 §8: log only).
 */
export function CommentEditor({ original, label, submitLabel, onSubmit, onCancel, autoFocus }: Props) {
  const t = useTranslations('commentsPanel');
  const id = useId();
  const [draft, setDraft] = useState(original ?? '');
  const [busy, setBusy] = useState(false);
  const check = checkDraft(draft, { original, busy });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!check.canSubmit) return;
    setBusy(true);
    try {
      await onSubmit(check.text);
      if (original === undefined) setDraft('');
    } catch (error) {
      console.warn('[comments] saving failed', error);
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
    if (event.key === 'Escape' && onCancel) onCancel();
  };

  return (
    <form className={styles.editor} onSubmit={submit}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={draft}
        placeholder={t('placeholder')}
        rows={original === undefined ? 2 : 3}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={check.isTooLong || undefined}
        aria-describedby={`${id}-count${check.isTooLong ? ` ${id}-max` : ''}`}
        autoFocus={autoFocus}
      />
      <div className={styles.editorBar}>
        <span id={`${id}-count`} className={check.isTooLong ? styles.countOver : styles.count}>
          {t('counter', { count: check.text.length, max: COMMENT_MAX })}
        </span>
        {check.isTooLong ? (
          <span id={`${id}-max`} className={styles.maxMessage} role="alert">
            {t('maxCharacters', { max: COMMENT_MAX })}
          </span>
        ) : null}
        <span className={styles.editorActions}>
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
              {t('cancel')}
            </Button>
          ) : null}
          <Button type="submit" disabled={!check.canSubmit} busy={busy}>
            {submitLabel}
          </Button>
        </span>
      </div>
    </form>
  );
}
