/**
 * ffmpeg's `-progress pipe:1` writes `key=value` lines and ends each report with `progress=…`.
 * Only the output time matters to us; it is reported in microseconds by both `out_time_us` and
 * (misleadingly named) `out_time_ms`.
 */
export type ProgressLine = { outTime?: number; done?: boolean };

export function parseProgressLine(line: string): ProgressLine | null {
  const eq = line.indexOf('=');
  if (eq < 0) return null;
  const key = line.slice(0, eq).trim();
  const value = line.slice(eq + 1).trim();
  if (key === 'out_time_us' || key === 'out_time_ms') {
    const us = Number(value);
    // ffmpeg prints N/A (or a negative number) before the first frame is out.
    return Number.isFinite(us) && us >= 0 ? { outTime: us / 1_000_000 } : null;
  }
  if (key === 'progress') return { done: value === 'end' };
  return null;
}

/** 0–1, monotonic, never 1 before ffmpeg says it is done (the last frames still need muxing). */
export function progressFraction(outTime: number, duration: number): number {
  if (!(duration > 0)) return 0;
  return Math.min(0.99, Math.max(0, outTime / duration));
}

/**
 * Reports a fraction for one ffmpeg run that is one part of a bigger job: `from` and `span`
 * place this run inside the job's 0–1 range. Repeated equal values are dropped.
 */
export function progressReporter(duration: number, onProgress?: (fraction: number) => void, from = 0, span = 1) {
  let last = -1;
  const emit = (fraction: number) => {
    const value = Math.round((from + fraction * span) * 1000) / 1000;
    if (value > last) {
      last = value;
      onProgress?.(value);
    }
  };
  return (line: string) => {
    const parsed = parseProgressLine(line);
    if (parsed?.outTime !== undefined) emit(progressFraction(parsed.outTime, duration));
    else if (parsed?.done) emit(1);
  };
}
