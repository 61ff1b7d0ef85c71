'use client';

import { useEffect, useRef } from 'react';
import { applyMediaSettings, type MediaSettings } from './video-dom';

/**
 * The one place where the viewer's settings reach the <video>: when they change, when the element
 * changes, and whenever its media changes under them — a new source (step change, quality switch,
 * the native start handing over to hls.js) and new subtitle <track>s (every step has its own).
 */
export function useMediaSettings(video: HTMLVideoElement | null, settings: MediaSettings) {
  const latest = useRef(settings);
  const { rate, volume, muted, subtitle } = settings;

  useEffect(() => {
    latest.current = { rate, volume, muted, subtitle };
    if (video) applyMediaSettings(video, latest.current);
  }, [video, rate, volume, muted, subtitle]);

  useEffect(() => {
    if (!video) return;
    const reapply = () => applyMediaSettings(video, latest.current);
    const tracks = video.textTracks;
    video.addEventListener('loadstart', reapply);
    video.addEventListener('loadedmetadata', reapply);
    tracks.addEventListener('addtrack', reapply);
    return () => {
      video.removeEventListener('loadstart', reapply);
      video.removeEventListener('loadedmetadata', reapply);
      tracks.removeEventListener('addtrack', reapply);
    };
  }, [video]);
}
