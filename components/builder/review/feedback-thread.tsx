'use client';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import { feedbackSchema, MAX_FEEDBACK_LENGTH, type FeedbackDto } from '@/lib/review/schema';
import styles from './review.module.css';

type Props = {
  items: FeedbackDto[];
  loading: boolean;
  busy: boolean;
  message: (key: string | null | undefined) => string;
  onSend: (text: string) => Promise<string | null>;
};

/** The reviewers' feedback, newest first, and a box to add to it (kept when sending fails). */
export function FeedbackThread({ items, loading, busy, message, onSend }: Props) {
  const t = useTranslations('review');
  const format = useFormatter();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const parsed = feedbackSchema.safeParse({ text });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue.code === 'too_big' ? 'review.feedbackTooLong' : issue.message.startsWith('rules.') ? issue.message : 'review.feedbackRequired');
      return;
    }
    const failed = await onSend(parsed.data.text);
    setError(failed);
    if (!failed) setText('');
  }

  return (
    <div className={styles.section}>
      {loading ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>{t('noFeedback')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('feedback')}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <div className={styles.grow}>
                <p className={styles.muted}>
                  {item.author?.displayName || t('someone')} · <time dateTime={item.createdAt}>{format.dateTime(new Date(item.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</time>
                </p>
                <p className={styles.note}>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form
        className={styles.field}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={fieldId}>{t('yourFeedback')}</label>
        <textarea id={fieldId} value={text} maxLength={MAX_FEEDBACK_LENGTH} onChange={(e) => setText(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${fieldId}-error` : undefined} />
        {error && (
          <p id={`${fieldId}-error`} role="alert" className={styles.error}>
            {message(error)}
          </p>
        )}
        <div>
          <Button type="submit" busy={busy}>
            {t('sendFeedback')}
          </Button>
        </div>
      </form>
    </div>
  );
}
