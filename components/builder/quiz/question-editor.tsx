'use client';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import { LETTERS, type Letter, type QuizQuestion } from '@/lib/quiz/schema';
import styles from './quiz-editor.module.css';

type Props = {
  index: number;
  question: QuizQuestion;
  readOnly: boolean;
  /** Rule keys by path inside the question ("options.2.text"). */
  issues: Record<string, string>;
  onChange: (next: QuizQuestion) => void;
  onRemove: () => void;
};

/** One question of the quiz editor: title, options A–D (or true/false), the correct letter and the reference source. */
export function QuestionEditor({ index, question: q, readOnly, issues, onChange, onRemove }: Props) {
  const t = useTranslations('quiz');
  const message = useMessage();
  const error = (path: string) => (issues[path] ? message(issues[path]) : undefined);
  const keys = q.type === 'trueFalse' ? (['A', 'B'] as const) : LETTERS;
  return (
    <fieldset className={styles.question} disabled={readOnly}>
      <legend>
        {t('questionNumber', { number: index + 1 })} · {t(`type.${q.type}`)}
        {q.provider ? <span className={styles.badge}>{t(`provider.${q.provider}`)}</span> : <span className={styles.badge}>{t('provider.manual')}</span>}
      </legend>
      <TextField label={t('questionTitle')} value={q.title} error={error('title')} onChange={(e) => onChange({ ...q, title: e.target.value })} />
      {q.type === 'singleSelection' ? (
        keys.map((key, i) => (
          <TextField
            key={key}
            label={t('option', { letter: key })}
            value={q.options.find((o) => o.key === key)?.text ?? ''}
            error={error(`options.${i}.text`)}
            onChange={(e) => onChange({ ...q, options: keys.map((k) => ({ key: k, text: k === key ? e.target.value : (q.options.find((o) => o.key === k)?.text ?? '') })) })}
          />
        ))
      ) : null}
      <div className={styles.row}>
        <label className={styles.label} htmlFor={`correct-${q.id}`}>
          {t('correctAnswer')}
        </label>
        <select id={`correct-${q.id}`} value={q.correctAnswer} onChange={(e) => onChange({ ...q, correctAnswer: e.target.value as Letter })} aria-invalid={issues.correctAnswer ? true : undefined}>
          {keys.map((key) => (
            <option key={key} value={key}>
              {q.type === 'trueFalse' ? t(key === 'A' ? 'true' : 'false') : key}
            </option>
          ))}
        </select>
        {issues.correctAnswer && <p role="alert" className={styles.error}>{message(issues.correctAnswer)}</p>}
      </div>
      <TextField label={t('referenceSource')} value={q.referenceSource} error={error('referenceSource')} onChange={(e) => onChange({ ...q, referenceSource: e.target.value })} />
      {!readOnly && (
        <div>
          <Button type="button" variant="secondary" onClick={onRemove} aria-label={t('removeQuestion', { number: index + 1 })}>
            {t('remove')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
