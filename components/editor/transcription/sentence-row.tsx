'use client';
import { memo, useState } from 'react';
import { MIN_GAP, type SentenceIssue } from '@/lib/editor/transcription/rules';
import { formatTimeText, parseTimeText } from '@/lib/editor/transcription/time-text';
import type { TranscriptSentence } from '@/lib/transcription/types';
import { useTranslations } from '@/lib/i18n/client';
import styles from './transcription-editor.module.css';

export type RowActions = {
  text: (index: number, text: string) => void;
  /** Answers why the times were refused, or null when they were taken. */
  times: (index: number, start: number, end: number) => Exclude<SentenceIssue, 'empty'> | null;
  split: (index: number, atWord: number) => void;
  mergeNext: (index: number) => void;
  remove: (index: number) => void;
  play: (seconds: number) => void;
};

type Props = { index: number; sentence: TranscriptSentence; issue: SentenceIssue | null; isLast: boolean; dir: 'ltr' | 'rtl'; lang: string; actions: RowActions };

/** Word index the caret is before (for "split here"). */
const wordIndexAt = (text: string, caret: number) => text.slice(0, caret).trim().split(/\s+/).filter(Boolean).length;

function TimeInput({ label, seconds, onCommit }: { label: string; seconds: number; onCommit: (value: number) => string | null }) {
  const t = useTranslations('transcriptionEditor');
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = text ?? formatTimeText(seconds);
  const commit = () => {
    if (text === null) return;
    const value = parseTimeText(text);
    if (value === null) return setError(t('errors.timeText'));
    const refused = onCommit(value);
    if (refused) return setError(refused);
    setText(null);
    setError(null);
  };
  const id = `${label.replace(/\W+/g, '-')}`;
  return (
    <span className={styles.time}>
      <input
        aria-label={label}
        className={styles.timeInput}
        value={shown}
        inputMode="decimal"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') {
            setText(null);
            setError(null);
          }
        }}
      />
      {error ? (
        <span id={`${id}-error`} role="alert" className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </span>
  );
}

/** One sentence: play, times, text, split/merge/delete; its issue flagged. Memoised: typing re-renders only this row. */
export const SentenceRow = memo(function SentenceRow({ index, sentence, issue, isLast, dir, lang, actions }: Props) {
  const t = useTranslations('transcriptionEditor');
  const [caret, setCaret] = useState(0);
  const n = index + 1;
  const refusal = (why: Exclude<SentenceIssue, 'empty'> | null) => (why ? t(`errors.${why}`, { gap: MIN_GAP }) : null);
  return (
    <div className={styles.row} data-issue={issue ?? undefined}>
      <div className={styles.rowHead}>
        <button type="button" className={styles.iconButton} onClick={() => actions.play(sentence.startTime)} aria-label={t('playFrom', { n })}>
          ▶
        </button>
        <TimeInput key={`s${sentence.startTime}`} label={t('start', { n })} seconds={sentence.startTime} onCommit={(v) => refusal(actions.times(index, v, sentence.endTime))} />
        <span aria-hidden="true">–</span>
        <TimeInput key={`e${sentence.endTime}`} label={t('end', { n })} seconds={sentence.endTime} onCommit={(v) => refusal(actions.times(index, sentence.startTime, v))} />
        <span className={styles.rowTools}>
          <button type="button" className={styles.textButton} onClick={() => actions.split(index, wordIndexAt(sentence.sentence, caret))}>
            {t('split')}
          </button>
          {isLast ? null : (
            <button type="button" className={styles.textButton} onClick={() => actions.mergeNext(index)}>
              {t('mergeNext')}
            </button>
          )}
          <button type="button" className={styles.textButton} onClick={() => actions.remove(index)}>
            {t('delete')}
          </button>
        </span>
      </div>
      <textarea
        className={styles.text}
        aria-label={t('sentence', { n })}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? `issue-${index}` : undefined}
        dir={dir}
        lang={lang}
        rows={2}
        value={sentence.sentence}
        onChange={(e) => actions.text(index, e.target.value)}
        onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
      />
      {issue ? (
        <p id={`issue-${index}`} className={styles.issue}>
          {t(`issues.${issue}`, { gap: MIN_GAP })}
        </p>
      ) : null}
    </div>
  );
});
