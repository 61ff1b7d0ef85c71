import { RUNG_SETTINGS, type Rung } from '@/lib/media/ladder';
import { exactKeyframeTimes } from '@/lib/media/timeline';
import type { MixMode } from '@/lib/tts/schema';
import type { BlurRegion, PublishPlan } from './plan';

/** How loud the original sound stays under a voice-over block: muted (replace) or −12 dB (duck). */
export const ORIGINAL_GAIN: Record<MixMode, number> = { replace: 0, duck: 0.25 };
/** A blur box is never smaller than this many pixels a side (boxblur needs room for its radius). */
const MIN_BOX = 8;

export type FrameSize = { width: number; height: number; duration: number; hasAudio: boolean };
export type Box = { x: number; y: number; w: number; h: number };

const t = (seconds: number) => seconds.toFixed(3);
const even = (v: number) => Math.floor(v / 2) * 2;

/** A region's box in a frame's pixels: widened to whole, even pixels, at least MIN_BOX, inside the frame. */
export function pixelBox(region: Pick<BlurRegion, 'x' | 'y' | 'w' | 'h'>, frame: Pick<FrameSize, 'width' | 'height'>): Box | null {
  const { width: W, height: H } = frame;
  if (W < MIN_BOX || H < MIN_BOX) return null;
  const fit = (from: number, to: number, size: number) => {
    let a = even(Math.floor(from * size));
    let b = Math.min(size, Math.ceil(to * size));
    if (b - a < MIN_BOX) {
      b = Math.min(size, a + MIN_BOX);
      a = even(Math.max(0, b - MIN_BOX));
    }
    return [a, even(b - a)] as const;
  };
  const [x, w] = fit(region.x, region.x + region.w, W);
  const [y, h] = fit(region.y, region.y + region.h, H);
  return w >= MIN_BOX - 1 && h >= MIN_BOX - 1 ? { x, y, w, h } : null;
}

/**
 * The blur of a box: a box blur as wide as half the box (three passes), so nothing of what it
 * covers survives — a flat smear, not a softened picture. Chroma planes are half as large.
 */
export function blurFilter(box: Box) {
  const short = Math.min(box.w, box.h);
  const luma = Math.max(1, Math.min(80, Math.floor(short / 2) - 1));
  const chroma = Math.max(1, Math.min(40, Math.floor(short / 4) - 1));
  return `boxblur=luma_radius=${luma}:luma_power=3:chroma_radius=${chroma}:chroma_power=3`;
}

const during = (spans: ReadonlyArray<{ start: number; end: number }>) => spans.map((s) => `between(t,${t(s.start)},${t(s.end)})`).join('+');

/** Video graph: each region cropped, blurred and laid back over the picture while it is active. */
function videoGraph(blurs: readonly BlurRegion[], frame: FrameSize): { parts: string[]; label: string } | null {
  const parts: string[] = [];
  let label = '0:v:0';
  let n = 0;
  for (const region of blurs) {
    const box = pixelBox(region, frame);
    if (!box) continue;
    const next = `v${n + 1}`;
    parts.push(
      `[${label}]split[m${n}][c${n}]`,
      `[c${n}]crop=${box.w}:${box.h}:${box.x}:${box.y},${blurFilter(box)}[b${n}]`,
      `[m${n}][b${n}]overlay=${box.x}:${box.y}:enable='${during([region])}'[${next}]`,
    );
    label = next;
    n += 1;
  }
  return n ? { parts, label } : null;
}

/**
 * Audio graph: the original (or silence when the rung has none) turned down during the blocks,
 * and every clip delayed to its place and mixed in at its own level.
 */
function audioGraph(voice: PublishPlan['voice'], frame: FrameSize): string[] {
  const format = 'aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo';
  const spans = voice.clips.map((c) => ({ start: c.at, end: c.at + c.length }));
  const base = frame.hasAudio ? `[0:a:0]${format}` : `anullsrc=r=48000:cl=stereo,atrim=end=${t(frame.duration)},${format}`;
  const parts = [`${base},volume=${ORIGINAL_GAIN[voice.mode]}:enable='${during(spans)}'[orig]`];
  voice.clips.forEach((clip, i) => {
    const delay = Math.round(clip.at * 1000);
    parts.push(`[${i + 1}:a:0]${format},atrim=end=${t(clip.length)},adelay=${delay}:all=1[s${i}]`);
  });
  const inputs = ['[orig]', ...voice.clips.map((_, i) => `[s${i}]`)].join('');
  parts.push(`${inputs}amix=inputs=${voice.clips.length + 1}:duration=first:dropout_transition=0:normalize=0[a]`);
  return parts;
}

export type PublishArgsInput = {
  input: string;
  /** One local file per plan.voice.clips entry, in the same order. */
  voiceFiles: readonly string[];
  out: string;
  rung: Rung;
  frame: FrameSize;
  plan: PublishPlan;
  /** The steps' edges: keyframes there (and on whole seconds away from them) keep packaging by stream copy exact. */
  boundaries: readonly number[];
  preset: string;
};

/**
 * Pure: the one ffmpeg run that renders a rung for publishing — blur regions burned in and the
 * voice-over mixed, each only when the plan has it (the other stream is copied). Null when the
 * plan changes nothing in this rung (its file is published as it is).
 */
export function publishRenderArgs({ input, voiceFiles, out, rung, frame, plan, boundaries, preset }: PublishArgsInput): string[] | null {
  const video = videoGraph(plan.blurs, frame);
  const mixing = plan.voice.clips.length > 0;
  if (!video && !mixing) return null;
  const parts = [...(video?.parts ?? []), ...(mixing ? audioGraph(plan.voice, frame) : [])];
  const s = RUNG_SETTINGS[rung];
  const args = ['-i', input, ...voiceFiles.flatMap((f) => ['-i', f]), '-filter_complex', parts.join(';')];
  if (video) {
    // A hair early: the frame at a boundary may carry a timestamp a rounding error above it.
    const keyframes = exactKeyframeTimes(frame.duration, boundaries).map((k) => Math.max(0, k - 0.001).toFixed(3));
    args.push('-map', `[${video.label}]`, '-c:v', 'libx264', '-preset', preset, '-profile:v', 'high', '-crf', String(s.crf));
    args.push('-maxrate', `${s.maxrate}k`, '-bufsize', `${s.maxrate * 2}k`, '-pix_fmt', 'yuv420p');
    args.push('-force_key_frames', keyframes.join(','), '-sc_threshold', '0');
  } else args.push('-map', '0:v:0', '-c:v', 'copy');
  if (mixing) args.push('-map', '[a]', '-c:a', 'aac', '-b:a', `${s.audioBitrate}k`, '-ac', '2', '-ar', '48000');
  else if (frame.hasAudio) args.push('-map', '0:a:0', '-c:a', 'copy');
  args.push('-map_metadata', '-1', '-movflags', '+faststart', '-f', 'mp4', '-y', out);
  return args;
}
