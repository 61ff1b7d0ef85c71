'use client';

import { useState } from 'react';
import { preferredSubtitle } from '@/lib/player/preferences';
import { DEFAULT_QUALITY, qualityForDownlink, type Quality } from '@/lib/player/quality';
import { nextRepeatMode, repeatAfterAutoPlay, type RepeatMode } from '@/lib/player/repeat';
import type { PlayerWorkflowDto } from '@/lib/player/schema';
import { setVolume, toggleMute } from '@/lib/player/volume';
import { savePreferences, usePlayerPreferences } from './player-preferences';
import { useMediaSettings } from './use-media-settings';

type Connection = { downlink?: number };

/**
 * The settings popup's state (auto-play, subtitles, quality, speed) plus repeat and volume, applied
 * to the video. Speed, volume, mute and subtitles are the viewer's kept choices (player-preferences.ts):
 * they hold across steps, quality switches and visits. Quality, auto-play and repeat last for this player.
 */
export function usePlayerSettings(video: HTMLVideoElement | null, workflow: PlayerWorkflowDto, locale: string, singleStep: boolean, startMuted = false) {
  const preferences = usePlayerPreferences();
  // The single-step player has auto-next off (spec 02 §2).
  const [autoPlay, setAutoPlayState] = useState(!singleStep);
  const [repeat, setRepeat] = useState<RepeatMode>('disabled');
  // The connection estimate exists only in the browser (the server renders the default).
  const [quality, setQuality] = useState<Quality>(() =>
    typeof navigator === 'undefined' ? DEFAULT_QUALITY : qualityForDownlink((navigator as Navigator & { connection?: Connection }).connection?.downlink),
  );
  // Muted by the autoplay rules, not by the viewer: the player offers the sound back, and it is never kept.
  const [autoMuted, setAutoMuted] = useState(startMuted);
  const volume = { volume: preferences.volume, muted: preferences.muted || autoMuted };
  const subtitle = preferredSubtitle(preferences.subtitle, {
    locale,
    available: workflow.subtitles.map((s) => s.languageCode),
    workflowLanguage: workflow.languageCode,
  });
  useMediaSettings(video, { rate: preferences.speed, volume: volume.volume, muted: volume.muted, subtitle });

  return {
    autoPlay,
    repeat,
    quality,
    speed: preferences.speed,
    volume,
    autoMuted: autoMuted && !preferences.muted,
    subtitle,
    setQuality,
    setSpeed: (speed: number) => savePreferences({ speed }),
    setSubtitle: (code: string | null) => savePreferences({ subtitle: code }),
    setAutoPlay(on: boolean) {
      setAutoPlayState(on);
      setRepeat((mode) => repeatAfterAutoPlay(mode, on));
    },
    cycleRepeat: () => setRepeat((mode) => nextRepeatMode(mode, singleStep)),
    setRepeat,
    changeVolume: (value: number) => {
      setAutoMuted(false);
      savePreferences(setVolume(value));
    },
    toggleMute: () => {
      setAutoMuted(false);
      savePreferences(toggleMute(volume));
    },
    /** The browser refused to start with sound: play muted rather than not at all. */
    forceMuted: () => setAutoMuted(true),
  };
}

export type PlayerSettings = ReturnType<typeof usePlayerSettings>;
