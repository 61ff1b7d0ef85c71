import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { MediaError } from './errors';
import { runFfmpeg } from './ffmpeg';
import { RUNG_SETTINGS, isRung, rungSize, type Rung } from './ladder';
import { probe, type ProbeResult } from './probe';
import { progressReporter } from './progress';
import { KEYFRAME_INTERVAL } from './timeline';

export type RungFile = { rung: Rung; path: string; width: number; height: number };

export type TranscodeOptions = {
  input: string;
  outDir: string;
  rungs: readonly Rung[];
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** x264 preset; `veryfast` balances size and speed for workers, tests use `ultrafast`. */
  preset?: string;
  /** Sources above this frame rate are reduced (60 fps screen captures double the cost for nothing). */
  maxFps?: number;
  /** Already probed source (the upload job probes first); probed here otherwise. */
  source?: ProbeResult;
  /**
   * Encode the 360 rung alone first so a step can play (and the editor can open) sooner, then the
   * rest in one more run. Costs one extra decode of the source; off by default.
   */
  quickFirst?: boolean;
  /** Called as soon as each rung file is complete. */
  onRungReady?: (file: RungFile) => void;
};

export type TranscodeArgsOptions = Pick<TranscodeOptions, 'input' | 'preset' | 'maxFps'> & { source: ProbeResult; outputs: RungFile[] };

export const rungFileName = (rung: Rung) => `rung-${rung}.mp4`;

/**
 * Pure: the ffmpeg arguments for one run that decodes the source once and encodes every rung in
 * `outputs` (split → scale per rung). Exported so the benchmark runs the very same command bare.
 */
export function transcodeArgs({ input, source, outputs, preset = 'veryfast', maxFps = 30 }: TranscodeArgsOptions): string[] {
  const fps = source.fps > maxFps + 0.5 ? `fps=${maxFps},` : '';
  const labels = outputs.map((_, i) => `s${i}`);
  const split = outputs.length > 1 ? `${fps}split=${outputs.length}${labels.map((l) => `[${l}]`).join('')}` : `${fps}null[s0]`;
  // setsar=1: the rung size already includes any non-square source pixels.
  const scales = outputs.map((o, i) => `[s${i}]scale=${o.width}:${o.height}:flags=bicubic,setsar=1,format=yuv420p[v${i}]`);
  const args = ['-i', input, '-filter_complex', `[0:v:0]${split};${scales.join(';')}`];
  outputs.forEach((o, i) => {
    const s = RUNG_SETTINGS[o.rung];
    args.push('-map', `[v${i}]`, '-map', '0:a:0?', '-map_metadata', '-1');
    args.push('-c:v', 'libx264', '-preset', preset, '-profile:v', 'high', '-crf', String(s.crf));
    args.push('-maxrate', `${s.maxrate}k`, '-bufsize', `${s.maxrate * 2}k`);
    // A keyframe on every whole second (and only there) is what lets packaging cut steps by copy.
    args.push('-force_key_frames', `expr:gte(t,n_forced*${KEYFRAME_INTERVAL})`, '-sc_threshold', '0');
    args.push('-c:a', 'aac', '-b:a', `${s.audioBitrate}k`, '-ac', '2', '-ar', '48000');
    args.push('-f', 'mp4', o.path);
  });
  return args;
}

/** Which outputs each ffmpeg run produces: all in one, or 360 alone first when asked. */
function plan(outputs: RungFile[], quickFirst: boolean): RungFile[][] {
  const first = outputs.find((o) => o.rung === 360);
  if (!quickFirst || !first || outputs.length === 1) return [outputs];
  return [[first], outputs.filter((o) => o !== first)];
}

/**
 * Encodes the ladder into one intermediate MP4 per rung (H.264 High + AAC, keyframe every second).
 * Steps are cut from these files later by stream copy (packageSteps), so re-segmenting after the
 * author edits steps never re-encodes.
 */
export async function transcodeLadder(options: TranscodeOptions): Promise<RungFile[]> {
  const { input, outDir, rungs, onProgress, signal, quickFirst = false } = options;
  if (!rungs.length || !rungs.every(isRung)) throw new MediaError('invalid_input', 'unknown ladder rung');
  const source = options.source ?? (await probe(input, {}, signal));
  await mkdir(outDir, { recursive: true });
  const outputs = [...new Set(rungs)]
    .sort((a, b) => a - b)
    .map((rung) => ({ rung, path: path.join(outDir, rungFileName(rung)), ...rungSize(source.width, source.height, rung) }));

  const runs = plan(outputs, quickFirst);
  // Progress is shared out by pixels encoded, the dominant cost of each run.
  const pixels = (files: RungFile[]) => files.reduce((sum, f) => sum + f.width * f.height, 0);
  const total = runs.reduce((sum, files) => sum + pixels(files), 0);
  let done = 0;
  for (const files of runs) {
    const span = pixels(files) / total;
    const args = transcodeArgs({ ...options, source, outputs: files });
    await runFfmpeg(['-progress', 'pipe:1', '-nostats', ...args], {
      signal,
      onLine: progressReporter(source.duration, onProgress, done, span),
    });
    done += span;
    for (const file of files) options.onRungReady?.(file);
  }
  onProgress?.(1);
  return outputs;
}
