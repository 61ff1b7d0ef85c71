'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workflows/create/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { CutSessionDto } from '@/lib/editor/cut/schema';
import { deletedRanges, redo, removeSegment, undo, videoTurns, type CutState } from '@/lib/editor/cut/segments';
import { deleteClip, deleteStep, insertPoints, insertStep, rotateClip, rotateInsert, rotateVideo, splitAt, trimClip, trimInsert } from '@/lib/editor/cut/timeline';
import { deleteWords, restoreWord, wordsBetween, type WordRef } from '@/lib/editor/cut/words';
import styles from './cut.module.css';
import { CutPreview } from './cut-preview';
import { CutTimeline, type ClipRef } from './cut-timeline';
import { InsertDialog } from './insert-dialog';
import { InsertTrim } from './insert-trim';
import { RenderStatus } from './render-status';
import { TranscriptPanel } from './transcript-panel';
import { useCutSession } from './use-cut-session';

/** Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z and Ctrl/Cmd+Y redo — not while typing in a field or in a dialog. */
function useUndoKeys(onUndo: () => void, onRedo: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const key = e.key.toLowerCase();
      if (!(e.ctrlKey || e.metaKey) || (key !== 'z' && key !== 'y')) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      e.preventDefault();
      if (e.shiftKey || key === 'y') onRedo();
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
  const [insertAt, setInsertAt] = useState<number | null>(null);
  const [inserting, setInserting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [time, setTime] = useState(0);
  const video = useRef<HTMLVideoElement>(null);
  const deleted = useMemo(() => deletedRanges(cut.segments), [cut.segments]);
  const inserts = useMemo(() => insertPoints(data.steps, cut.segments, data.duration), [data.steps, cut.segments, data.duration]);
  const turns = videoTurns(cut.segments);
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
  const selectedInsert = insertAt === null ? undefined : inserts[insertAt];
  const stepIndexAtTime = stepAtTime ? data.steps.indexOf(stepAtTime) : 0;
  const selectClip = (ref: ClipRef) => { setClip(ref); setInsertAt(null); };
  const selectInsert = (index: number) => { setInsertAt(index); setClip(null); };
  const trim = (edge: 'start' | 'end') => {
    if (!selectedStep || !clip) return;
    const result = trimClip(cut, selectedStep, clip.index, time, edge);
    apply(result);
    if (typeof result !== 'string' && edge === 'start') seek(result.segments.at(-1)!.end);
  };
  // The selected insert's own segment: by its clip id (inserts made before clip ids: by upload and index).
  const insertSegment = selectedInsert && cut.segments.find((s) => s.type === 'insert' && (selectedInsert.clipId ? s.clipId === selectedInsert.clipId : s.uploadId === selectedInsert.uploadId && s.insertIndex === selectedInsert.insertIndex));
  const rotate = () => {
    if (selectedInsert?.clipId) return apply(rotateInsert(cut, selectedInsert.clipId));
    if (selectedStep && clip) apply(rotateClip(cut, selectedStep, clip.index));
  };
  const removeInsert = () => {
    const segment = insertSegment;
    if (!segment) return;
    apply(removeSegment(cut, segment));
    setInsertAt(null);
  };
  const toggleWord = (ref: WordRef, extend: boolean) =>
    setWords((list) => {
      if (extend && list.length) return wordsBetween(data.sentences, list[0], ref);
      return list.some((w) => w.sentence === ref.sentence && w.word === ref.word) ? list.filter((w) => w.sentence !== ref.sentence || w.word !== ref.word) : [...list, ref];
    });
  const removeClip = () => {
    if (selectedInsert) return removeInsert();
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
        <Button type="button" variant="secondary" disabled={locked || (!clip && !selectedInsert)} onClick={removeClip}>{t('deleteClip')}</Button>
        <Button type="button" variant="secondary" disabled={locked || !selectedStep} onClick={() => selectedStep && apply(deleteStep(cut, data.steps, selectedStep.id))}>{t('deleteStep')}</Button>
        <Button type="button" variant="secondary" disabled={locked || !clip} onClick={() => trim('start')}>{t('trimStart')}</Button>
        <Button type="button" variant="secondary" disabled={locked || !clip} onClick={() => trim('end')}>{t('trimEnd')}</Button>
        <Button type="button" variant="secondary" disabled={locked || (!clip && !selectedInsert?.clipId)} onClick={rotate}>{t('rotateClip')}</Button>
        <Button type="button" variant="secondary" disabled={locked} onClick={() => apply(rotateVideo(cut, data.duration))}>{t('rotateVideo')}</Button>
        <Button type="button" variant="secondary" disabled={locked} onClick={() => setInserting(true)}>{t('insertClip')}</Button>
        <span className={styles.saveState} role="status">{t(`save.${save}`)}</span>
        <Button type="button" onClick={() => start('apply')} disabled={locked || save !== 'saved' || !cut.segments.some((x) => x.type !== 'split')}>{t('apply')}</Button>
        {data.canRestore && <Button type="button" variant="secondary" onClick={() => start('restore')} disabled={locked}>{t('restore')}</Button>}
      </div>
      <RenderStatus data={data} onRetry={() => start('retry')} />
      {save === 'conflict' && (
        <Alert>{message('editor.staleRevision')} <Button type="button" onClick={() => void reload()}>{t('reload')}</Button></Alert>
      )}
      {(problem || (error && save !== 'conflict')) && <Alert>{message(problem ?? error)}</Alert>}
      <div className={styles.panes}>
        <CutPreview ref={video} src={data.videoUrl} deleted={deleted} segments={cut.segments} turns={turns} inserts={inserts} insertUrls={data.insertUrls} onTime={setTime} />
        <TranscriptPanel sentences={data.sentences} deleted={deleted} selected={words} disabled={locked}
          onToggle={toggleWord} onSeek={seek}
          onDelete={() => { apply(deleteWords(cut, data.sentences, data.steps, words)); setWords([]); }}
          onRestore={(word) => apply(restoreWord(cut, word))} />
      </div>
      <CutTimeline steps={data.steps} segments={cut.segments} duration={data.duration} currentTime={time} selected={clip} onSelect={selectClip} onSeek={seek}
        inserts={inserts} selectedInsert={insertAt} onSelectInsert={selectInsert} />
      {selectedInsert?.clipId && insertSegment && (
        <InsertTrim key={`${selectedInsert.clipId}-${selectedInsert.from}-${selectedInsert.to}`} insert={selectedInsert} length={insertSegment.end - insertSegment.start} disabled={locked}
          onTrim={(from, to) => apply(trimInsert(cut, selectedInsert.clipId!, from, to))} />
      )}
      {inserting && (
        <InsertDialog open onOpenChange={setInserting} steps={data.steps} defaultIndex={Math.min(stepIndexAtTime + 1, data.steps.length)}
          onInserted={(index, uploadId, duration) => apply(insertStep(cut, index, uploadId, duration))} />
      )}
    </div>
  );
}
