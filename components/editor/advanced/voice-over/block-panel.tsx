'use client';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workflows/create/use-message';
import { useTranslations } from '@/lib/i18n/client';
import type { BlockStatus } from '@/lib/tts/blocks';
import type { AudioSourceDto, Speed, TtsBlock, VoiceOverDto } from '@/lib/tts/schema';
import { SpeedSelect } from './speed-select';
import styles from './voice-over.module.css';

type Props = {
  block: TtsBlock;
  status: BlockStatus;
  source: AudioSourceDto | undefined;
  voices: VoiceOverDto['voices'];
  busy: boolean;
  onChange: (patch: Partial<Pick<TtsBlock, 'text' | 'voice' | 'startTime' | 'endTime'>> & { speed?: Speed }) => void;
  onGenerate: () => void;
  onRetry: () => void;
  onPlay: () => void;
  onDelete: () => void;
};

const WORKING: BlockStatus[] = ['pending', 'processing'];

/** The selected block's fields, its status (and progress while generating), and its actions. */
export function BlockPanel({ block, status, source, voices, busy, onChange, onGenerate, onRetry, onPlay, onDelete }: Props) {
  const t = useTranslations('advancedEditor.voiceOver');
  const message = useMessage();
  const working = WORKING.includes(status);
  const playable = source?.status === 'completed' && Boolean(source.speechURL);
  return (
    <section className={styles.panel} aria-label={t('blockLabel', { start: block.startTime.toFixed(2), end: block.endTime.toFixed(2), text: block.text || t('emptyText') })}>
      <label>
        {t('text')}
        <textarea value={block.text} maxLength={2000} onChange={(e) => onChange({ text: e.target.value })} />
      </label>
      <div className={styles.row}>
        <label>
          {t('voice')}{' '}
          <select value={block.voice} onChange={(e) => onChange({ voice: e.target.value })}>
            {voices.map((v) => (
              <option key={v.id} value={v.id}>{`${v.label} (${v.gender}, ${v.provider === 'espeak' ? 'eSpeak NG' : 'OpenAI'})`}</option>
            ))}
          </select>
        </label>
        <SpeedSelect label={t('speed')} value={block.speed} onChange={(speed) => onChange({ speed })} />
        <label>
          {t('start')}{' '}
          <input className={styles.num} type="number" min={0} step={0.01} value={block.startTime} onChange={(e) => onChange({ startTime: Number(e.target.value) })} />
        </label>
        <label>
          {t('end')}{' '}
          <input className={styles.num} type="number" min={0} step={0.01} value={block.endTime} onChange={(e) => onChange({ endTime: Number(e.target.value) })} />
        </label>
      </div>
      <p role="status" data-status={status}>
        {t(`status.${status}`)}
        {source?.duration != null && status !== 'failure' ? ` · ${t('duration', { seconds: source.duration.toFixed(2) })}` : ''}
        {status === 'failure' && source?.failure ? ` ${message(source.failure)}` : ''}
      </p>
      {working ? <progress aria-label={t('progress')} /> : null}
      <div className={styles.row}>
        <Button type="button" onClick={onGenerate} busy={busy || working}>
          {t('generate')}
        </Button>
        {status === 'failure' ? (
          <Button type="button" variant="secondary" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : null}
        <Button type="button" variant="secondary" onClick={onPlay} disabled={!playable}>
          {status === 'playing' ? t('stop') : t('play')}
        </Button>
        <Button type="button" variant="danger" onClick={onDelete}>
          {t('delete')}
        </Button>
      </div>
    </section>
  );
}
