/**
 * Writes to the <video> element. Kept outside the hooks: the element is React state there, and
 * these are DOM side effects, not state changes.
 */
export type MediaSettings = { rate: number; volume: number; muted: boolean; subtitle: string | null };

export const applyVolume = (video: HTMLVideoElement, volume: number, muted: boolean) => {
  video.volume = volume;
  video.muted = muted;
};

export const applyTime = (video: HTMLVideoElement, seconds: number) => {
  video.currentTime = seconds;
};

/** The chosen language's track is 'hidden' (the browser times it, we draw its cues); every other is off. */
export const applyTrackModes = (video: HTMLVideoElement, language: string | null) => {
  for (const track of Array.from(video.textTracks)) track.mode = language !== null && track.language === language ? 'hidden' : 'disabled';
};

export const findTrack = (video: HTMLVideoElement, language: string | null): TextTrack | null =>
  language === null ? null : (Array.from(video.textTracks).find((t) => t.language === language) ?? null);

/**
 * Every viewer setting the element holds. A new source (hls.js attaching, a native `src`, a
 * `load()`) runs the media load algorithm, which resets `playbackRate` to `defaultPlaybackRate`:
 * setting both keeps the speed through step and quality changes.
 */
export function applyMediaSettings(video: HTMLVideoElement, { rate, volume, muted, subtitle }: MediaSettings) {
  video.defaultPlaybackRate = rate;
  if (video.playbackRate !== rate) video.playbackRate = rate;
  if (video.volume !== volume || video.muted !== muted) applyVolume(video, volume, muted);
  applyTrackModes(video, subtitle);
}
