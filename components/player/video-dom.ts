/**
 * Writes to the <video> element. Kept outside the hooks: the element is React state there, and
 * these are DOM side effects, not state changes.
 */
export const applyRate = (video: HTMLVideoElement, rate: number) => {
  video.playbackRate = rate;
};

export const applyVolume = (video: HTMLVideoElement, volume: number, muted: boolean) => {
  video.volume = volume;
  video.muted = muted;
};

export const applyTime = (video: HTMLVideoElement, seconds: number) => {
  video.currentTime = seconds;
};

export const applyTrackModes = (video: HTMLVideoElement, language: string | null): TextTrack | null => {
  let active: TextTrack | null = null;
  for (const track of Array.from(video.textTracks)) {
    const chosen = language !== null && track.language === language;
    track.mode = chosen ? 'hidden' : 'disabled';
    if (chosen) active = track;
  }
  return active;
};
