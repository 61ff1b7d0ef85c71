'use client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslations } from '@/lib/i18n/client';
import { selectionSpeed, timelineItems } from '@/lib/tts/blocks';
import type { Speed, TtsBlock } from '@/lib/tts/schema';
import { SpeedSelect } from './speed-select';
import styles from './voice-over.module.css';

type Props = {
  index: number;
  step: { id: string; title: string; duration: number };
  blocks: TtsBlock[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
  onAdd: (at: number) => boolean;
  onSpeedAll: (speed: Speed) => void;
};

const pct = (value: number, total: number) => `${total > 0 ? (value / total) * 100 : 0}%`;

/** One step's blocks on a simple timeline, with the gaps over 1 s marked as pauses (spec 02 §9). */
export function StepTrack({ index, step, blocks, selectedKey, onSelect, onAdd, onSpeedAll }: Props) {
  const t = useTranslations('advancedEditor.voiceOver');
  const [at, setAt] = useState(() => blocks.reduce((end, b) => Math.max(end, b.endTime), 0));
  const [noRoom, setNoRoom] = useState(false);
  const headingId = `vo-step-${step.id}`;
  return (
    <section className={styles.step} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('stepHeading', { index: index + 1, title: step.title })}</h3>
      <ol className={styles.track} aria-label={t('timeline', { title: step.title, duration: step.duration.toFixed(1) })}>
        {timelineItems(blocks, step.duration).map((item) =>
          item.kind === 'pause' ? (
            <li key={`p${item.start}`} className={styles.pause} style={{ left: pct(item.start, step.duration), width: pct(item.end - item.start, step.duration) }}>
              {t('pause', { seconds: (item.end - item.start).toFixed(1) })}
            </li>
          ) : (
            <li key={item.block.key} className={styles.block} style={{ left: pct(item.block.startTime, step.duration), width: pct(item.block.endTime - item.block.startTime, step.duration) }}>
              <button type="button" aria-pressed={item.block.key === selectedKey} onClick={() => onSelect(item.block.key)}>
                {t('blockLabel', { start: item.block.startTime.toFixed(2), end: item.block.endTime.toFixed(2), text: item.block.text.trim() || t('emptyText') })}
              </button>
            </li>
          ),
        )}
      </ol>
      <div className={styles.row}>
        <label>
          {t('addAt')}{' '}
          <input className={styles.num} type="number" min={0} max={step.duration} step={0.1} value={at} onChange={(e) => setAt(Number(e.target.value))} />
        </label>
        <Button type="button" variant="secondary" onClick={() => setNoRoom(!onAdd(at))}>
          {t('add')}
        </Button>
        {blocks.length > 0 ? <SpeedSelect label={t('stepSpeed')} value={selectionSpeed(blocks)} onChange={onSpeedAll} /> : null}
      </div>
      {noRoom ? <p role="alert">{t('noRoom')}</p> : null}
    </section>
  );
}
