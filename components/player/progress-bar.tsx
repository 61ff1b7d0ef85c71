'use client';

import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { formatTime } from '@/lib/player/time';
import styles from './player.module.css';

type Props = { duration: number; time: number; onSeek: (to: number) => void; onDragStart: () => void; onDragEnd: () => void };

/** The step's progress: a slider; dragging pauses the video and resumes it after (spec 02 §4). */
export function ProgressBar({ duration, time, onSeek, onDragStart, onDragEnd }: Props) {
  const t = useTranslations('player');
  const [drag, setDrag] = useState<number | null>(null);
  const end = () => {
    if (drag !== null) onSeek(drag);
    setDrag(null);
    onDragEnd();
  };
  const value = drag ?? time;
  return (
    <input
      type="range"
      className={styles.progress}
      min={0}
      max={Math.max(0.1, duration)}
      step={0.1}
      value={Math.min(value, duration)}
      aria-label={t('seek')}
      aria-valuetext={`${formatTime(value)} / ${formatTime(duration)}`}
      onPointerDown={() => {
        setDrag(time);
        onDragStart();
      }}
      onPointerUp={end}
      onChange={(e) => {
        const to = Number(e.target.value);
        // Keyboard changes seek at once; pointer drags seek on release.
        if (drag === null) onSeek(to);
        else setDrag(to);
      }}
    />
  );
}
