import { runFfmpeg, runFfprobe } from '@/lib/media/ffmpeg';
import { measureDuration } from '@/lib/media/probe';
import { RUNG_SETTINGS, rungSize, type Rung } from '@/lib/media/ladder';
import { progressReporter } from '@/lib/media/progress';
import { exactKeyframeTimes } from '@/lib/media/timeline';
import type { Piece } from './render-plan';
import { keptRanges, mapTime, mergeRanges, type Range } from './segments';

/** Each cut's audio fades out and in over this long: no click, and far below one frame of video. */
export const CUT_FADE_SECONDS = 0.01;

export type RungMedia = { fps: number; duration: number; hasAudio: boolean; width: number; height: number };

/** A file's video as the render needs it; a container without a duration header (a screen recording's WebM) is measured. */
export async function describeMedia(file: string): Promise<RungMedia> {
  const json = JSON.parse(await runFfprobe(['-show_streams', '-show_format', '-of', 'json', file])) as {
    streams?: Array<{ codec_type?: string; avg_frame_rate?: string; width?: number; height?: number }>;
    format?: { duration?: string };
  };
  const video = json.streams?.find((s) => s.codec_type === 'video');
  const [num, den] = (video?.avg_frame_rate ?? '30/1').split('/').map(Number);
  return {
    fps: den && num ? num / den : 30,
    duration: Number(json.format?.duration) || (video ? await measureDuration(file) : 0),
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

/** A quarter-turn count as ffmpeg filters (clockwise). */
export const turnFilters = (turns: number) => (['', 'transpose=1', 'transpose=1,transpose=1', 'transpose=2'][((turns % 4) + 4) % 4] ?? '');

const fit = (w: number, h: number) => `scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2`;
const AUDIO_FORMAT = 'aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo';

/** What the render has besides the source rung: the inserts' files (inputs 1…) and the whole video's turns. */
export type RenderExtras = { inserts: ReadonlyArray<{ file: string; hasAudio: boolean }>; turns: number };

/**
 * Pure: the ffmpeg arguments that render the pieces of an edit into every rung in one run. The
 * input (the top stored rung) is decoded once: source ranges trimmed at exact frames (a cut
 * anywhere, not only on keyframes), a rotated clip turned and fitted into the frame, an insert
 * normalised to the source (scaled and padded to its size, its frame rate, 48 kHz stereo audio or
 * silence), each piece's audio faded in and out by CUT_FADE_SECONDS, the pieces joined and the whole
 * video turned last, then split and scaled to each rung and re-encoded, with keyframes forced on
 * `boundaries` (the new step edges) and on the whole seconds away from them, so packaging cuts the
 * steps frame-exactly by stream copy.
 */
export function renderArgs(input: string, outputs: readonly RungOutput[], pieces: readonly Piece[], media: RungMedia, boundaries: readonly number[], preset: string, extras: RenderExtras = { inserts: [], turns: 0 }) {
  const parts: string[] = [];
  const { width: w, height: h } = media;
  const fade = (length: number) => `afade=t=in:d=${CUT_FADE_SECONDS},afade=t=out:st=${t(Math.max(0, length - CUT_FADE_SECONDS))}:d=${CUT_FADE_SECONDS}`;
  pieces.forEach((p, i) => {
    if (p.kind === 'source') {
      const turn = p.turns ? `,${turnFilters(p.turns)}${p.turns % 2 ? `,${fit(w, h)}` : ''}` : '';
      parts.push(`[0:v:0]trim=start=${t(p.start)}:end=${t(p.end)},setpts=PTS-STARTPTS${turn},setsar=1,format=yuv420p[v${i}]`);
      if (media.hasAudio) parts.push(`[0:a:0]atrim=start=${t(p.start)}:end=${t(p.end)},asetpts=PTS-STARTPTS,${AUDIO_FORMAT},${fade(p.end - p.start)}[a${i}]`);
      return;
    }
    const n = p.input + 1;
    // A trimmed head starts the clip later; its own turns come before it is fitted into the frame.
    const head = p.from > 0 ? `setpts=PTS-STARTPTS,trim=start=${t(p.from)},` : '';
    const turn = p.turns ? `${turnFilters(p.turns)},` : '';
    parts.push(`[${n}:v:0]${head}setpts=PTS-STARTPTS,${turn}${fit(w, h)},setsar=1,fps=${media.fps},tpad=stop_mode=clone:stop_duration=1,trim=end=${t(p.duration)},setpts=PTS-STARTPTS,format=yuv420p[v${i}]`);
    if (media.hasAudio) {
      const audioHead = p.from > 0 ? `asetpts=PTS-STARTPTS,atrim=start=${t(p.from)},` : '';
      const audio = extras.inserts[p.input]?.hasAudio ? `[${n}:a:0]${audioHead}asetpts=PTS-STARTPTS,${AUDIO_FORMAT},apad` : `anullsrc=r=48000:cl=stereo`;
      parts.push(`${audio},atrim=end=${t(p.duration)},asetpts=PTS-STARTPTS,${fade(p.duration)}[a${i}]`);
    }
  });
  const inputs = pieces.map((_, i) => (media.hasAudio ? `[v${i}][a${i}]` : `[v${i}]`)).join('');
  const turned = extras.turns % 4 ? `;[vc]${turnFilters(extras.turns)}[v]` : '';
  parts.push(`${inputs}concat=n=${pieces.length}:v=1:a=${media.hasAudio ? 1 : 0}${turned ? '[vc]' : '[v]'}${media.hasAudio ? '[a]' : ''}${turned}`);
  const n = outputs.length;
  parts.push(n > 1 ? `[v]split=${n}${outputs.map((_, i) => `[s${i}]`).join('')}` : '[v]null[s0]');
  if (media.hasAudio) parts.push(n > 1 ? `[a]asplit=${n}${outputs.map((_, i) => `[o${i}]`).join('')}` : '[a]anull[o0]');
  // A quarter turn of the whole video swaps the frame's sides.
  const [frameWidth, frameHeight] = extras.turns % 2 ? [media.height, media.width] : [media.width, media.height];
  outputs.forEach((o, i) => {
    const size = rungSize(frameWidth, frameHeight, o.rung);
    parts.push(`[s${i}]scale=${size.width}:${size.height}:flags=bicubic,setsar=1,format=yuv420p[e${i}]`);
  });
  const duration = pieces.reduce((sum, p) => sum + (p.kind === 'source' ? p.end - p.start : p.duration), 0);
  // A hair early: the frame at a boundary may carry a timestamp a rounding error above it.
  const keyframes = exactKeyframeTimes(duration, boundaries).map((k) => Math.max(0, k - 0.001).toFixed(3));
  const args = ['-i', input, ...extras.inserts.flatMap((x) => ['-i', x.file]), '-filter_complex', parts.join(';')];
  outputs.forEach((o, i) => {
    const s = RUNG_SETTINGS[o.rung];
    args.push(
      '-map', `[e${i}]`, ...(media.hasAudio ? ['-map', `[o${i}]`] : []), '-map_metadata', '-1',
      '-c:v', 'libx264', '-preset', preset, '-profile:v', 'high', '-crf', String(s.crf), '-maxrate', `${s.maxrate}k`, '-bufsize', `${s.maxrate * 2}k`,
      '-r', String(media.fps), '-force_key_frames', keyframes.join(','), '-sc_threshold', '0',
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
