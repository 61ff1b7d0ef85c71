'use client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { quizApi, quizKeys } from '@/components/quiz/quiz-api';
import { Alert } from '@/components/ui/alert';
import { ApiRequestError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import styles from './quiz-editor.module.css';

const keyOf = (error: unknown) => (error instanceof ApiRequestError ? error.messageKey : 'quiz.network');

/** Who took the quiz, their score, whether they passed and their answers; a failed attempt can be sent back to retrain. */
export function QuizResults({ quizId }: { quizId: string }) {
  const t = useTranslations('quiz');
  const message = useMessage();
  const results = useQuery({ queryKey: quizKeys.results(quizId), queryFn: () => quizApi.results(quizId) });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [asked, setAsked] = useState<Set<string>>(new Set());
  const items = results.data ?? [];
  const retrain = async (id: string, name: string) => {
    try {
      await quizApi.retrain(id);
      setAsked((s) => new Set(s).add(id));
      setNotice({ tone: 'success', text: t('retrainSent', { name }) });
    } catch (e) {
      setNotice({ tone: 'error', text: message(keyOf(e)) });
    }
  };
  return (
    <section aria-labelledby="quiz-results" className={styles.results}>
      <h3 id="quiz-results">{t('results')}</h3>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {results.error ? (
        <Alert>{message(keyOf(results.error))}</Alert>
      ) : items.length === 0 ? (
        <p className={styles.muted}>{results.isPending ? t('loading') : t('noResults')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('who')}</th>
              <th scope="col">{t('scoreColumn')}</th>
              <th scope="col">{t('resultColumn')}</th>
              <th scope="col">{t('answers')}</th>
              <th scope="col">{t('takenAt')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((r) => (
              <tr key={r.id}>
                <th scope="row">{r.userName ?? '—'}</th>
                <td>{t('scoreValue', { score: r.score, correct: r.correctAnswerCount, total: r.questionCount })}</td>
                <td>{r.status === 'passed' ? t('passed') : t('failed')}</td>
                <td>{r.questions.map((q, i) => `${i + 1}: ${q.answer ?? '–'}${q.correct ? ' ✓' : ' ✗'}`).join(', ')}</td>
                <td>{new Date(r.createdAt).toLocaleString()}</td>
                <td>
                  {r.status === 'failed' && (
                    <Button type="button" variant="secondary" disabled={asked.has(r.id)} onClick={() => void retrain(r.id, r.userName ?? '')}>
                      {asked.has(r.id) ? t('retrainAsked') : t('retrainFor', { name: r.userName ?? '' })}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
