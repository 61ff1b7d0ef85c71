'use client';
import { Alert } from '@/components/ui/alert';
import { ApiRequestError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useMessage } from '@/components/workspaces/use-message';
import { languageName } from '@/components/workflows/create/languages';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { newQuestion, type QuestionType } from '@/lib/quiz/schema';
import { isRtlLanguage } from '@/lib/workflows/languages';
import builderStyles from '../builder.module.css';
import { PublishOptions } from './publish-options';
import { QuestionEditor } from './question-editor';
import { QuizResults } from './quiz-results';
import styles from './quiz-editor.module.css';
import { useQuizEditor } from './use-quiz-editor';

/**
 * The builder's Quiz section (spec 02 §2, §4, §5): questions written by hand or generated from the
 * transcript (labelled by who made them), the quiz title in the chosen content language, publishing
 * to all, a team or as a draft (published = read-only), and the results with "ask to retrain".
 */
export function QuizSection({ workflowId, language }: { workflowId: string; language: string }) {
  const t = useTranslations('quiz');
  const locale = useLocale();
  const message = useMessage();
  const q = useQuizEditor(workflowId);
  const { quiz } = q;
  const readOnly = !!quiz?.published || q.isRunning;
  // Quizzes switched off for the organisation: the section is not offered at all.
  if (q.query.error instanceof ApiRequestError && q.query.error.status === 403) return null;
  const add = (type: QuestionType) => q.edit((list) => [...list, newQuestion(type, crypto.randomUUID())]);

  return (
    <section className={builderStyles.section} aria-labelledby="builder-quiz">
      <h2 id="builder-quiz" className={builderStyles.sectionTitle}>
        {t('section')}
      </h2>
      {q.query.error && <Alert>{message('quiz.network')}</Alert>}
      {q.error && <Alert>{message(q.error)}</Alert>}
      {q.notice && <Alert tone="success">{q.notice}</Alert>}
      <div className={styles.toolbar}>
        <Button type="button" variant="secondary" busy={q.busy === 'generate' || q.isRunning} disabled={!!quiz?.published} onClick={() => void q.generate()}>
          {quiz?.status === 'failure' ? t('retryGenerate') : t('generate')}
        </Button>
        <p className={styles.muted} role="status" data-testid="quiz-generation">
          {q.isRunning ? t(`generation.${quiz!.status}`) : quiz?.status === 'failure' ? `${t('generation.failure')} ${message(quiz.generationError)}` : ''}
        </p>
      </div>
      {quiz?.published && <p className={styles.muted}>{t('readOnly')}</p>}
      <TextField
        label={t('quizTitle', { language: languageName(language, locale) })}
        value={q.titles[language] ?? ''}
        dir={isRtlLanguage(language) ? 'rtl' : 'auto'}
        disabled={readOnly}
        onChange={(e) => q.setTitle(language, e.target.value)}
      />
      {q.questions.length === 0 ? (
        <p className={styles.muted}>{q.query.isPending ? t('loading') : t('noQuestions')}</p>
      ) : (
        <ol className={styles.list} aria-label={t('questions')}>
          {q.questions.map((question, i) => (
            <li key={question.id}>
              <QuestionEditor
                index={i}
                question={question}
                readOnly={readOnly}
                issues={q.issues[i] ?? {}}
                onChange={(next) => q.edit((list) => list.map((x, j) => (j === i ? next : x)))}
                onRemove={() => q.edit((list) => list.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ol>
      )}
      {!readOnly && (
        <div className={styles.toolbar}>
          <Button type="button" variant="secondary" onClick={() => add('singleSelection')}>
            {t('addSingle')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => add('trueFalse')}>
            {t('addTrueFalse')}
          </Button>
          <Button type="button" busy={q.busy === 'save'} disabled={!q.dirty} onClick={() => void q.save(t('saved'))}>
            {t('save')}
          </Button>
        </div>
      )}
      {quiz && <PublishOptions editor={q} />}
      {quiz && <QuizResults quizId={quiz.id} />}
    </section>
  );
}
