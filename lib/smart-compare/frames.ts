import { spawn } from 'node:child_process';
import path from 'node:path';
import { ffmpegPath, runFfprobe } from '@/lib/media/ffmpeg';
import { measureDuration } from '@/lib/media/probe';
import { MediaError, redactPaths } from '@/lib/media/errors';
import { FRAME_BYTES, FRAME_SIZE, featuresOf, type FrameFeatures } from './features';

/** Frames sampled per second of video: enough for steps of a few seconds. */
export const SAMPLE_FPS = 2;
/** At most this many frames per video (10 minutes at SAMPLE_FPS): longer videos are sampled more sparsely. */
export const MAX_FRAMES = 1200;

/** The rate both videos are sampled at: SAMPLE_FPS, lower when the longer one would exceed MAX_FRAMES. */
export const sampleRateFor = (longestSeconds: number) => (longestSeconds * SAMPLE_FPS > MAX_FRAMES ? MAX_FRAMES / longestSeconds : SAMPLE_FPS);

/** The container's duration in seconds (ffprobe's header value; demuxed when the header has none). */
export async function durationOf(input: string, signal?: AbortSignal): Promise<number> {
  const header = Number((await runFfprobe(['-show_entries', 'format=duration', '-of', 'csv=p=0', input], { signal })).trim());
  return Number.isFinite(header) && header > 0 ? header : measureDuration(input, signal);
}
export const THUMBNAIL_WIDTH = 160;

export type SampleOptions = {
  input: string;
  /** Seconds into the video to start and end at (the whole video when unset). */
  start?: number;
  end?: number;
  /** When set, a JPEG thumbnail of every sampled frame is written there as 00001.jpg, 00002.jpg … */
  thumbnailDir?: string;
  /** Frames per second to sample (SAMPLE_FPS unless the video is long, see sampleRateFor). */
  fps?: number;
  signal?: AbortSignal;
};

export type SampledVideo = { frames: FrameFeatures[]; fps: number; offset: number };

/** The file name of the thumbnail of sampled frame `index` (0-based) in the sample's thumbnail folder. */
export const thumbnailName = (index: number) => `${String(index + 1).padStart(5, '0')}.jpg`;

/**
 * One ffmpeg pass per video: decodes it once, samples SAMPLE_FPS frames a second as 64×64 RGB to
 * stdout (the features) and, from the same decoded frames, small JPEG thumbnails. Local files only,
 * no shell; the process is killed when the signal aborts.
 */
export function sampleVideo({ input, start, end, thumbnailDir, fps = SAMPLE_FPS, signal }: SampleOptions): Promise<SampledVideo> {
  const range = [...(start ? ['-ss', String(start)] : []), ...(end !== undefined ? ['-to', String(end)] : [])];
  const sample = `fps=${fps}`;
  const args = [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-protocol_whitelist', 'file,pipe',
    // Frames no other frame refers to (most B-frames) are not decoded: at 2 samples a second the
    // nearest decoded frame is at most a frame or two away, and the decode costs far less.
    '-skip_frame', 'noref', ...range, '-i', input, '-an', '-sn',
    '-vf', `${sample},scale=${FRAME_SIZE}:${FRAME_SIZE}:flags=area,format=rgb24`, '-f', 'rawvideo', 'pipe:1',
    ...(thumbnailDir ? ['-vf', `${sample},scale=${THUMBNAIL_WIDTH}:-2`, '-q:v', '6', path.join(thumbnailDir, '%05d.jpg')] : []),
  ];
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new MediaError('aborted', 'media processing was cancelled'));
    const child = spawn(ffmpegPath(), args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    const chunks: Buffer[] = [];
    let stderr = '';
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
    child.on('error', (error: NodeJS.ErrnoException) => {
      signal?.removeEventListener('abort', onAbort);
      reject(new MediaError(error.code === 'ENOENT' ? 'unavailable' : 'failed', 'ffmpeg could not start'));
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) return reject(new MediaError('aborted', 'media processing was cancelled'));
      if (code !== 0) return reject(new MediaError('failed', `frame sampling failed (exit ${code})`, redactPaths(stderr)));
      const raw = Buffer.concat(chunks);
      resolve({ frames: featuresOf(raw.subarray(0, raw.length - (raw.length % FRAME_BYTES))), fps, offset: start ?? 0 });
    });
  });
}
