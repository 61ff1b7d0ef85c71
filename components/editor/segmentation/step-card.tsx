'use client';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formatDuration } from '@/components/workflows/format';
import { useTranslations } from '@/lib/i18n/client';
import { allowedMoves, allowedSplits, STEP_TITLE_MAX, type DraftStep } from '@/lib/editor/segmentation/model';
import styles from './segmentation.module.css';

export type Sentence = { startTime: number; endTime: number; sentence: string };

type Props = {
  steps: readonly DraftStep[];
  index: number;
  end: number;
  duration: number;
  sentences: readonly Sentence[];
  candidates: readonly number[];
  selected: boolean;
  disabled: boolean;
  /** Label of a time on the grid: its clock and the sentence that starts there. */
  describe: (time: number) => string;
  onRename: (title: string) => void;
  onMove: (time: number) => void;
  onSplit: (time: number) => void;
  onMerge: () => void;
};

const clock = (seconds: number) => formatDuration(seconds) ?? '0:00';

/** One step over its transcript, with every action as a form control (no drag needed). */
export function StepCard({ steps, index, end, duration, sentences, candidates, selected, disabled, describe, onRename, onMove, onSplit, onMerge }: Props) {
  const t = useTranslations('segmentationEditor');
  const step = steps[index];
  const headingId = useId();
  const moves = allowedMoves(steps, index, candidates, duration);
  const splits = allowedSplits(steps, index, candidates, duration);
  const [splitAt, setSplitAt] = useState<number | null>(null);
  const chosenSplit = splitAt !== null && splits.includes(splitAt) ? splitAt : (splits[Math.floor(splits.length / 2)] ?? null);

  return (
    <li className={styles.step} data-selected={selected} id={`segment-step-${index}`} aria-labelledby={headingId}>
      <h2 className={styles.stepHeading} id={headingId}>
        {t('stepHeading', { number: index + 1, from: clock(step.start), to: clock(end) })}
      </h2>
      <TextField
        label={t('stepTitle', { number: index + 1 })}
        value={step.title}
        maxLength={STEP_TITLE_MAX}
        disabled={disabled}
        onChange={(event) => onRename(event.target.value)}
        hint={t('titleHint', { max: STEP_TITLE_MAX })}
      />
      {sentences.length ? (
        <ul className={styles.sentences} aria-label={t('sentencesLabel', { number: index + 1 })}>
          {sentences.map((s) => (
            <li key={`${s.startTime}-${s.sentence.slice(0, 12)}`}>
              <span className={styles.muted}>{clock(s.startTime)}</span> {s.sentence}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('noSentences')}</p>
      )}
      <div className={styles.actions}>
        {index > 0 ? (
          <label className={styles.select}>
            {t('startLabel', { number: index + 1 })}
            <select value={step.start} disabled={disabled || moves.length < 2} onChange={(event) => onMove(Number(event.target.value))}>
              {(moves.includes(step.start) ? moves : [...moves, step.start].sort((a, b) => a - b)).map((time) => (
                <option key={time} value={time}>
                  {describe(time)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {splits.length ? (
          <>
            <label className={styles.select}>
              {t('splitAtLabel', { number: index + 1 })}
              <select value={chosenSplit ?? ''} disabled={disabled} onChange={(event) => setSplitAt(Number(event.target.value))}>
                {splits.map((time) => (
                  <option key={time} value={time}>
                    {describe(time)}
                  </option>
                ))}
              </select>
            </label>
            <Button type="button" variant="secondary" disabled={disabled || chosenSplit === null} onClick={() => chosenSplit !== null && onSplit(chosenSplit)}>
              {t('split')}
            </Button>
          </>
        ) : null}
        {index + 1 < steps.length ? (
          <Button type="button" variant="secondary" disabled={disabled} onClick={onMerge}>
            {t('mergeLabel', { number: index + 1, next: index + 2 })}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
