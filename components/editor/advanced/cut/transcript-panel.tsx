'use client';
import { useTranslations } from '@/lib/i18n/client';
import type { CutSessionDto } from '@/lib/editor/cut/schema';
import type { Range } from '@/lib/editor/cut/segments';
import { isWordDeleted, type WordRef } from '@/lib/editor/cut/words';
import { Button } from '@/components/ui/button';
import styles from './cut.module.css';

type Props = {
  sentences: CutSessionDto['sentences'];
  deleted: readonly Range[];
  selected: readonly WordRef[];
  disabled: boolean;
  onToggle: (ref: WordRef, extend: boolean) => void;
  onDelete: () => void;
  onRestore: (word: { startTime: number; endTime: number }) => void;
  onSeek: (time: number) => void;
};

const isSelected = (selected: readonly WordRef[], ref: WordRef) => selected.some((s) => s.sentence === ref.sentence && s.word === ref.word);

/**
 * The transcript beside the video: words are toggle buttons (Shift extends the selection);
 * "Delete words" cuts their time; a deleted word stays, struck through, and restores on click.
 */
export function TranscriptPanel({ sentences, deleted, selected, disabled, onToggle, onDelete, onRestore, onSeek }: Props) {
  const t = useTranslations('advancedEditor.cut');
  return (
    <section className={styles.transcript} aria-labelledby="cut-transcript-heading">
      <div className={styles.transcriptHead}>
        <h2 id="cut-transcript-heading">{t('transcript')}</h2>
        <Button type="button" variant="secondary" onClick={onDelete} disabled={disabled || !selected.length}>
          {t('deleteWords', { count: selected.length })}
        </Button>
      </div>
      {!sentences.length && <p>{t('noTranscript')}</p>}
      {sentences.map((sentence, s) => (
        <p key={s} className={styles.sentence}>
          {!sentence.words.length && sentence.sentence}
          {sentence.words.map((word, w) => {
            const ref = { sentence: s, word: w };
            if (isWordDeleted(word, deleted)) {
              return (
                <button key={w} type="button" className={styles.deletedWord} disabled={disabled} onClick={() => onRestore(word)}
                  aria-label={t('restoreWord', { word: word.word })}>
                  <del>{word.word}</del>
                </button>
              );
            }
            return (
              <button key={w} type="button" className={styles.word} aria-pressed={isSelected(selected, ref)} disabled={disabled}
                onClick={(e) => onToggle(ref, e.shiftKey)} onDoubleClick={() => onSeek(word.startTime)}>
                {word.word}
              </button>
            );
          })}
        </p>
      ))}
    </section>
  );
}
