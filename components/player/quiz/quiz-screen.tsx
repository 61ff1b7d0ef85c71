'use client';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { quizKeys, useLearnerQuizApi } from '@/components/quiz/quiz-api';
import { ApiRequestError } from '@/components/ui/api-request';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { Letter, UserQuizDto } from '@/lib/quiz/schema';
import { OptionText, QuizReview } from './quiz-review';
import type { QuizScreenModel } from './use-quiz-screen';
import styles from './quiz.module.css';

const keyOf = (error: unknown) => (error instanceof ApiRequestError ? error.messageKey : 'quiz.network');

function TakeQuiz({ quizId, onDone }: { quizId: string; onDone: (attempt: UserQuizDto) => void }) {
  const t = useTranslations('quiz');
  const message = useMessage();
  const quizApi = useLearnerQuizApi();
  const quiz = useQuery({ queryKey: quizKeys.quiz(quizId), queryFn: () => quizApi.get(quizId) });
  const [answers, setAnswers] = useState<Record<string, Letter>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (quiz.isPending) return <p>{t('loading')}</p>;
  if (quiz.error || !quiz.data) return <p role="alert">{message(keyOf(quiz.error))}</p>;
  const questions = quiz.data.questions;
  const missing = questions.filter((q) => !answers[q.id]).length;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (missing > 0) return setError('quiz.answerAll');
    setBusy(true);
    setError(null);
    try {
      onDone(await quizApi.submit(quizId, quiz.data.revision, questions.map((q) => answers[q.id] ?? null)));
    } catch (err) {
      setError(keyOf(err));
      if (err instanceof ApiRequestError && err.status === 409) void quiz.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className={styles.form} aria-describedby="quiz-intro">
      <p id="quiz-intro" className={styles.muted}>{t('intro', { count: questions.length, score: quiz.data.passingScore })}</p>
      <ol className={styles.questions}>
        {questions.map((q, i) => (
          <li key={q.id}>
            <fieldset className={styles.fieldset}>
              <legend>{t('questionLegend', { number: i + 1, title: q.title })}</legend>
              {q.options.map((o) => (
                <label key={o.key} className={styles.option}>
                  <input type="radio" name={`q-${q.id}`} value={o.key} checked={answers[q.id] === o.key} onChange={() => setAnswers((a) => ({ ...a, [q.id]: o.key }))} />
                  <span>
                    {q.type === 'singleSelection' ? `${o.key}. ` : ''}
                    <OptionText type={q.type} text={o.text} />
                  </span>
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
      {error && <p role="alert" className={styles.error}>{message(error)}</p>}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * The quiz screen (spec 02 §4: CLOSE, TAKE_QUIZ, REVIEW_QUIZ): a modal dialog; the video stays paused while it is open.
 * In fullscreen only the fullscreen element shows, so the dialog is rendered inside it (`container`).
 */
export function QuizScreen({ model, container }: { model: QuizScreenModel; container?: HTMLElement | null }) {
  const t = useTranslations('quiz');
  const { quizId, attemptId, screen } = model;
  if (!quizId) return null;
  return (
    <ModalDialog open={screen !== 'CLOSE'} onOpenChange={(open) => !open && model.close()} title={screen === 'REVIEW_QUIZ' ? t('reviewTitle') : t('takeTitle')} className={styles.dialog} container={container}>
      {screen === 'TAKE_QUIZ' && <TakeQuiz quizId={quizId} onDone={model.submitted} />}
      {screen === 'REVIEW_QUIZ' && attemptId && <QuizReview attemptId={attemptId} onRetake={model.take} onClose={model.close} />}
    </ModalDialog>
  );
}
