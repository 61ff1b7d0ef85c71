export type UploadProgress = {
  sentBytes: number;
  totalBytes: number;
  /** 0…1 */
  fraction: number;
  /** Over the last few seconds; 0 until there is enough to measure. */
  bytesPerSecond: number;
};

const WINDOW_MS = 5000;
// Enough for a smooth bar without re-rendering on every network event.
const REPORT_EVERY_MS = 200;

/** Adds up finished parts and the bytes of parts in flight, and measures the recent speed. */
export function createProgressMeter(totalBytes: number, report?: (progress: UploadProgress) => void) {
  const finished = new Map<number, number>();
  const inFlight = new Map<number, number>();
  const samples: Array<{ at: number; sent: number }> = [];
  let lastReport = 0;

  const sent = () => {
    let bytes = 0;
    for (const size of finished.values()) bytes += size;
    for (const size of inFlight.values()) bytes += size;
    return Math.min(bytes, totalBytes);
  };

  function emit(force = false) {
    const now = Date.now();
    const sentBytes = sent();
    samples.push({ at: now, sent: sentBytes });
    while (samples.length > 2 && now - samples[0].at > WINDOW_MS) samples.shift();
    if (!report || (!force && now - lastReport < REPORT_EVERY_MS)) return;
    lastReport = now;
    const first = samples[0];
    const seconds = (now - first.at) / 1000;
    const bytesPerSecond = seconds >= 0.5 ? Math.max(0, (sentBytes - first.sent) / seconds) : 0;
    report({ sentBytes, totalBytes, fraction: totalBytes ? sentBytes / totalBytes : 1, bytesPerSecond });
  }

  return {
    partLoaded(partNumber: number, bytes: number) {
      inFlight.set(partNumber, bytes);
      emit();
    },
    partDone(partNumber: number, size: number) {
      inFlight.delete(partNumber);
      finished.set(partNumber, size);
      emit(true);
    },
  };
}
