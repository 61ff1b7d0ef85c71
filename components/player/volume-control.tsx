'use client';

import { useTranslations } from '@/lib/i18n/client';
import { VOLUME_STEP } from '@/lib/player/volume';
import { Icon } from './icons';
import styles from './player.module.css';
import type { PlayerSettings } from './use-player-settings';

/** Mute button and a 0–1 slider in 0.1 steps (non-touch desktop only). */
export function VolumeControl({ settings }: { settings: PlayerSettings }) {
  const t = useTranslations('player');
  const { volume, muted } = settings.volume;
  const silent = muted || volume === 0;
  return (
    <span className={styles.volume}>
      <button type="button" className={styles.btn} aria-label={silent ? t('unmute') : t('mute')} title={silent ? t('unmute') : t('mute')} onClick={settings.toggleMute}>
        <Icon name={silent ? 'muted' : 'volume'} />
      </button>
      <input
        type="range"
        min={0}
        max={1}
        step={VOLUME_STEP}
        value={muted ? 0 : volume}
        aria-label={t('volume')}
        onChange={(e) => settings.changeVolume(Number(e.target.value))}
      />
    </span>
  );
}
