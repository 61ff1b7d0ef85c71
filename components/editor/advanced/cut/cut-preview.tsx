'use client';
import { forwardRef, useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { clipTurnsAt, skipDeleted, type Range, type Segment } from '@/lib/editor/cut/segments';
import { crossedInserts, type InsertPoint } from '@/lib/editor/cut/timeline';
import styles from './cut.module.css';

type Props = {
  src: string | null;
  deleted: readonly Range[];
  segments: readonly Segment[];
  /** Quarter turns of the whole video. */
  turns: number;
  inserts: readonly InsertPoint[];
  insertUrls: Record<string, string>;
  onTime: (time: number) => void;
};

/** A CSS turn of the picture; a quarter turn is scaled to fit the 16:9 box. */
const turnStyle = (turns: number) => (turns % 4 ? { transform: `rotate(${(turns % 4) * 90}deg)${turns % 2 ? ' scale(0.5625)' : ''}` } : undefined);

/** An inserted clip's URL played from its head trim (a media fragment); its tail trim ends it (onTimeUpdate). */
const clipSource = (url: string | undefined, insert: InsertPoint) => (url && insert.from > 0 ? `${url}#t=${insert.from}` : url);

/**
 * The preview: the current video playing the edit without rendering — deleted and trimmed ranges
 * skipped, rotations shown by turning the picture, and inserted clips played in order where they
 * go (the video pauses, the clips play in a second player above it, then the video goes on).
 */
export const CutPreview = forwardRef<HTMLVideoElement, Props>(function CutPreview({ src, deleted, segments, turns, inserts, insertUrls, onTime }, ref) {
  const t = useTranslations('advancedEditor.cut');
  const [queue, setQueue] = useState<InsertPoint[]>([]);
  const [clipTurns, setClipTurns] = useState(0);
  const inserted = useRef<HTMLVideoElement>(null);
  const playing = queue[0];

  useEffect(() => {
    const video = ref && typeof ref === 'object' ? ref.current : null;
    if (!video) return;
    let frame = 0;
    let reported = -1;
    let last = video.currentTime;
    // Playing from a step's start plays the clips inserted before it first.
    const onPlay = () => (last = video.currentTime - 0.001);
    video.addEventListener('play', onPlay);
    // requestAnimationFrame rather than timeupdate (4 per second): a short cut must not be heard.
    const tick = () => {
      const next = skipDeleted(video.currentTime, deleted);
      if (next !== video.currentTime && !video.paused) video.currentTime = next;
      if (!video.paused) {
        const due = crossedInserts(inserts, last, next).filter((p) => insertUrls[p.uploadId]);
        if (due.length) {
          video.pause();
          setQueue(due);
        }
      }
      last = next;
      // The playhead moves in tenths of a second: no re-render of the editor on every frame.
      if (Math.abs(video.currentTime - reported) >= 0.1) {
        onTime((reported = video.currentTime));
        setClipTurns(clipTurnsAt(segments, video.currentTime));
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      video.removeEventListener('play', onPlay);
    };
  }, [ref, deleted, segments, inserts, insertUrls, onTime]);

  useEffect(() => {
    if (playing) void inserted.current?.play().catch(() => undefined);
  }, [playing]);
  const finishInsert = () => {
    const rest = queue.slice(1);
    setQueue(rest);
    const video = ref && typeof ref === 'object' ? ref.current : null;
    if (!rest.length && video) void video.play().catch(() => undefined);
  };

  // A tail trim ends the clip early: paused first, so no later time update finishes it twice.
  const endAtTrim = (clip: HTMLVideoElement) => {
    if (!playing || playing.to === null || clip.paused || clip.currentTime < playing.to) return;
    clip.pause();
    finishInsert();
  };

  if (!src) return <p className={styles.preview}>{t('noVideo')}</p>;
  return (
    <div className={styles.previewBox}>
      <video ref={ref} className={styles.preview} style={turnStyle(turns + clipTurns)} src={src} controls preload="metadata" aria-label={t('preview')} />
      {playing && (
        <div className={styles.insertPlayer}>
          <video key={`${playing.uploadId}-${queue.length}`} ref={inserted} className={styles.preview} style={turnStyle(turns + playing.turns)} src={clipSource(insertUrls[playing.uploadId], playing)} controls
            aria-label={t('insertPreview')} onEnded={finishInsert} onTimeUpdate={(e) => endAtTrim(e.currentTarget)} />
          <button type="button" className={styles.skipInsert} onClick={finishInsert}>{t('skipInsert')}</button>
        </div>
      )}
    </div>
  );
});
