'use client';
import { useTranslations } from '@/lib/i18n/client';
import { TTS } from '@/lib/tts/constants';
import type { Speed } from '@/lib/tts/schema';

const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/** Speed 1 by default, automatic to fit the block, or -1 shown as "mixed" for a selection of different speeds. */
export function SpeedSelect({ label, value, onChange }: { label: string; value: Speed | typeof TTS.mixedSpeed; onChange: (speed: Speed) => void }) {
  const t = useTranslations('advancedEditor.voiceOver');
  return (
    <label>
      {label}{' '}
      <select value={String(value)} onChange={(e) => onChange(e.target.value === 'auto' ? 'auto' : Number(e.target.value))}>
        {value === TTS.mixedSpeed ? <option value={String(TTS.mixedSpeed)} disabled>{t('mixed')}</option> : null}
        <option value="auto">{t('auto')}</option>
        {SPEEDS.map((s) => (
          <option key={s} value={String(s)}>{`${s}×`}</option>
        ))}
      </select>
    </label>
  );
}
