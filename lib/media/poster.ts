import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { MediaError } from './errors';
import { runFfmpeg, runFfprobe } from './ffmpeg';

export type PosterOptions = {
  input: string;
  out: string;
  /** Exact moment (seconds); defaults to 10% into the range. */
  at?: number;
  /** The range the poster represents (a step); the whole input when omitted. */
  start?: number;
  end?: number;
  width?: number;
  height?: number;
  signal?: AbortSignal;
};

/** Spec 02 §9: posters are 16:9. 10% in skips fade-ins and black first frames. */
export const POSTER_SIZE = { width: 1280, height: 720 } as const;

async function durationOf(input: string, signal?: AbortSignal): Promise<number> {
  const out = await runFfprobe(['-show_entries', 'format=duration', '-of', 'csv=p=0', input], { signal });
  return Number(out.trim()) || 0;
}

async function grab(input: string, out: string, at: number, width: number, height: number, signal?: AbortSignal) {
  // Fit inside the frame and fill the rest black: any aspect (portrait phone video) stays whole.
  const vf = `scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=black,setsar=1`;
  await runFfmpeg(['-ss', at.toFixed(3), '-i', input, '-frames:v', '1', '-vf', vf, '-q:v', '3', '-f', 'image2', '-update', '1', out], { signal });
  return stat(out).then((s) => s.size > 0, () => false);
}

/** Writes a 16:9 JPEG poster (1280×720 by default) and returns the moment it shows. */
export async function makePoster(options: PosterOptions): Promise<{ path: string; at: number; width: number; height: number }> {
  const { input, out, signal, width = POSTER_SIZE.width, height = POSTER_SIZE.height } = options;
  const start = options.start ?? 0;
  const end = options.end ?? (options.at === undefined ? await durationOf(input, signal) : start);
  const at = options.at ?? start + Math.max(0, end - start) * 0.1;
  await mkdir(path.dirname(out), { recursive: true });
  // A seek past the last frame (rounded durations) writes nothing; the range start always works.
  if (await grab(input, out, at, width, height, signal)) return { path: out, at, width, height };
  if (at !== start && (await grab(input, out, start, width, height, signal))) return { path: out, at: start, width, height };
  throw new MediaError('failed', 'no frame for the poster');
}
