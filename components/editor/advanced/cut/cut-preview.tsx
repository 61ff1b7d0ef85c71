'use client';
import { forwardRef, useEffect } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { skipDeleted, type Range } from '@/lib/editor/cut/segments';
import styles from './cut.module.css';

type Props = { src: string | null; deleted: readonly Range[]; onTime: (time: number) => void };

/** The preview: the current video playing the edit without rendering — deleted ranges are skipped. */
export const CutPreview = forwardRef<HTMLVideoElement, Props>(function CutPreview({ src, deleted, onTime }, ref) {
  const t = useTranslations('advancedEditor.cut');
  useEffect(() => {
    const video = ref && typeof ref === 'object' ? ref.current : null;
    if (!video) return;
    let frame = 0;
    let reported = -1;
    // requestAnimationFrame rather than timeupdate (4 per second): a short cut must not be heard.
    const tick = () => {
      const next = skipDeleted(video.currentTime, deleted);
      if (next !== video.currentTime && !video.paused) video.currentTime = next;
      // The playhead moves in tenths of a second: no re-render of the editor on every frame.
      if (Math.abs(video.currentTime - reported) >= 0.1) onTime((reported = video.currentTime));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [ref, deleted, onTime]);
  if (!src) return <p className={styles.preview}>{t('noVideo')}</p>;
  return <video ref={ref} className={styles.preview} src={src} controls preload="metadata" aria-label={t('preview')} />;
});
