'use client';
import { useQuery } from '@tanstack/react-query';
import { quizKeys, useLearnerQuizApi } from '@/components/quiz/quiz-api';
import { ApiRequestError } from '@/components/ui/api-request';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { GradedAnswer, QuestionType } from '@/lib/quiz/schema';
import styles from './quiz.module.css';

/** A true/false option's stored text ("true"/"false") is shown translated. */
export function OptionText({ type, text }: { type: QuestionType; text: string }) {
  const t = useTranslations('quiz');
  return <>{type === 'trueFalse' && (text === 'true' || text === 'false') ? t(text) : text}</>;
}

const optionLabel = (q: GradedAnswer, key: string | null) => q.options.find((o) => o.key === key);

/** One graded attempt: the score against the passing score, "You passed" / "Did not pass", and every answer. */
export function QuizReview({ attemptId, onRetake, onClose }: { attemptId: string; onRetake: () => void; onClose: () => void }) {
  const t = useTranslations('quiz');
  const message = useMessage();
  const quizApi = useLearnerQuizApi();
  const attempt = useQuery({ queryKey: quizKeys.attempt(attemptId), queryFn: () => quizApi.attempt(attemptId) });
  if (attempt.isPending) return <p>{t('loading')}</p>;
  if (attempt.error || !attempt.data) return <p role="alert">{message(attempt.error instanceof ApiRequestError ? attempt.error.messageKey : 'quiz.network')}</p>;
  const a = attempt.data;
  const passed = a.status === 'passed';
  return (
    <div className={styles.form}>
      <p className={passed ? styles.passed : styles.failed} role="status" data-testid="quiz-result">
        <strong>{passed ? t('passed') : t('failed')}</strong> {t('score', { score: a.score, correct: a.correctAnswerCount, total: a.questionCount })}
      </p>
      <ol className={styles.questions}>
        {a.questions.map((q, i) => {
          const yours = optionLabel(q, q.answer);
          const right = optionLabel(q, q.correctAnswer);
          return (
            <li key={q.questionId} className={q.correct ? styles.right : styles.wrong}>
              <p className={styles.qTitle}>{t('questionLegend', { number: i + 1, title: q.title })}</p>
              <p>
                {q.correct ? t('correct') : t('incorrect')} · {t('yourAnswer')}: {yours ? <OptionText type={q.type} text={yours.text} /> : t('noAnswer')}
              </p>
              {!q.correct && right && (
                <p>
                  {t('correctAnswer')}: <OptionText type={q.type} text={right.text} />
                </p>
              )}
              <p className={styles.muted}>{t('reference')}: {q.referenceSource}</p>
            </li>
          );
        })}
      </ol>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onRetake}>
          {t('retake')}
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
