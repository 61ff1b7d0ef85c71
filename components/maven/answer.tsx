'use client';
import { useTranslations } from '@/lib/i18n/client';
import type { ChatReference } from '@/lib/chat-client/contract';
import { answerSegments } from '@/lib/chat-client/markers';
import { formatTime } from '@/lib/player/time';
import styles from './maven.module.css';

/** How a citation is named to assistive technology: its number, title and the second it opens. */
export function useReferenceLabel() {
  const t = useTranslations('maven');
  return (r: ChatReference, n = r.n) =>
    r.type === 'document'
      ? r.page
        ? t('referencePage', { n, title: r.title, page: r.page })
        : t('reference', { n, title: r.title })
      : r.time === null
        ? t('reference', { n, title: r.title })
        : t('referenceAt', { n, title: r.title, time: formatTime(r.time) });
}

/** An answer's text with its markers `[n]` as step buttons (only for n up to the number of references). */
export function AnswerText({ answer, references, onCite }: { answer: string; references: ChatReference[]; onCite: (r: ChatReference) => void }) {
  const label = useReferenceLabel();
  return (
    <p className={styles.answerText}>
      {answerSegments(answer, references).map((s, i) =>
        s.kind === 'text' ? (
          <span key={i}>{s.text}</span>
        ) : (
          <button key={i} type="button" className={styles.marker} aria-label={label(s.reference, s.n)} title={label(s.reference, s.n)} data-testid="chat-marker" onClick={() => onCite(s.reference)}>
            {s.n}
          </button>
        ),
      )}
    </p>
  );
}
