/** Spec 02 §9: back/forward skip 5 s; §5: back clamps at 0, forward at the step's duration. */
export const SKIP_SECONDS = 5;

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));

/** Where back 5 s (delta −5) or forward 5 s (+5) lands in a step of `duration` seconds. */
export const skipTarget = (current: number, delta: number, duration: number) => clamp(current + delta, 0, Math.max(0, duration));

const two = (n: number) => String(n).padStart(2, '0');

/** mm:ss (h:mm:ss from an hour on): the step menu's durations and the control bar's time. */
export function formatTime(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** The step menu's number: position + 1, zero-padded to two digits. */
export const stepNumber = (index: number) => two(index + 1);

/** First load: seek to startTimestamp only when it lies before the step's end (spec 02 §4). */
export const startPosition = (startTimestamp: number | undefined, duration: number) =>
  startTimestamp !== undefined && startTimestamp > 0 && startTimestamp < duration ? startTimestamp : 0;
