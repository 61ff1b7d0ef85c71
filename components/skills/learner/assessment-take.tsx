'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { asApiError } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import { PASSING_SCORE, type Letter, type LearnerQuestion } from '@/lib/quiz/schema';
import { skillKeys, skillsApi, type AttemptReply } from '../skills-api';
import styles from '../skills.module.css';

/** The skill's assessment after its content: one fieldset per question, submit, then the score (pass at 80 %). */
export function AssessmentTake({ skillId, onDone }: { skillId: string; onDone: (reply: AttemptReply) => void }) {
  const t = useTranslations('skillsUi');
  const quiz = useTranslations('quiz');
  const message = useMessage();
  const questions = useQuery({ queryKey: skillKeys.assessment(skillId), queryFn: () => skillsApi.assessment(skillId) });
  const [answers, setAnswers] = useState<Record<number, Letter>>({});
  const submit = useMutation({ mutationFn: (list: (Letter | null)[]) => skillsApi.attempt(skillId, { answers: list }), onSuccess: onDone });
  const list = (questions.data?.questions ?? []) as LearnerQuestion[];
  const complete = list.length > 0 && list.every((_, i) => answers[i]);
  const result = submit.data;
  return (
    <section className={styles.section} aria-labelledby="skill-assessment-take">
      <h2 id="skill-assessment-take">{t('player.assessment')}</h2>
      <p className={styles.muted}>{t('assessment.intro', { score: PASSING_SCORE })}</p>
      {questions.isError ? <Alert>{message(asApiError(questions.error).messageKey)}</Alert> : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (complete) submit.mutate(list.map((_, i) => answers[i] ?? null));
        }}
      >
        {list.map((q, i) => (
          <fieldset key={q.id} className={styles.fieldset} style={{ flexDirection: 'column', alignItems: 'flex-start', marginBottom: 12 }}>
            <legend>{t('player.question', { number: i + 1, title: q.title })}</legend>
            {q.options.map((o) => (
              <label key={o.key} className={styles.row}>
                <input type="radio" name={`q-${i}`} value={o.key} checked={answers[i] === o.key} onChange={() => setAnswers((a) => ({ ...a, [i]: o.key as Letter }))} />
                {q.type === 'trueFalse' ? quiz(o.key === 'A' ? 'true' : 'false') : `${o.key}. ${o.text}`}
              </label>
            ))}
          </fieldset>
        ))}
        <Button type="submit" disabled={!complete} busy={submit.isPending}>
          {t('player.submit')}
        </Button>
      </form>
      {submit.isError ? <Alert>{message(asApiError(submit.error).messageKey)}</Alert> : null}
      {result ? <AttemptResult result={result} /> : null}
    </section>
  );
}

/** An attempt's score and verdict (pass at 80 %); the skill player keeps showing a pass once the skill is completed. */
export function AttemptResult({ result }: { result: AttemptReply }) {
  const t = useTranslations('skillsUi');
  return (
    <p role="status" className={styles.cardTitle}>
      {result.status === 'passed' ? t('player.passed', { score: result.score }) : t('player.failed', { score: result.score, pass: PASSING_SCORE })}
    </p>
  );
}
