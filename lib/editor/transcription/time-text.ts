/**
 * Transcription time text (spec 02 §5): minutes:seconds.hundredths with seconds below 60, e.g.
 * `0:05.20` or `123:59.99` (minutes are not capped, a two-hour video reads `120:00.00`).
 * Hundredths may be written with one or two digits or left out (`1:05` is 65 s).
 */
const TIME_TEXT = /^(\d{1,4}):([0-5]?\d)(?:\.(\d{1,2}))?$/;

/** Seconds of a time text, or null when it does not follow the rule. */
export function parseTimeText(text: string): number | null {
  const match = TIME_TEXT.exec(text.trim());
  if (!match) return null;
  const [, minutes, seconds, hundredths = '0'] = match;
  return Math.round((Number(minutes) * 60 + Number(seconds) + Number(hundredths.padEnd(2, '0')) / 100) * 100) / 100;
}

/** Seconds → `m:ss.hh` (rounded to hundredths). */
export function formatTimeText(seconds: number): string {
  const total = Math.round(Math.max(0, seconds) * 100);
  const minutes = Math.floor(total / 6000);
  const rest = total % 6000;
  return `${minutes}:${String(Math.floor(rest / 100)).padStart(2, '0')}.${String(rest % 100).padStart(2, '0')}`;
}
