import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Media test clips, generated with ffmpeg on first use and cached on disk (keyed by their
 * parameters), so parallel test files and repeated runs share them instead of re-encoding.
 */
const run = promisify(execFile);
const ffmpeg = () => process.env.FFMPEG_PATH || 'ffmpeg';
const CACHE_DIR = path.join(tmpdir(), 'openhow-media-fixtures-v1');

export type ClipSpec = {
  seconds: number;
  width: number;
  height: number;
  fps?: number;
  /** sine: a tone; speech: espeak-ng reading `text` (a tone when espeak-ng is missing); none: silent. */
  audio?: 'sine' | 'speech' | 'none';
  text?: string;
};

const inFlight = new Map<string, Promise<string>>();

/** Creates `name` once: written under a temporary name, then renamed, so readers never see half a file. */
function cached(name: string, make: (out: string) => Promise<void>): Promise<string> {
  const file = path.join(CACHE_DIR, name);
  const existing = inFlight.get(file);
  if (existing) return existing;
  const job = (async () => {
    if (existsSync(file)) return file;
    await mkdir(CACHE_DIR, { recursive: true });
    const partial = path.join(CACHE_DIR, `.${process.pid}-${Math.random().toString(36).slice(2)}-${name}`);
    try {
      await make(partial);
      await rename(partial, file);
    } finally {
      await rm(partial, { force: true });
    }
    return file;
  })();
  inFlight.set(file, job);
  return job;
}

async function speechWav(text: string): Promise<string | null> {
  try {
    const slug = createHash('sha1').update(text).digest('hex').slice(0, 12);
    return await cached(`speech-${slug}.wav`, async (out) => {
      await run('espeak-ng', ['-s', '150', '-w', out, text]);
    });
  } catch {
    return null;
  }
}

/** A test clip: `testsrc2` (moving picture with a running clock) + tone, speech or no audio. */
export async function makeClip(spec: ClipSpec): Promise<string> {
  const { seconds, width, height, fps = 25, audio = 'sine', text = 'Step one. Remove the cover. Step two. Check the seal.' } = spec;
  const speech = audio === 'speech' ? await speechWav(text) : null;
  const kind = audio === 'speech' && !speech ? 'sine' : audio;
  const name = `clip-${seconds}s-${width}x${height}-${fps}fps-${speech ? path.basename(speech, '.wav') : kind}.mp4`;
  return cached(name, async (out) => {
    const args = ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}`];
    if (kind === 'sine') args.push('-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000');
    if (speech) args.push('-i', speech);
    if (kind !== 'none') args.push('-map', '0:v', '-map', '1:a', '-af', 'apad', '-c:a', 'aac', '-b:a', '64k');
    // ultrafast/CRF 30: fixtures are inputs, not outputs — they only need to be valid and quick.
    args.push('-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30', '-pix_fmt', 'yuv420p', '-f', 'mp4', out);
    await run(ffmpeg(), args);
  });
}

/** The first part of a clip: an upload cut off mid-way (its index, at the end of the MP4, is missing). */
async function truncatedCopy(source: string): Promise<string> {
  return cached(`truncated-${path.basename(source)}`, async (out) => {
    const { size } = await stat(source);
    const keep = Math.floor(size * 0.4);
    const from = await open(source, 'r');
    try {
      const buffer = Buffer.alloc(keep);
      await from.read(buffer, 0, keep, 0);
      await writeFile(out, buffer);
    } finally {
      await from.close();
    }
  });
}

export type MediaFixtures = {
  /** 20 s, 1280×720, 25 fps, tone. */
  landscape720: string;
  /** 4 s, 640×360, narrated by espeak-ng. */
  narrated360: string;
  /** 3 s, 320×240, no audio track (a silent screen recording; a source below the lowest rung). */
  silent240: string;
  /** 2 s of audio only (an .m4a). */
  audioOnly: string;
  truncated: string;
  /** A PNG photo (opens in ffmpeg as a one-frame "video"). */
  photo: string;
  textAsMp4: string;
  empty: string;
};

let fixtures: Promise<MediaFixtures> | undefined;

/** All fixtures, built once per test process (and reused from the disk cache across runs). */
export function mediaFixtures(): Promise<MediaFixtures> {
  fixtures ??= (async () => {
    const [landscape720, narrated360, silent240, audioOnly] = await Promise.all([
      makeClip({ seconds: 20, width: 1280, height: 720 }),
      makeClip({ seconds: 4, width: 640, height: 360, audio: 'speech' }),
      makeClip({ seconds: 3, width: 320, height: 240, audio: 'none' }),
      cached('audio-only-2s.m4a', async (out) => {
        await run(ffmpeg(), ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=330', '-t', '2', '-c:a', 'aac', '-f', 'ipod', out]);
      }),
    ]);
    const truncated = await truncatedCopy(landscape720);
    const photo = await cached('photo.png', async (out) => {
      await run(ffmpeg(), ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240', '-frames:v', '1', '-f', 'image2', out]);
    });
    const textAsMp4 = await cached('not-a-video.mp4', (out) => writeFile(out, 'This is a text file, not a video.\n'.repeat(20)));
    const empty = await cached('empty.mp4', (out) => writeFile(out, ''));
    return { landscape720, narrated360, silent240, audioOnly, truncated, photo, textAsMp4, empty };
  })();
  return fixtures;
}

/** A private copy of a fixture (for tests that move or delete their input). */
export async function copyFixture(file: string, dir: string): Promise<string> {
  const to = path.join(dir, path.basename(file));
  await copyFile(file, to);
  return to;
}
