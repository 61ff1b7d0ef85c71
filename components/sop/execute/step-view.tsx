'use client';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslations } from '@/lib/i18n/client';
import { workOf, type QuizResult } from '@/lib/sop-ui/execution-state';
import type { SopItem } from '@/lib/sop-ui/types';
import styles from '../sop.module.css';
import type { ExecutionModel } from './use-execution';
import { RequestedUpload } from './requested-upload';
import { SmartCompareBlock } from './smart-compare-block';
import { WorkflowLink } from './workflow-link';

type Props = { item: SopItem; number: number; total: number; model: ExecutionModel };

/** One block as the operator sees it on a phone: what to do, then what it asks for. */
export function StepView({ item, number, total, model }: Props) {
  const t = useTranslations('sopUi');
  const work = workOf(model.work, item.id);
  const images = item.attachments.filter((a) => (a.type === 'image' || a.type === 'diagram') && a.url);
  const clip = item.attachments.find((a) => (a.type === 'videoClip' || a.type === 'video') && a.url);
  return (
    <section className={styles.stepView} data-type={item.type} aria-labelledby={`run-${item.id}`}>
      <p className={styles.muted}>
        {t('run.stepOf', { number, total })} · {t(`blockTypes.${item.type}`)}
      </p>
      <h2 id={`run-${item.id}`} className={styles.stepTitle} tabIndex={-1}>
        {item.title.trim() || t(`blockTypes.${item.type}`)}
      </h2>
      {item.description ? <p className={styles.description}>{item.description}</p> : null}
      {images.length > 0 ? (
        <ul className={styles.runImages}>
          {images.map((image) => (
            <li key={image.id}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a short-lived signed storage URL */}
              <img src={image.url} alt={image.name} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      {clip ? <video className={styles.runVideo} src={clip.url} controls playsInline preload="metadata" aria-label={clip.name} /> : null}
      {item.type === 'workflow' && item.workflowId ? <WorkflowLink item={{ ...item, workflowId: item.workflowId }} /> : null}
      {item.type === 'checklist' ? <Checklist item={item} ticked={work.ticked} model={model} /> : null}
      {item.type === 'quiz' ? <Quiz item={item} result={work.quiz} model={model} /> : null}
      {item.type === 'smartCompare' ? <SmartCompareBlock item={item} uploads={work.uploads} model={model} /> : item.fileRequest ? <RequestedUpload item={item} uploads={work.uploads} model={model} /> : null}
    </section>
  );
}

function Checklist({ item, ticked, model }: { item: SopItem; ticked: Set<string>; model: ExecutionModel }) {
  const t = useTranslations('sopUi');
  // A tick shows at once; the record's answer replaces it (a refused tick springs back).
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const lines = (item.checklistItems ?? []).filter((c) => c.text.trim());
  const isTicked = (id: string) => pending[id] ?? ticked.has(id);
  const tick = async (id: string, checked: boolean) => {
    setPending((now) => ({ ...now, [id]: checked }));
    await model.tick(item.id, id, checked);
    setPending((now) => Object.fromEntries(Object.entries(now).filter(([key]) => key !== id)));
  };
  return (
    <fieldset className={styles.runChecklist}>
      <legend>{t('run.checklist', { done: lines.filter((l) => isTicked(l.id)).length, total: lines.length })}</legend>
      {lines.map((line) => (
        <label key={line.id} className={styles.runCheck}>
          <input type="checkbox" checked={isTicked(line.id)} onChange={(e) => void tick(line.id, e.target.checked)} />
          <span>{line.text}</span>
        </label>
      ))}
    </fieldset>
  );
}

function Quiz({ item, result, model }: { item: SopItem; result: QuizResult | null; model: ExecutionModel }) {
  const t = useTranslations('sopUi');
  const quiz = useTranslations('quiz');
  const group = useId();
  const questions = item.questions ?? [];
  const [answers, setAnswers] = useState<(string | null)[]>(() => questions.map((_, i) => result?.answers[i] ?? null));
  const complete = answers.every(Boolean);
  return (
    <div className={styles.subList}>
      {questions.map((q, i) => (
        <fieldset key={q.id ?? i} className={styles.runQuestion}>
          <legend>
            {t('run.question', { number: i + 1 })} {q.title}
          </legend>
          {(q.type === 'trueFalse' ? q.options.slice(0, 2) : q.options).map((o) => (
            <label key={o.key} className={styles.runCheck}>
              <input type="radio" name={`${group}-${i}`} value={o.key} checked={answers[i] === o.key} disabled={model.busy} onChange={() => setAnswers((now) => now.map((a, j) => (j === i ? o.key : a)))} />
              <span>{q.type === 'trueFalse' ? quiz(o.key === 'A' ? 'true' : 'false') : `${o.key}. ${o.text}`}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <Button type="button" variant="secondary" disabled={!complete || model.busy} onClick={() => void model.answerQuiz(item.id, answers)}>
        {result ? t('run.resendAnswers') : t('run.sendAnswers')}
      </Button>
      {result ? (
        <p aria-live="polite">{t('run.quizResult', { score: Math.round(result.score), correct: result.correctAnswerCount, total: result.questionCount })}</p>
      ) : null}
    </div>
  );
}
