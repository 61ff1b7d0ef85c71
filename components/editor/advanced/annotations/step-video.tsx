'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { useHls } from '@/components/player/use-hls';
import { applyTime } from '@/components/player/video-dom';
import { formatTime } from '@/lib/player/time';
import { useTranslations } from '@/lib/i18n/client';
import styles from './annotations.module.css';

type Props = { src: string | null; duration: number; time: number; onTime: (seconds: number) => void; frameRef: (el: HTMLElement | null) => void; children: ReactNode };

/** The step's video under the canvas, with its own play button and time slider (the canvas covers the video). */
export function StepVideo({ src, duration, time, onTime, frameRef, children }: Props) {
  const t = useTranslations('advancedEditor.annotations');
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [paused, setPaused] = useState(true);
  const hls = useHls(video, src, null);
  useEffect(() => {
    if (!video) return;
    const tick = () => onTime(Math.round(video.currentTime * 100) / 100);
    const play = () => setPaused(video.paused);
    video.addEventListener('timeupdate', tick);
    video.addEventListener('seeked', tick);
    video.addEventListener('play', play);
    video.addEventListener('pause', play);
    return () => {
      video.removeEventListener('timeupdate', tick);
      video.removeEventListener('seeked', tick);
      video.removeEventListener('play', play);
      video.removeEventListener('pause', play);
    };
  }, [video, onTime]);
  const seek = (seconds: number) => {
    if (video) applyTime(video, seconds);
    onTime(seconds);
  };
  return (
    <>
      <div ref={frameRef} className={styles.frame} data-testid="annotation-stage">
        <video ref={setVideo} className={styles.video} playsInline preload="metadata" muted aria-hidden="true" tabIndex={-1} />
        {hls.failed || !src ? <p className={styles.videoNote}>{t('noVideo')}</p> : null}
        {children}
      </div>
      <div className={styles.transport}>
        <button type="button" className={styles.small} onClick={() => (video?.paused ? void video.play().catch(() => undefined) : video?.pause())} disabled={!video || !src}>
          {paused ? t('play') : t('pause')}
        </button>
        <input type="range" min={0} max={Math.max(duration, 0.01)} step={0.01} value={Math.min(time, duration)} onChange={(e) => seek(Number(e.target.value))} aria-label={t('playhead')} aria-valuetext={formatTime(time)} />
        <output aria-label={t('currentTime')} data-testid="annotation-time">
          {formatTime(time)} / {formatTime(duration)}
        </output>
      </div>
    </>
  );
}
