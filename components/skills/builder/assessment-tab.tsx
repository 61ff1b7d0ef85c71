'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QuestionEditor } from '@/components/builder/quiz/question-editor';
import { questionIssues } from '@/components/builder/quiz/use-quiz-editor';
import { Alert } from '@/components/ui/alert';
import { asApiError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import { MAX_QUESTIONS, newQuestion, PASSING_SCORE, type QuizQuestion } from '@/lib/quiz/schema';
import type { PlaylistDetail } from '@/lib/skills/schema';
import { skillKeys, skillsApi } from '../skills-api';
import styles from '../skills.module.css';

/** Builder assessment tab: the questions learners answer after the content (pass at 80 %), with the quiz editor's question form. */
export function AssessmentTab({ initial }: { initial: PlaylistDetail }) {
  const t = useTranslations('skillsUi');
  const message = useMessage();
  const client = useQueryClient();
  const id = initial.id;
  const stored = useQuery({ queryKey: skillKeys.assessment(id), queryFn: () => skillsApi.assessment(id) });
  const [draft, setDraft] = useState<QuizQuestion[] | null>(null);
  const [showIssues, setShowIssues] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (questions: QuizQuestion[]) => skillsApi.saveAssessment(id, questions),
    onSuccess: (item) => {
      client.setQueryData(skillKeys.assessment(id), item);
      void client.invalidateQueries({ queryKey: skillKeys.playlist(id) });
      setDraft(null);
      setSaved(true);
    },
  });
  // Untouched, the editor shows the stored questions; the first change starts a local draft.
  const loaded = !!stored.data;
  const questions = draft ?? ((stored.data?.questions ?? []) as QuizQuestion[]);
  const issues = questionIssues(questions);
  const change = (next: QuizQuestion[]) => (setDraft(next), setSaved(false));
  const submit = () => {
    if (Object.keys(issues).length > 0) return setShowIssues(true);
    save.mutate(questions);
  };
  return (
    <section className={styles.section} aria-labelledby="skill-assessment-title">
      <h2 id="skill-assessment-title">{t('assessment.title')}</h2>
      <p className={styles.muted}>{t('assessment.intro', { score: PASSING_SCORE })}</p>
      {stored.isError ? <Alert>{message(asApiError(stored.error).messageKey)}</Alert> : null}
      {loaded && questions.length === 0 ? <p className={styles.empty}>{t('assessment.empty')}</p> : null}
      {questions.map((q, i) => (
        <QuestionEditor
          key={q.id}
          index={i}
          question={q}
          readOnly={save.isPending}
          issues={showIssues ? (issues[i] ?? {}) : {}}
          onChange={(next) => change(questions.map((x, j) => (j === i ? next : x)))}
          onRemove={() => change(questions.filter((_, j) => j !== i))}
        />
      ))}
      <div className={styles.row}>
        <Button type="button" variant="secondary" disabled={!loaded || questions.length >= MAX_QUESTIONS} onClick={() => change([...questions, newQuestion('singleSelection', crypto.randomUUID())])}>
          {t('assessment.addChoice')}
        </Button>
        <Button type="button" variant="secondary" disabled={!loaded || questions.length >= MAX_QUESTIONS} onClick={() => change([...questions, newQuestion('trueFalse', crypto.randomUUID())])}>
          {t('assessment.addTrueFalse')}
        </Button>
        <Button type="button" busy={save.isPending} disabled={!loaded} onClick={submit}>
          {t('assessment.save')}
        </Button>
      </div>
      {showIssues && Object.keys(issues).length > 0 ? <Alert>{t('assessment.fix')}</Alert> : null}
      {save.isError ? <Alert>{message(asApiError(save.error).messageKey)}</Alert> : null}
      <p role="status" className={styles.muted}>
        {saved ? t('assessment.saved') : ''}
      </p>
    </section>
  );
}
