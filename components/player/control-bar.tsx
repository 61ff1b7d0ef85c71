'use client';

import { useTranslations } from '@/lib/i18n/client';
import type { ReactNode } from 'react';
import { formatTime } from '@/lib/player/time';
import { Icon } from './icons';
import styles from './player.module.css';
import { ProgressBar } from './progress-bar';
import { VolumeControl } from './volume-control';
import type { PlayerEngine } from './use-player';
import type { Panel } from './panel-types';

export type BarFlags = {
  showSearch: boolean;
  showTheater: boolean;
  showVolume: boolean;
  showReactions: boolean;
  showToolbox: boolean;
  theater: boolean;
  fullscreen: boolean;
  attachmentCount: number;
};

type Props = {
  title: string;
  engine: PlayerEngine;
  flags: BarFlags;
  panel: Panel;
  reactions?: ReactNode;
  onPanel: (panel: Panel) => void;
  onTheater: () => void;
  onFullscreen: () => void;
  onToolbox: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
};

const REPEAT_LABEL = { disabled: 'repeatOff', workflow: 'repeatWorkflow', step: 'repeatStep' } as const;

/** The desktop and iframe control bar, in the spec's order (02 §2). */
export function ControlBar({ title, engine, flags, panel, reactions, onPanel, onTheater, onFullscreen, onToolbox, onDragStart, onDragEnd }: Props) {
  const t = useTranslations('player');
  const { state, settings } = engine;
  const toggle = (p: Exclude<Panel, null>) => onPanel(panel === p ? null : p);
  const btn = (label: string, icon: Parameters<typeof Icon>[0]['name'], onClick: () => void, extra: { pressed?: boolean; disabled?: boolean; children?: ReactNode } = {}) => (
    <button
      type="button"
      className={styles.btn}
      aria-label={label}
      // At the first and last step the previous/next tooltip is hidden (spec 02 §5).
      title={extra.disabled ? undefined : label}
      // Narrow videos drop the controls that do nothing there (player.module.css).
      data-control={icon}
      aria-pressed={extra.pressed}
      disabled={extra.disabled}
      onClick={onClick}
    >
      <Icon name={icon} />
      {extra.children}
    </button>
  );
  return (
    <div className={styles.bar} role="toolbar" aria-label={t('controls')}>
      <ProgressBar duration={state.duration || engine.step.duration} time={state.time} onSeek={engine.seek} onDragStart={onDragStart} onDragEnd={onDragEnd} />
      {/* One row of buttons: it wraps on wide videos and scrolls sideways on narrow ones (player.module.css). */}
      <div className={styles.barRow}>
        <span className={styles.barTitle} title={title}>
          {title}
        </span>
        {btn(t('stepMenu'), 'menu', () => toggle('menu'), { pressed: panel === 'menu' })}
        {btn(t('back5'), 'back5', engine.back)}
        {btn(t('previousStep'), 'previous', engine.previous, { disabled: !engine.hasPrevious })}
        {btn(state.paused ? t('play') : t('pause'), state.paused ? 'play' : 'pause', engine.togglePlay)}
        {btn(t('nextStep'), 'next', engine.next, { disabled: !engine.hasNext })}
        {btn(t('forward5'), 'forward5', engine.forward)}
        <span className={styles.time}>
          {formatTime(state.time)} / {formatTime(state.duration || engine.step.duration)}
        </span>
        <span className={styles.spacer} />
        {flags.showSearch && btn(t('search'), 'search', () => toggle('search'), { pressed: panel === 'search' })}
        {flags.showReactions && reactions}
        {flags.attachmentCount > 0 &&
          btn(t('attachmentsCount', { count: flags.attachmentCount }), 'clip', () => toggle('attachments'), {
            pressed: panel === 'attachments',
            children: <span className={styles.badge}>{flags.attachmentCount}</span>,
          })}
        {btn(t(REPEAT_LABEL[settings.repeat]), 'repeat', settings.cycleRepeat, { pressed: settings.repeat !== 'disabled', children: settings.repeat === 'step' ? <span className={styles.badge}>1</span> : null })}
        {flags.showVolume && <VolumeControl settings={settings} />}
        {btn(t('settings'), 'settings', () => toggle('settings'), { pressed: panel === 'settings' })}
        {flags.showToolbox && btn(t('toolbox'), 'panel', onToolbox)}
        {flags.showTheater && btn(flags.theater ? t('exitTheater') : t('theater'), 'theater', onTheater, { pressed: flags.theater })}
        {btn(flags.fullscreen ? t('exitFullscreen') : t('fullscreen'), flags.fullscreen ? 'exitFullscreen' : 'fullscreen', onFullscreen)}
      </div>
    </div>
  );
}
