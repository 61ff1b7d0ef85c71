import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg, runFfprobe } from './ffmpeg';

export type ExtractAudioOptions = { input: string; out: string; start?: number; end?: number; signal?: AbortSignal };

/**
 * 16 kHz mono 16-bit PCM WAV — what speech recognisers (pocketsphinx, Whisper-style APIs) expect
 * (spec 02 §9 "audio conversion to 16 kHz mono WAV"). A silent screen recording has no audio
 * stream: that is a normal video without a transcript, so the answer is null, not an error.
 */
export async function extractAudio(options: ExtractAudioOptions): Promise<{ path: string } | null> {
  const { input, out, start, end, signal } = options;
  const streams = await runFfprobe(['-select_streams', 'a', '-show_entries', 'stream=index', '-of', 'csv=p=0', input], { signal });
  if (!streams.trim()) return null;
  await mkdir(path.dirname(out), { recursive: true });
  const range = [...(start ? ['-ss', String(start)] : []), ...(end !== undefined ? ['-t', String(end - (start ?? 0))] : [])];
  await runFfmpeg([...range, '-i', input, '-map', '0:a:0', '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-f', 'wav', out], {
    signal,
  });
  return { path: out };
}
