'use client';

import { useEffect, useState } from 'react';
import { DEFAULT_QUALITY, qualityForDownlink, type Quality } from '@/lib/player/quality';
import { nextRepeatMode, repeatAfterAutoPlay, type RepeatMode } from '@/lib/player/repeat';
import type { PlayerWorkflowDto } from '@/lib/player/schema';
import { defaultSubtitleLanguage } from '@/lib/player/subtitles';
import { setVolume, toggleMute, type VolumeState } from '@/lib/player/volume';
import { applyRate, applyVolume } from './video-dom';

type Connection = { downlink?: number };

/** The settings popup's state (auto-play, subtitles, quality, speed) plus repeat and volume, applied to the video. */
export function usePlayerSettings(video: HTMLVideoElement | null, workflow: PlayerWorkflowDto, locale: string, singleStep: boolean, startMuted = false) {
  // The single-step player has auto-next off (spec 02 §2).
  const [autoPlay, setAutoPlayState] = useState(!singleStep);
  const [repeat, setRepeat] = useState<RepeatMode>('disabled');
  // The connection estimate exists only in the browser (the server renders the default).
  const [quality, setQuality] = useState<Quality>(() =>
    typeof navigator === 'undefined' ? DEFAULT_QUALITY : qualityForDownlink((navigator as Navigator & { connection?: Connection }).connection?.downlink),
  );
  const [speed, setSpeed] = useState(1);
  const [volume, setVolumeState] = useState<VolumeState>({ volume: 1, muted: startMuted });
  // Muted by the autoplay rules, not by the viewer: the player offers the sound back.
  const [autoMuted, setAutoMuted] = useState(startMuted);
  const [subtitle, setSubtitle] = useState<string | null>(() =>
    defaultSubtitleLanguage(locale, workflow.subtitles.map((s) => s.languageCode), workflow.languageCode),
  );

  useEffect(() => {
    if (video) applyRate(video, speed);
  }, [video, speed]);

  useEffect(() => {
    if (video) applyVolume(video, volume.volume, volume.muted);
  }, [video, volume]);

  return {
    autoPlay,
    repeat,
    quality,
    speed,
    volume,
    autoMuted: autoMuted && volume.muted,
    subtitle,
    setQuality,
    setSpeed,
    setSubtitle,
    setAutoPlay(on: boolean) {
      setAutoPlayState(on);
      setRepeat((mode) => repeatAfterAutoPlay(mode, on));
    },
    cycleRepeat: () => setRepeat((mode) => nextRepeatMode(mode, singleStep)),
    setRepeat,
    changeVolume: (value: number) => {
      setAutoMuted(false);
      setVolumeState(setVolume(value));
    },
    toggleMute: () => {
      setAutoMuted(false);
      setVolumeState((v) => toggleMute(v));
    },
    /** The browser refused to start with sound: play muted rather than not at all. */
    forceMuted: () => {
      setAutoMuted(true);
      setVolumeState((v) => ({ ...v, muted: true }));
    },
  };
}

export type PlayerSettings = ReturnType<typeof usePlayerSettings>;
