'use client';
import { QuestionEditor } from '@/components/builder/quiz/question-editor';
import { questionIssues } from '@/components/builder/quiz/use-quiz-editor';
import { Button } from '@/components/ui/button';
import { useTranslations } from '@/lib/i18n/client';
import { MAX_QUESTIONS, newQuestion, type QuizQuestion } from '@/lib/quiz/schema';
import { editableQuestions } from '@/lib/sop-ui/rules';
import type { SopItem } from '@/lib/sop-ui/types';
import styles from '../sop.module.css';

/** The quiz block's questions, edited with the builder's question editor. */
export function QuizFields({ item, onChange }: { item: SopItem; onChange: (patch: Partial<SopItem>) => void }) {
  const t = useTranslations('sopUi');
  const questions = editableQuestions(item.questions);
  const issues = questionIssues(questions);
  const set = (next: QuizQuestion[]) => onChange({ questions: next });
  return (
    <div className={styles.subList}>
      {questions.map((q, i) => (
        <QuestionEditor
          key={q.id}
          index={i}
          question={q}
          readOnly={false}
          issues={issues[i] ?? {}}
          onChange={(next) => set(questions.map((x) => (x.id === q.id ? next : x)))}
          onRemove={() => set(questions.filter((x) => x.id !== q.id))}
        />
      ))}
      <div className={styles.actionsRow}>
        <Button type="button" variant="secondary" disabled={questions.length >= MAX_QUESTIONS} onClick={() => set([...questions, newQuestion('singleSelection', crypto.randomUUID())])}>
          {t('block.addSingle')}
        </Button>
        <Button type="button" variant="secondary" disabled={questions.length >= MAX_QUESTIONS} onClick={() => set([...questions, newQuestion('trueFalse', crypto.randomUUID())])}>
          {t('block.addTrueFalse')}
        </Button>
      </div>
    </div>
  );
}
