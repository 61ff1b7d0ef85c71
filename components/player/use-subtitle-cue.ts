'use client';

import { useEffect, useState } from 'react';
import { findTrack } from './video-dom';

/**
 * The text of the subtitle cue showing now. The <track> of the chosen language is 'hidden' (the
 * browser loads and times it; use-media-settings.ts sets the modes) and we draw the cue ourselves,
 * so it stays above the controls and readable in every mode.
 */
export function useSubtitleCue(video: HTMLVideoElement | null, language: string | null, stepId: string): string {
  const key = `${stepId}|${language ?? ''}`;
  const [cue, setCue] = useState({ key, text: '' });
  useEffect(() => {
    if (!video) return;
    const track = findTrack(video, language);
    if (!track) return;
    const read = () => setCue({ key, text: (Array.from(track.activeCues ?? []) as VTTCue[]).map((c) => c.text).join('\n') });
    track.addEventListener('cuechange', read);
    return () => track.removeEventListener('cuechange', read);
  }, [video, language, key]);
  // A cue of the previous step or language is never shown.
  return cue.key === key ? cue.text : '';
}
