'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { formatDuration } from '@/components/workflows/format';
import type { Segment } from '@/lib/editor/cut/segments';
import { pixelsPerSecond, timelineUnit, zoomBounds } from '@/lib/editor/cut/tiers';
import { clipsOf, type CutStep, type InsertPoint } from '@/lib/editor/cut/timeline';
import { Button } from '@/components/ui/button';
import styles from './cut.module.css';

export type ClipRef = { stepId: string; index: number };

type Props = {
  steps: readonly CutStep[];
  segments: readonly Segment[];
  duration: number;
  currentTime: number;
  selected: ClipRef | null;
  onSelect: (clip: ClipRef) => void;
  onSeek: (time: number) => void;
  inserts: readonly InsertPoint[];
  selectedInsert: number | null;
  onSelectInsert: (index: number) => void;
};

/** The zoomable timeline (spec 02 §9 tiers): a ruler, each step's clips, the playhead. */
export function CutTimeline({ steps, segments, duration, currentTime, selected, onSelect, onSeek, inserts, selectedInsert, onSelectInsert }: Props) {
  const t = useTranslations('advancedEditor.cut');
  const [zoom, setZoom] = useState(0);
  const [windowWidth, setWindowWidth] = useState(1280);
  useEffect(() => {
    const measure = () => setWindowWidth(window.innerWidth);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  const unit = timelineUnit(duration, zoom, windowWidth);
  const pps = pixelsPerSecond(unit);
  const bounds = zoomBounds(duration);
  const ticks = Array.from({ length: Math.floor(duration / unit.time) + 1 }, (_, i) => i * unit.time);
  return (
    <section className={styles.timeline} aria-labelledby="cut-timeline-heading">
      <div className={styles.timelineHead}>
        <h2 id="cut-timeline-heading">{t('timeline')}</h2>
        <Button type="button" variant="secondary" onClick={() => setZoom(zoom - 1)} disabled={zoom <= bounds.min}>{t('zoomOut')}</Button>
        <Button type="button" variant="secondary" onClick={() => setZoom(zoom + 1)} disabled={zoom >= bounds.max}>{t('zoomIn')}</Button>
      </div>
      <div className={inserts.length ? `${styles.track} ${styles.trackWithInserts}` : styles.track} style={{ width: Math.max(duration * pps, 200) }}>
        <div className={styles.ruler} aria-hidden="true" onClick={(e) => onSeek((e.clientX - e.currentTarget.getBoundingClientRect().left) / pps)}>
          {ticks.map((tick) => (
            <span key={tick} className={styles.tick} style={{ left: tick * pps }}>{formatDuration(tick)}</span>
          ))}
        </div>
        <ol className={styles.clips} aria-label={t('clips')}>
          {steps.flatMap((step, s) =>
            clipsOf(step, segments).map((clip) => {
              const active = selected?.stepId === step.id && selected.index === clip.index;
              return (
                <li key={`${step.id}-${clip.index}`} className={styles.clipItem} style={{ left: clip.start * pps, width: (clip.end - clip.start) * pps }}>
                  <button type="button" aria-pressed={active} className={clip.deleted ? styles.clipDeleted : styles.clip}
                    onClick={() => { onSelect({ stepId: step.id, index: clip.index }); onSeek(clip.start); }}>
                    {clip.index === 0 ? `${step.title || t('stepNumber', { number: s + 1 })} ` : ''}
                    <span className="visually-hidden">
                      {t('clipLabel', { step: s + 1, clip: clip.index + 1, start: formatDuration(clip.start) ?? '', end: formatDuration(clip.end) ?? '', deleted: String(clip.deleted) })}
                    </span>
                  </button>
                </li>
              );
            }),
          )}
        </ol>
        {inserts.length > 0 && (
          <ol className={styles.inserts} aria-label={t('insertedClips')}>
            {inserts.map((insert, i) => (
              <li key={`${insert.uploadId}-${i}`} className={styles.insertItem} style={{ left: insert.time * pps, width: Math.max(insert.duration * pps, 24) }}>
                <button type="button" aria-pressed={selectedInsert === i} className={styles.insertClip}
                  onClick={() => { onSelectInsert(i); onSeek(insert.time); }}>
                  {t('insertedShort')}
                  <span className="visually-hidden">
                    {t('insertLabel', { number: i + 1, position: insert.insertIndex + 1, length: formatDuration(insert.duration) ?? '' })}
                  </span>
                </button>
              </li>
            ))}
          </ol>
        )}
        <div className={styles.playhead} style={{ left: currentTime * pps }} aria-hidden="true" />
      </div>
    </section>
  );
}
