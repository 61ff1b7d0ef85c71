import { runFfmpeg, runFfprobe } from '@/lib/media/ffmpeg';
import { RUNG_SETTINGS, rungSize, type Rung } from '@/lib/media/ladder';
import { progressReporter } from '@/lib/media/progress';
import { exactKeyframeTimes } from '@/lib/media/timeline';
import { keptRanges, mapTime, mergeRanges, type Range } from './segments';

/** Each cut's audio fades out and in over this long: no click, and far below one frame of video. */
export const CUT_FADE_SECONDS = 0.01;

export type RungMedia = { fps: number; duration: number; hasAudio: boolean; width: number; height: number };

export async function describeMedia(file: string): Promise<RungMedia> {
  const json = JSON.parse(await runFfprobe(['-show_streams', '-show_format', '-of', 'json', file])) as {
    streams?: Array<{ codec_type?: string; avg_frame_rate?: string; width?: number; height?: number }>;
    format?: { duration?: string };
  };
  const video = json.streams?.find((s) => s.codec_type === 'video');
  const [num, den] = (video?.avg_frame_rate ?? '30/1').split('/').map(Number);
  return {
    fps: den && num ? num / den : 30,
    duration: Number(json.format?.duration) || 0,
    hasAudio: !!json.streams?.some((s) => s.codec_type === 'audio'),
    width: video?.width ?? 0,
    height: video?.height ?? 0,
  };
}

/** One rendered rung: where it goes (its size follows from the input's, as the pipeline's ladder does). */
export type RungOutput = { rung: Rung; out: string };

/** Ranges moved onto the frame grid (a cut between frames cannot be rendered). */
export const toFrames = (ranges: readonly Range[], fps: number): Range[] =>
  mergeRanges(ranges.map((r) => ({ start: Math.round(r.start * fps) / fps, end: Math.round(r.end * fps) / fps })));

const t = (seconds: number) => seconds.toFixed(6);

/**
 * Pure: the ffmpeg arguments that render the kept ranges into every rung in one run. The input
 * (the top stored rung) is decoded once; its kept ranges are trimmed at exact frames (a cut
 * anywhere, not only on keyframes), each piece's audio faded in and out by CUT_FADE_SECONDS, the
 * pieces joined, then split and scaled to each rung and re-encoded, with keyframes forced on
 * `boundaries` (the new step edges) and on the whole seconds away from them, so packaging cuts
 * the steps frame-exactly by stream copy. One decode instead of one per rung, and every rung made
 * from the best picture there is.
 */
export function renderArgs(input: string, outputs: readonly RungOutput[], kept: readonly Range[], media: RungMedia, boundaries: readonly number[], preset: string) {
  const parts: string[] = [];
  kept.forEach((r, i) => {
    parts.push(`[0:v:0]trim=start=${t(r.start)}:end=${t(r.end)},setpts=PTS-STARTPTS[v${i}]`);
    if (media.hasAudio) {
      const fadeOut = Math.max(0, r.end - r.start - CUT_FADE_SECONDS);
      parts.push(`[0:a:0]atrim=start=${t(r.start)}:end=${t(r.end)},asetpts=PTS-STARTPTS,afade=t=in:d=${CUT_FADE_SECONDS},afade=t=out:st=${t(fadeOut)}:d=${CUT_FADE_SECONDS}[a${i}]`);
    }
  });
  const inputs = kept.map((_, i) => (media.hasAudio ? `[v${i}][a${i}]` : `[v${i}]`)).join('');
  parts.push(`${inputs}concat=n=${kept.length}:v=1:a=${media.hasAudio ? 1 : 0}${media.hasAudio ? '[v][a]' : '[v]'}`);
  const n = outputs.length;
  parts.push(n > 1 ? `[v]split=${n}${outputs.map((_, i) => `[s${i}]`).join('')}` : '[v]null[s0]');
  if (media.hasAudio) parts.push(n > 1 ? `[a]asplit=${n}${outputs.map((_, i) => `[o${i}]`).join('')}` : '[a]anull[o0]');
  outputs.forEach((o, i) => {
    const size = rungSize(media.width, media.height, o.rung);
    parts.push(`[s${i}]scale=${size.width}:${size.height}:flags=bicubic,setsar=1,format=yuv420p[e${i}]`);
  });
  const duration = kept.reduce((sum, r) => sum + r.end - r.start, 0);
  // A hair early: the frame at a boundary may carry a timestamp a rounding error above it.
  const keyframes = exactKeyframeTimes(duration, boundaries).map((k) => Math.max(0, k - 0.001).toFixed(3));
  const args = ['-i', input, '-filter_complex', parts.join(';')];
  outputs.forEach((o, i) => {
    const s = RUNG_SETTINGS[o.rung];
    args.push(
      '-map', `[e${i}]`, ...(media.hasAudio ? ['-map', `[o${i}]`] : []), '-map_metadata', '-1',
      '-c:v', 'libx264', '-preset', preset, '-profile:v', 'high', '-crf', String(s.crf), '-maxrate', `${s.maxrate}k`, '-bufsize', `${s.maxrate * 2}k`,
      '-force_key_frames', keyframes.join(','), '-sc_threshold', '0',
      ...(media.hasAudio ? ['-c:a', 'aac', '-b:a', `${s.audioBitrate}k`, '-ac', '2', '-ar', '48000'] : []),
      '-movflags', '+faststart', '-f', 'mp4', o.out,
    );
  });
  return args;
}

/** Runs the render; `onProgress` gets 0–1 of the edited duration. */
export const renderRungs = (args: string[], duration: number, onProgress?: (fraction: number) => void, signal?: AbortSignal) =>
  runFfmpeg(['-progress', 'pipe:1', '-nostats', ...args], { signal, onLine: progressReporter(duration, onProgress) });

export type OldStep = { id: string; start: number; end: number; title: string };

/**
 * The steps of the edited video: each step's range mapped through the removed time, on frames.
 * A step left shorter than half a second goes, its remains joined to the step before.
 */
export function plannedSteps(steps: readonly OldStep[], deleted: readonly Range[], fps: number, duration: number): OldStep[] {
  const frame = (x: number) => Math.round(x * fps) / fps;
  const mapped = steps.map((s) => ({ ...s, start: frame(mapTime(s.start, deleted)), end: frame(mapTime(s.end, deleted)) }));
  const kept: OldStep[] = [];
  for (const step of mapped) {
    const last = kept.at(-1);
    if (step.end - step.start >= 0.5) kept.push(last ? { ...step, start: last.end } : { ...step, start: 0 });
    else if (last) last.end = step.end;
  }
  const end = frame(mapTime(duration, deleted));
  if (kept.length) kept[kept.length - 1].end = end;
  return kept.map((s) => ({ ...s, start: Math.round(s.start * 1000) / 1000, end: Math.round(s.end * 1000) / 1000 }));
}

/** What stays of a video of `duration` with `deleted` removed, on frames. */
export const keptFrames = (duration: number, deleted: readonly Range[], fps: number) => keptRanges(duration, toFrames(deleted, fps));
