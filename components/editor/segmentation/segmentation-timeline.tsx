'use client';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import { formatDuration } from '@/components/workflows/format';
import { useTranslations } from '@/lib/i18n/client';
import { allowedMoves, stepEnd, type DraftStep } from '@/lib/editor/segmentation/model';
import { pixelsPerSecond, tickTimes, zoomLevels } from '@/lib/editor/segmentation/timeline';
import styles from './segmentation.module.css';

type Props = {
  steps: readonly DraftStep[];
  duration: number;
  candidates: readonly number[];
  selected: number;
  onSelect: (index: number) => void;
  onMoveBoundary: (index: number, time: number) => void;
  disabled: boolean;
};

const clock = (seconds: number) => formatDuration(seconds) ?? '0:00';
const nearest = (times: readonly number[], target: number) => times.reduce((best, t) => (Math.abs(t - target) < Math.abs(best - target) ? t : best), times[0]);

/**
 * The steps on a timeline with the spec's zoom tiers. Every boundary is a slider: arrow keys move
 * it to the previous or next sentence edge (Home/End to the farthest allowed), a pointer drags it;
 * both land only where segmentationProblem allows (sentence edges, minimum step length).
 */
export function SegmentationTimeline({ steps, duration, candidates, selected, onSelect, onMoveBoundary, disabled }: Props) {
  const t = useTranslations('segmentationEditor');
  const levels = zoomLevels(duration);
  const [zoom, setZoom] = useState(0);
  const [width, setWidth] = useState(960);
  const box = useRef<HTMLDivElement>(null);
  const level = levels[Math.min(zoom, levels.length - 1)];

  useEffect(() => {
    const measure = () => setWidth(box.current?.clientWidth ?? window.innerWidth);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  const pps = pixelsPerSecond(level, width);
  const x = (seconds: number) => seconds * pps;

  const onKey = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    const moves = allowedMoves(steps, index, candidates, duration);
    if (!moves.length || disabled) return;
    const at = steps[index].start;
    const earlier = moves.filter((m) => m < at);
    const later = moves.filter((m) => m > at);
    let next: number | undefined;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') next = earlier.at(-1);
    else if (event.key === 'ArrowRight' || event.key === 'ArrowUp') next = later[0];
    else if (event.key === 'Home') next = moves[0];
    else if (event.key === 'End') next = moves.at(-1);
    else return;
    event.preventDefault();
    if (next !== undefined) onMoveBoundary(index, next);
  };

  const onPointerDown = (index: number) => (event: PointerEvent<HTMLDivElement>) => {
    if (disabled) return;
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const track = handle.parentElement!;
    const move = (e: globalThis.PointerEvent) => {
      const moves = allowedMoves(steps, index, candidates, duration);
      if (!moves.length) return;
      const seconds = (e.clientX - track.getBoundingClientRect().left) / pps;
      const next = nearest(moves, seconds);
      if (next !== steps[index].start) onMoveBoundary(index, next);
    };
    const up = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
  };

  return (
    <section className={styles.timelineBox} aria-label={t('timelineLabel')}>
      <div className={styles.toolbar}>
        <Button type="button" variant="secondary" onClick={() => setZoom((z) => Math.max(0, z - 1))} disabled={zoom === 0}>
          {t('zoomOut')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setZoom((z) => Math.min(levels.length - 1, z + 1))} disabled={zoom >= levels.length - 1}>
          {t('zoomIn')}
        </Button>
        <span className={styles.muted} aria-live="polite">
          {t('zoomLevel', { window: clock(level.max), tick: level.unit === 'min' ? t('minutes', { count: level.time / 60 }) : t('seconds', { count: level.time }) })}
        </span>
      </div>
      <div className={styles.scroller} ref={box}>
        <div className={styles.track} style={{ width: `${Math.max(width, x(duration))}px` }}>
          <div className={styles.ticks} aria-hidden="true">
            {tickTimes(level, duration).map((time) => (
              <span key={time} className={styles.tick} style={{ left: `${x(time)}px` }}>
                {clock(time)}
              </span>
            ))}
          </div>
          {steps.map((step, index) => {
            const end = stepEnd(steps, index, duration);
            return (
              <button
                key={`${step.start}-${index}`}
                type="button"
                className={styles.block}
                style={{ left: `${x(step.start)}px`, width: `${Math.max(4, x(end - step.start) - 2)}px` }}
                aria-current={index === selected}
                onClick={() => onSelect(index)}
              >
                {t('stepBlock', { number: index + 1, title: step.title || t('untitled') })}
                <span className="visually-hidden"> {t('stepRange', { from: clock(step.start), to: clock(end) })}</span>
              </button>
            );
          })}
          {steps.slice(1).map((step, i) => {
            const index = i + 1;
            const moves = allowedMoves(steps, index, candidates, duration);
            return (
              <div
                key={`handle-${index}`}
                role="slider"
                tabIndex={disabled ? -1 : 0}
                className={styles.handle}
                style={{ left: `${x(step.start)}px` }}
                aria-label={t('boundaryLabel', { number: index + 1 })}
                aria-valuemin={moves[0] ?? step.start}
                aria-valuemax={moves.at(-1) ?? step.start}
                aria-valuenow={step.start}
                aria-valuetext={clock(step.start)}
                aria-disabled={disabled || undefined}
                onKeyDown={onKey(index)}
                onPointerDown={onPointerDown(index)}
              />
            );
          })}
        </div>
      </div>
      <p className={styles.muted}>{t('timelineHelp')}</p>
    </section>
  );
}
