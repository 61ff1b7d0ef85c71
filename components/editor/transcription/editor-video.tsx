'use client';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useHls } from '@/components/player/use-hls';
import type { EditorStepDto } from '@/lib/editor/transcription/editor-data';
import { useTranslations } from '@/lib/i18n/client';
import styles from './transcription-editor.module.css';

export type EditorVideoHandle = { playAt: (seconds: number) => void };

/** The step holding a source time (the last one when past the end). */
function stepAt(steps: readonly EditorStepDto[], seconds: number) {
  const i = steps.findIndex((s) => seconds < s.endTime);
  return i < 0 ? Math.max(0, steps.length - 1) : i;
}

/**
 * The workflow's video for the editor: the steps' HLS streams through the player's own hls.js
 * hook; `playAt(t)` opens the step holding source time t and plays from there.
 */
export const EditorVideo = forwardRef<EditorVideoHandle, { steps: EditorStepDto[] }>(function EditorVideo({ steps }, ref) {
  const t = useTranslations('transcriptionEditor');
  const playable = steps.filter((s) => s.hlsUrl);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [index, setIndex] = useState(0);
  const pending = useRef<number | null>(null);
  const step = playable[index] ?? null;
  const hls = useHls(video, step?.hlsUrl ?? null, null);

  const seekPending = useCallback(() => {
    if (!video || pending.current === null || !step) return;
    video.currentTime = Math.max(0, pending.current - step.startTime);
    pending.current = null;
    void video.play().catch(() => undefined);
  }, [video, step]);

  useEffect(() => {
    if (!video) return;
    video.addEventListener('loadedmetadata', seekPending);
    return () => video.removeEventListener('loadedmetadata', seekPending);
  }, [video, seekPending]);

  useImperativeHandle(
    ref,
    () => ({
      playAt(seconds) {
        const next = stepAt(playable, seconds);
        pending.current = seconds;
        if (next === index && video && video.readyState >= 1) seekPending();
        else setIndex(next);
      },
    }),
    [playable, index, video, seekPending],
  );

  if (!playable.length) return <p className={styles.muted}>{t('noVideo')}</p>;
  return (
    <div className={styles.video}>
      {/* Subtitles are what is being edited below; the video itself carries none. */}
      <video ref={setVideo} controls playsInline preload="metadata" aria-label={t('videoLabel')} />
      {hls.failed ? <p className={styles.muted}>{t('videoFailed')}</p> : null}
    </div>
  );
});
