'use client';

import { useTranslations } from '@/lib/i18n/client';
import { availableQualities, PLAYBACK_SPEEDS, type Quality } from '@/lib/player/quality';
import type { PlayerWorkflowDto } from '@/lib/player/schema';
import styles from './player.module.css';
import type { PlayerSettings } from './use-player-settings';

type Props = {
  workflow: PlayerWorkflowDto;
  /** The current step: its video is what "download" saves. */
  step: PlayerWorkflowDto['steps'][number];
  renditions: string[];
  /** Not for gen2 accounts (lib/player/gen2.ts). */
  showQuality: boolean;
  settings: PlayerSettings;
  onSubtitle: (languageCode: string | null) => void;
  onQuality: (quality: Quality) => void;
  onClose: () => void;
};

/**
 * Auto-play, subtitles, quality (not for gen2 accounts) and speed; downloads of the step's video
 * (and the original for authors) when the organisation allows them. Escape closes it.
 */
export function SettingsPopup({ workflow, step, renditions, showQuality, settings, onSubtitle, onQuality, onClose }: Props) {
  const t = useTranslations('player');
  return (
    <div className={styles.popup} role="dialog" aria-label={t('settings')} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <h2>{t('settings')}</h2>
      <div className={styles.field}>
        <span id="player-autoplay">{t('autoPlay')}</span>
        <button
          type="button"
          role="switch"
          className={styles.switch}
          aria-checked={settings.autoPlay}
          aria-labelledby="player-autoplay"
          onClick={() => settings.setAutoPlay(!settings.autoPlay)}
        />
      </div>
      <label className={styles.field}>
        <span>{t('subtitles')}</span>
        <select value={settings.subtitle ?? ''} onChange={(e) => onSubtitle(e.target.value || null)}>
          <option value="">{t('subtitlesOff')}</option>
          {workflow.subtitles.map((s) => (
            <option key={s.languageCode} value={s.languageCode}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      {showQuality && (
        <label className={styles.field}>
          <span>{t('quality')}</span>
          <select value={settings.quality} onChange={(e) => onQuality(e.target.value as Quality)}>
            {availableQualities(renditions).map((q) => (
              <option key={q} value={q}>
                {q === 'auto' ? t('qualityAuto') : `${q}p`}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={styles.field}>
        <span>{t('speed')}</span>
        <select value={settings.speed} onChange={(e) => settings.setSpeed(Number(e.target.value))}>
          {PLAYBACK_SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s === 1 ? t('speedNormal') : `${s}×`}
            </option>
          ))}
        </select>
      </label>
      {workflow.permissions.downloads && (
        <ul className={styles.downloads} aria-label={t('downloads')}>
          {step.startVideoUrl && (
            <li>
              <a href={`/api/v1/workflows/${workflow.id}/steps/${step.id}/download`} download>
                {t('downloadStep')}
              </a>
            </li>
          )}
          {workflow.canEdit && (
            <li>
              <a href={`/api/v1/workflows/${workflow.id}/download`} download>
                {t('downloadOriginal')}
              </a>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
