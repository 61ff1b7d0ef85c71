import type { QuizAttemptDto } from '@/lib/analytics/lists/quizzes';
import { getFormatter } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/server';
import styles from './analytics.module.css';

/** A person's quiz attempts, newest first: score and result ("You passed" / "Did not pass"), then each question with their answer. */
export async function QuizAttempts({ attempts }: { attempts: QuizAttemptDto[] }) {
  const t = await getTranslations('analytics');
  const format = await getFormatter();
  return attempts.map((a, i) => {
    const headingId = `attempt-${a.id}`;
    const option = (q: QuizAttemptDto['answers'][number], letter: string | null) => {
      if (!letter) return t('quiz.unanswered');
      const text = q.options.find((o) => o.key === letter)?.text;
      return text ? `${letter}. ${text}` : letter;
    };
    return (
      <section key={a.id} className={styles.answers} aria-labelledby={headingId}>
        <h3 id={headingId}>
          {t('quiz.attempt', { number: attempts.length - i, date: format.dateTime(new Date(a.createdAt), { dateStyle: 'short', timeStyle: 'short' }) })}
        </h3>
        <p>
          {t('quiz.score', { score: format.number(a.score / 100, { style: 'percent' }), correct: a.correctAnswerCount, total: a.questionCount })}{' '}
          <strong>{t(`status.${a.status}`)}</strong>
        </p>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('quiz.answersCaption', { number: attempts.length - i })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('quiz.question')}</th>
              <th scope="col">{t('quiz.answer')}</th>
              <th scope="col">{t('quiz.correctAnswer')}</th>
              <th scope="col">{t('quiz.result')}</th>
            </tr>
          </thead>
          <tbody>
            {a.answers.map((q) => (
              <tr key={q.questionId}>
                <th scope="row">{q.title}</th>
                <td>{option(q, q.answer)}</td>
                <td>{option(q, q.correctAnswer)}</td>
                <td>{q.correct ? t('quiz.correct') : t('quiz.incorrect')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    );
  });
}
