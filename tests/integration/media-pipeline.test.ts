import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractAudio, isFfmpegAvailable, ladderFor, makeImageMap, makePoster, MediaError, packageSteps, probe, tileFor, transcodeLadder, type RungFile } from '@/lib/media';
import { mediaFixtures, type MediaFixtures } from '@/tests/helpers/media-fixtures';

const exec = promisify(execFile);
const ffprobeJson = async (file: string, ...args: string[]) =>
  JSON.parse((await exec('ffprobe', ['-v', 'error', ...args, '-of', 'json', file])).stdout) as {
    format?: { duration?: string };
    streams?: { width?: number; height?: number; sample_rate?: string; channels?: number; codec_name?: string }[];
    frames?: { pts_time?: string }[];
  };
const durationOf = async (file: string) => Number((await ffprobeJson(file, '-show_format')).format?.duration);
const mediaCode = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: unknown) => (error instanceof MediaError ? error.code : String(error)));

let fx: MediaFixtures;
let work: string;
let rungs: RungFile[];
let transcodeMs = 0;
const progress: number[] = [];

beforeAll(async () => {
  expect(await isFfmpegAvailable()).toBe(true);
  fx = await mediaFixtures();
  work = await mkdtemp(path.join(tmpdir(), 'openhow-media-'));
}, 120_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('probe', () => {
  it('describes a video upload', async () => {
    const info = await probe(fx.landscape720);
    expect(info).toMatchObject({ width: 1280, height: 720, fps: 25, hasAudio: true, videoCodec: 'h264', audioCodec: 'aac', rotation: 0 });
    expect(info.duration).toBeCloseTo(20, 1);
    expect(await probe(fx.silent240)).toMatchObject({ width: 320, height: 240, hasAudio: false, audioCodec: null });
  });

  it('rejects what cannot become a workflow, saying why', async () => {
    expect(await mediaCode(probe(fx.textAsMp4))).toBe('not_media');
    expect(await mediaCode(probe(fx.empty))).toBe('not_media');
    expect(await mediaCode(probe(fx.photo))).toBe('not_media');
    expect(await mediaCode(probe(fx.truncated))).toBe('unreadable');
    expect(await mediaCode(probe(fx.audioOnly))).toBe('no_video');
    expect(await mediaCode(probe(path.join(work, 'missing.mp4')))).toBe('unreadable');
    expect(await mediaCode(probe(fx.narrated360, { maxDuration: 3 }))).toBe('too_long');
    expect(await mediaCode(probe(fx.narrated360, { maxBytes: 1000 }))).toBe('too_large');
  });

  it('keeps paths out of error messages', async () => {
    const error = await probe(fx.truncated).then(() => null, (e: unknown) => e as MediaError);
    expect(error?.message).toBeTruthy();
    expect(error?.message).not.toContain(path.dirname(fx.truncated));
  });
});

describe('transcode and package', () => {
  beforeAll(async () => {
    const source = await probe(fx.landscape720);
    const started = Date.now();
    rungs = await transcodeLadder({
      input: fx.landscape720, outDir: path.join(work, 'rungs'), rungs: ladderFor(source.height), preset: 'ultrafast', source,
      onProgress: (f) => progress.push(f),
    });
    transcodeMs = Date.now() - started;
  }, 180_000);

  it('encodes every allowed rung with a keyframe on each second', async () => {
    expect(rungs.map((r) => [r.rung, r.width, r.height])).toEqual([[360, 640, 360], [480, 854, 480], [720, 1280, 720]]);
    for (const rung of rungs) expect((await ffprobeJson(rung.path, '-show_streams', '-select_streams', 'v')).streams?.[0]).toMatchObject({ width: rung.width, height: rung.height });
    const keyframes = await ffprobeJson(rungs[0].path, '-select_streams', 'v', '-skip_frame', 'nokey', '-show_entries', 'frame=pts_time');
    expect(keyframes.frames?.map((f) => Math.round(Number(f.pts_time) * 100) / 100)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('packages steps whose playlists play for the length of the step', async () => {
    const steps = [{ id: 'step-a', start: 0, end: 7 }, { id: 'step-b', start: 7, end: 14 }, { id: 'step-c', start: 14, end: 20 }];
    const outDir = path.join(work, 'hls-1');
    const packaged = await packageSteps({ rungFiles: rungs, steps, outDir, progressiveRung: 720 });
    expect(packaged.map((p) => p.stepId)).toEqual(['step-a', 'step-b', 'step-c']);
    for (const [i, step] of packaged.entries()) {
      const length = steps[i].end - steps[i].start;
      expect(step.duration).toBeGreaterThan(length - 0.6);
      expect(step.duration).toBeLessThan(length + 0.6);
      expect(Object.keys(step.renditions)).toEqual(['360', '480', '720']);
      const master = await readFile(path.join(outDir, step.masterKey), 'utf8');
      expect(master).toMatch(/RESOLUTION=1280x720,CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
      // Relative URIs only: the folder works from any storage root or CDN.
      expect(master).not.toMatch(/^(\/|\.\.|https?:)/m);
      expect(Math.abs((await durationOf(path.join(outDir, step.masterKey))) - length)).toBeLessThan(0.6);
      for (const rendition of Object.values(step.renditions)) {
        expect(Math.abs((await durationOf(path.join(outDir, rendition))) - length)).toBeLessThan(0.6);
      }
      for (const file of step.files) expect(existsSync(path.join(outDir, file))).toBe(true);
      // The step as one MP4 of the starting rung, from 0, index first (a browser starts it with one request).
      expect(step.progressive).toBe(`${step.stepId}/720.mp4`);
      expect(step.files).toContain(step.progressive);
      const mp4 = path.join(outDir, step.progressive!);
      const described = await ffprobeJson(mp4, '-show_format', '-show_streams');
      expect(described.streams?.map((st) => st.codec_name)).toEqual(['h264', 'aac']);
      expect(described.streams?.[0].height).toBe(720);
      expect(Math.abs(Number(described.format?.duration) - step.duration)).toBeLessThan(0.2);
      const head = (await readFile(mp4)).subarray(0, 64 * 1024).toString('latin1');
      expect(head.indexOf('moov')).toBeGreaterThan(-1);
      expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat') === -1 ? Infinity : head.indexOf('mdat'));
      const first = await ffprobeJson(mp4, '-select_streams', 'v', '-show_frames', '-read_intervals', '%+#1', '-show_entries', 'frame=pts_time');
      expect(Number(first.frames?.[0].pts_time)).toBeLessThan(0.1);
    }
    // Every segment is decodable from its playlist.
    await exec('ffmpeg', ['-v', 'error', '-i', path.join(outDir, packaged[1].renditions['720']), '-f', 'null', '-']);
    expect(existsSync(path.join(outDir, '.cut-360'))).toBe(false);
  }, 60_000);

  it('re-packages changed steps from the same rungs without re-encoding', async () => {
    const before = await Promise.all(rungs.map((r) => stat(r.path).then((s) => s.mtimeMs)));
    const started = Date.now();
    const outDir = path.join(work, 'hls-2');
    const packaged = await packageSteps({ rungFiles: rungs, steps: [{ id: 'one', start: 0, end: 10.3 }, { id: 'two', start: 10.3, end: 20 }], outDir });
    const elapsed = Date.now() - started;
    expect(packaged.map((p) => [p.start, p.end > 19.9])).toEqual([[0, false], [10, true]]);
    for (const step of packaged) expect(Math.abs((await durationOf(path.join(outDir, step.masterKey))) - 10)).toBeLessThan(0.6);
    expect(await Promise.all(rungs.map((r) => stat(r.path).then((s) => s.mtimeMs)))).toEqual(before);
    expect(elapsed).toBeLessThan(transcodeMs / 3);
  }, 60_000);

  it('makes a 16:9 poster and the per-second image map of a step', async () => {
    const poster = await makePoster({ input: fx.landscape720, out: path.join(work, 'poster.jpg'), start: 7, end: 14 });
    expect(poster.at).toBeCloseTo(7.7, 5);
    expect((await ffprobeJson(poster.path, '-show_streams')).streams?.[0]).toMatchObject({ width: 1280, height: 720 });
    // A 4:3 source is pillarboxed, not stretched or cropped.
    const boxed = await makePoster({ input: fx.silent240, out: path.join(work, 'poster-43.jpg') });
    expect((await ffprobeJson(boxed.path, '-show_streams')).streams?.[0]).toMatchObject({ width: 1280, height: 720 });

    const map = await makeImageMap({ input: rungs[0].path, start: 7, end: 14, outDir: path.join(work, 'map') });
    expect(map).toMatchObject({ count: 7, tileWidth: 160, tileHeight: 90, columns: 10, rows: 10, sheets: [{ file: 'sheet-000.jpg', firstSecond: 0 }] });
    const sheet = await ffprobeJson(path.join(work, 'map', map.sheets[0].file), '-show_streams');
    expect(sheet.streams?.[0]).toMatchObject({ width: 1600, height: 900 });
    expect(tileFor(map, 6)).toMatchObject({ sheet: 'sheet-000.jpg', x: 960, y: 0 });
  }, 60_000);
});

describe('audio', () => {
  it('extracts 16 kHz mono PCM for transcription', async () => {
    const out = await extractAudio({ input: fx.narrated360, out: path.join(work, 'speech.wav') });
    expect(out).not.toBeNull();
    const { streams, format } = await ffprobeJson(out!.path, '-show_streams', '-show_format');
    expect(streams?.[0]).toMatchObject({ codec_name: 'pcm_s16le', sample_rate: '16000', channels: 1 });
    expect(Number(format?.duration)).toBeCloseTo(4, 0);
  });

  it('answers null for a video without sound', async () => {
    expect(await extractAudio({ input: fx.silent240, out: path.join(work, 'none.wav') })).toBeNull();
    expect(existsSync(path.join(work, 'none.wav'))).toBe(false);
  });
});

describe('cancelling and quick first rung', () => {
  it('stops ffmpeg when the job is cancelled', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const run = transcodeLadder({ input: fx.landscape720, outDir: path.join(work, 'aborted'), rungs: [360, 720], preset: 'ultrafast', signal: controller.signal });
    expect(await mediaCode(run)).toBe('aborted');
  });

  it('can deliver the 360 rung before the rest', async () => {
    const ready: number[] = [];
    const files = await transcodeLadder({
      input: fx.narrated360, outDir: path.join(work, 'quick'), rungs: [480, 360], preset: 'ultrafast', quickFirst: true,
      onRungReady: (file) => ready.push(file.rung),
    });
    expect(ready).toEqual([360, 480]);
    expect(files.map((f) => f.rung)).toEqual([360, 480]);
    expect(await durationOf(files[1].path)).toBeCloseTo(4, 0);
  }, 60_000);
});
