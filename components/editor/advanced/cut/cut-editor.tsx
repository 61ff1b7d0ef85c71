'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workflows/create/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { CutSessionDto } from '@/lib/editor/cut/schema';
import { deletedRanges, redo, undo, type CutState } from '@/lib/editor/cut/segments';
import { deleteClip, deleteStep, splitAt } from '@/lib/editor/cut/timeline';
import { deleteWords, restoreWord, wordsBetween, type WordRef } from '@/lib/editor/cut/words';
import styles from './cut.module.css';
import { CutPreview } from './cut-preview';
import { CutTimeline, type ClipRef } from './cut-timeline';
import { RenderStatus } from './render-status';
import { TranscriptPanel } from './transcript-panel';
import { useCutSession } from './use-cut-session';

/** Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z redoes — not while typing in a field. */
function useUndoKeys(onUndo: () => void, onRedo: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z') return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      e.preventDefault();
      if (e.shiftKey) onRedo();
      else onUndo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onUndo, onRedo]);
}

/**
 * The advanced editor's cutting (/editor/{id}): delete words in the transcript, split, delete
 * clips and steps on the timeline, undo and redo (spec 02 §4 Editor cut), preview the edit, and
 * apply it — rendered by the server with its progress here; the version before can be restored.
 */
export function CutEditor({ initial }: { initial: CutSessionDto }) {
  const t = useTranslations('advancedEditor.cut');
  const message = useMessage();
  const { data, cut, edit, save, error, reload, start, running } = useCutSession(initial);
  const [words, setWords] = useState<WordRef[]>([]);
  const [clip, setClip] = useState<ClipRef | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [time, setTime] = useState(0);
  const video = useRef<HTMLVideoElement>(null);
  const deleted = useMemo(() => deletedRanges(cut.segments), [cut.segments]);
  const locked = running || save === 'conflict';

  const apply = useCallback((next: CutState | string) => {
    if (typeof next === 'string') return setProblem(next);
    setProblem(null);
    edit(next);
  }, [edit]);
  const seek = useCallback((to: number) => {
    if (video.current) video.current.currentTime = to;
    setTime(to);
  }, []);
  const onUndo = useCallback(() => !locked && apply(undo(cut)), [apply, cut, locked]);
  const onRedo = useCallback(() => !locked && apply(redo(cut)), [apply, cut, locked]);
  useUndoKeys(onUndo, onRedo);

  const stepAtTime = data.steps.find((s) => time >= s.start && time < s.end) ?? data.steps.at(-1);
  const selectedStep = data.steps.find((s) => s.id === clip?.stepId);
  const toggleWord = (ref: WordRef, extend: boolean) =>
    setWords((list) => {
      if (extend && list.length) return wordsBetween(data.sentences, list[0], ref);
      return list.some((w) => w.sentence === ref.sentence && w.word === ref.word) ? list.filter((w) => w.sentence !== ref.sentence || w.word !== ref.word) : [...list, ref];
    });
  const removeClip = () => {
    if (!selectedStep || !clip) return;
    const result = deleteClip(cut, data.steps, selectedStep, clip.index);
    if (typeof result === 'string') return setProblem(result);
    apply(result.state);
    seek(result.currentTime);
  };

  return (
    <div className={styles.editor}>
      <h1 className="visually-hidden">{t('heading')}</h1>
      <div className={styles.toolbar} role="toolbar" aria-label={t('tools')}>
        <Button type="button" variant="secondary" onClick={onUndo} disabled={locked || !cut.segments.length} aria-keyshortcuts="Control+Z Meta+Z">{t('undo')}</Button>
        <Button type="button" variant="secondary" onClick={onRedo} disabled={locked || !cut.redo.length} aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z">{t('redo')}</Button>
        <Button type="button" variant="secondary" disabled={locked || !stepAtTime} onClick={() => stepAtTime && apply(splitAt(cut, stepAtTime, time))}>{t('split')}</Button>
        <Button type="button" variant="secondary" disabled={locked || !clip} onClick={removeClip}>{t('deleteClip')}</Button>
        <Button type="button" variant="secondary" disabled={locked || !selectedStep} onClick={() => selectedStep && apply(deleteStep(cut, data.steps, selectedStep.id))}>{t('deleteStep')}</Button>
        <span className={styles.saveState} role="status">{t(`save.${save}`)}</span>
        <Button type="button" onClick={() => start('apply')} disabled={locked || save !== 'saved' || !deleted.length}>{t('apply')}</Button>
        {data.canRestore && <Button type="button" variant="secondary" onClick={() => start('restore')} disabled={locked}>{t('restore')}</Button>}
      </div>
      <RenderStatus data={data} onRetry={() => start('retry')} />
      {save === 'conflict' && (
        <Alert>{message('editor.staleRevision')} <Button type="button" onClick={() => void reload()}>{t('reload')}</Button></Alert>
      )}
      {(problem || (error && save !== 'conflict')) && <Alert>{message(problem ?? error)}</Alert>}
      <div className={styles.panes}>
        <CutPreview ref={video} src={data.videoUrl} deleted={deleted} onTime={setTime} />
        <TranscriptPanel sentences={data.sentences} deleted={deleted} selected={words} disabled={locked}
          onToggle={toggleWord} onSeek={seek}
          onDelete={() => { apply(deleteWords(cut, data.sentences, data.steps, words)); setWords([]); }}
          onRestore={(word) => apply(restoreWord(cut, word))} />
      </div>
      <CutTimeline steps={data.steps} segments={cut.segments} duration={data.duration} currentTime={time} selected={clip} onSelect={setClip} onSeek={seek} />
    </div>
  );
}
