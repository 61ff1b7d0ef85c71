import { open, stat } from 'node:fs/promises';
import { MediaError } from './errors';
import { runFfmpeg, runFfprobe } from './ffmpeg';
import { parseProgressLine } from './progress';

export type ProbeResult = {
  duration: number; // seconds
  /** Display size: rotation and non-square pixels already applied, as ffmpeg will decode it. */
  width: number;
  height: number;
  fps: number;
  hasAudio: boolean;
  videoCodec: string;
  audioCodec: string | null;
  size: number; // bytes
  formatName: string;
  rotation: number; // degrees as stored in the file (0, ±90, 180)
};

export type ProbeLimits = { maxBytes?: number; maxDuration?: number };

/**
 * Spec 02 §9: videos up to 100 MB. The spec gives no duration limit; 40 minutes is the longest
 * timeline tier the editor knows (2400 s), so longer uploads could not be edited anyway.
 */
export const MEDIA_LIMITS = { maxBytes: 100 * 1024 * 1024, maxDuration: 2400 } as const;

type FfprobeStream = {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  sample_aspect_ratio?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
};
type FfprobeJson = { streams?: FfprobeStream[]; format?: { duration?: string; format_name?: string } };

const ratio = (value: string | undefined): number => {
  const [num, den] = (value ?? '').split(/[/:]/).map(Number);
  return num > 0 && den > 0 ? num / den : 0;
};

/** Pure: turns ffprobe's JSON into our shape (duration may be NaN when the container lacks it). */
export function parseProbe(json: FfprobeJson, size: number): ProbeResult {
  const streams = json.streams ?? [];
  // Cover art in audio files is a "video" stream too; it does not make a video.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === 'audio');
  if (!video && !audio) throw new MediaError('not_media', 'the file is not a video');
  if (!video) throw new MediaError('no_video', 'the file has no video');
  const rotation = video.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation ?? Number(video.tags?.rotate ?? 0);
  const sar = ratio(video.sample_aspect_ratio) || 1;
  let width = Math.round((video.width ?? 0) * sar);
  let height = video.height ?? 0;
  if (Math.abs(rotation) % 180 === 90) [width, height] = [height, width];
  return {
    duration: Number(json.format?.duration),
    width,
    height,
    fps: ratio(video.avg_frame_rate) || ratio(video.r_frame_rate),
    hasAudio: Boolean(audio),
    videoCodec: video.codec_name ?? 'unknown',
    audioCodec: audio?.codec_name ?? null,
    size,
    formatName: json.format?.format_name ?? 'unknown',
    rotation,
  };
}

/** Pure: does the head of a file carry a container signature ffmpeg understands? */
export function hasMediaSignature(head: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  const hex = Array.from(head.subarray(0, 4), (b) => b.toString(16).padStart(2, '0')).join('');
  return (
    ['ftyp', 'styp', 'moov', 'mdat', 'free', 'wide', 'skip'].includes(ascii(4, 8)) || // ISO BMFF (mp4, mov, m4a)
    hex === '1a45dfa3' || // Matroska / WebM
    ['RIFF', 'OggS', 'fLaC', 'FLV\u0001'].includes(ascii(0, 4)) ||
    ascii(0, 3) === 'ID3' ||
    hex.startsWith('000001b') || // MPEG program stream
    (head[0] === 0x47 && head[188] === 0x47) // MPEG transport stream
  );
}

async function readHead(input: string): Promise<Uint8Array> {
  const file = await open(input, 'r');
  try {
    const buffer = Buffer.alloc(512);
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Containers without a duration header (MediaRecorder WebM) are measured by demuxing once. */
export async function measureDuration(input: string, signal?: AbortSignal): Promise<number> {
  let seconds = 0;
  const onLine = (line: string) => {
    const time = parseProgressLine(line)?.outTime;
    if (time !== undefined) seconds = time;
  };
  try {
    await runFfmpeg(['-progress', 'pipe:1', '-nostats', '-i', input, '-map', '0:v:0', '-c', 'copy', '-f', 'null', '-'], { signal, onLine });
  } catch (error) {
    if (error instanceof MediaError && error.code === 'failed') throw new MediaError('unreadable', 'the video is damaged or incomplete', error.detail);
    throw error;
  }
  return seconds;
}

/** A moov-first MP4 cut short still reports its full duration; its last seconds have no packets. */
async function hasPacketsNearEnd(input: string, duration: number, signal?: AbortSignal): Promise<boolean> {
  const from = Math.max(0, duration - 3);
  // Every stream counts: a video track may legitimately end a little before the audio.
  const out = await runFfprobe(['-read_intervals', `${from}%`, '-show_entries', 'packet=pts_time', '-of', 'csv=p=0', input], { signal });
  const times = out.split('\n').map(Number).filter(Number.isFinite);
  return times.length > 0 && Math.max(...times) >= duration - 2;
}

/** Reads what the pipeline needs from a file, rejecting what it cannot turn into a workflow. */
export async function probe(input: string, limits: ProbeLimits = {}, signal?: AbortSignal): Promise<ProbeResult> {
  const { maxBytes = MEDIA_LIMITS.maxBytes, maxDuration = MEDIA_LIMITS.maxDuration } = limits;
  const size = await stat(input).then(
    (s) => s.size,
    () => {
      throw new MediaError('unreadable', 'the file cannot be opened');
    },
  );
  if (size === 0) throw new MediaError('not_media', 'the file is empty');
  if (size > maxBytes) throw new MediaError('too_large', 'the file is too large');

  let json: FfprobeJson;
  try {
    json = JSON.parse(await runFfprobe(['-show_format', '-show_streams', '-of', 'json', input], { signal })) as FfprobeJson;
  } catch (error) {
    if (error instanceof MediaError && error.code !== 'failed') throw error;
    // ffprobe says the same "invalid data" for a text file and a damaged MP4; the signature tells them apart.
    const known = hasMediaSignature(await readHead(input));
    throw new MediaError(known ? 'unreadable' : 'not_media', known ? 'the video is damaged or incomplete' : 'the file is not a video');
  }
  if (!json.streams?.length) throw new MediaError('not_media', 'the file is not a video');
  // A photo opens as a one-frame "video" (image2, png_pipe …); it cannot become a workflow.
  if (/^image2|_pipe$/.test(json.format?.format_name ?? '')) throw new MediaError('not_media', 'the file is an image, not a video');
  const result = parseProbe(json, size);
  if (!(result.width > 0 && result.height > 0)) throw new MediaError('unreadable', 'the video has no picture size');

  const hasHeaderDuration = Number.isFinite(result.duration) && result.duration > 0;
  const duration = hasHeaderDuration ? result.duration : await measureDuration(input, signal);
  if (!(duration > 0)) throw new MediaError('unreadable', 'the video has no frames');
  if (duration > maxDuration) throw new MediaError('too_long', 'the video is too long');
  // A measured duration already read every packet; a header duration is only a promise.
  if (hasHeaderDuration && !(await hasPacketsNearEnd(input, duration, signal))) {
    throw new MediaError('unreadable', 'the video is damaged or incomplete');
  }
  return { ...result, duration };
}
