'use client';
import { useTranslations } from '@/lib/i18n/client';
import styles from './quiz.module.css';

/** The quiz card after the steps in the step menu (spec 02 §2). */
export function QuizCard({ status, onOpen }: { status: 'pending' | 'passed' | 'failed'; onOpen: () => void }) {
  const t = useTranslations('quiz');
  return (
    <button type="button" className={styles.card} onClick={onOpen} data-testid="quiz-card">
      <span className={styles.cardTitle}>{t('card')}</span>
      <span className={styles.cardStatus}>{t(`status.${status}`)}</span>
    </button>
  );
}

/** At the workflow's end, when the viewer has not taken the quiz yet (spec 02 §4). */
export function QuizMask({ onTake, onDismiss }: { onTake: () => void; onDismiss: () => void }) {
  const t = useTranslations('quiz');
  return (
    <div className={styles.mask} role="region" aria-label={t('maskLabel')}>
      <p className={styles.maskText}>{t('maskText')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onTake} autoFocus>
          {t('take')}
        </button>
        <button type="button" className={styles.secondary} onClick={onDismiss}>
          {t('notNow')}
        </button>
      </div>
    </div>
  );
}
