/** Volume (spec 02 §2/§4): 0 to 1 in 0.1 steps; 0 means muted; unmuting at 0 sets 0.5. */
export const VOLUME_STEP = 0.1;
export const DEFAULT_UNMUTE_VOLUME = 0.5;

export type VolumeState = { volume: number; muted: boolean };

export const snapVolume = (value: number) => Math.round(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)) / VOLUME_STEP) / 10;

export function setVolume(value: number): VolumeState {
  const volume = snapVolume(value);
  return { volume, muted: volume === 0 };
}

export function toggleMute({ volume, muted }: VolumeState): VolumeState {
  if (!muted && volume > 0) return { volume, muted: true };
  return { volume: volume > 0 ? volume : DEFAULT_UNMUTE_VOLUME, muted: false };
}
