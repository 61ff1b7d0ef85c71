import { appendFile, copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MediaError } from './errors';
import { runFfmpeg, runFfprobe } from './ffmpeg';
import { AAC_CODEC, h264Codec, type Rung } from './ladder';
import { masterPlaylist, mediaPlaylist, variantBandwidth, type PlaylistSegment, type Variant } from './playlists';
import { assignSegments, exactCutTimes, exactSteps, segmentCutTimes, snapSteps, type StepRange } from './timeline';

export type PackageOptions = {
  /** The intermediate files from transcodeLadder (any order). */
  rungFiles: readonly { rung: Rung; path: string }[];
  steps: readonly StepRange[];
  /** A fresh folder per packaging (e.g. …/hls/<version>) so players of the old steps keep working. */
  outDir: string;
  /** The rung each step also gets as one progressive MP4 (`<stepId>/<rung>.mp4`, see progressiveStart). */
  progressiveRung?: Rung | null;
  signal?: AbortSignal;
  /** Steps at frame-exact boundaries of a render that forced keyframes there (timeline.ts exactKeyframeTimes). */
  exact?: boolean;
};

export type PackagedStep = {
  stepId: string;
  /** Paths relative to outDir, '/'-separated: they double as storage key suffixes. */
  masterKey: string;
  renditions: Record<string, string>;
  duration: number;
  /** Segments per rendition. */
  segments: number;
  /** `<stepId>/<rung>.mp4`: the step as one faststart MP4 of `progressiveRung`, or null. */
  progressive: string | null;
  /** Every file written for this step (playlists and segments), for upload to storage. */
  files: string[];
  /** The step's range after snapping to keyframes. */
  start: number;
  end: number;
};

type RungInfo = { rung: Rung; path: string; width: number; height: number; fps: number; duration: number; codecs: string };
type CutSegment = PlaylistSegment & { file: string; start: number; end: number };

type StreamJson = { codec_type?: string; width?: number; height?: number; profile?: string; level?: number; avg_frame_rate?: string };

async function describeRung(file: { rung: Rung; path: string }, signal?: AbortSignal): Promise<RungInfo> {
  const json = JSON.parse(await runFfprobe(['-show_streams', '-show_format', '-of', 'json', file.path], { signal })) as {
    streams?: StreamJson[];
    format?: { duration?: string };
  };
  const video = json.streams?.find((s) => s.codec_type === 'video');
  if (!video?.width || !video.height) throw new MediaError('failed', `rung ${file.rung} has no video`);
  const hasAudio = json.streams?.some((s) => s.codec_type === 'audio');
  const [num, den] = (video.avg_frame_rate ?? '0/1').split('/').map(Number);
  return {
    ...file,
    width: video.width,
    height: video.height,
    fps: den ? num / den : 0,
    duration: Number(json.format?.duration) || 0,
    codecs: [h264Codec(video.profile, video.level), ...(hasAudio ? [AAC_CODEC] : [])].join(','),
  };
}

/**
 * Cuts one rung by stream copy. ffmpeg's own segment list gives each piece's exact start and end
 * (the times its HLS muxer would write), so no per-segment ffprobe is needed. The 0.5 s delta
 * lets a cut land on the keyframe at a whole second even when timestamps are shifted a frame.
 */
async function cutRung(info: RungInfo, cuts: number[], dir: string, signal?: AbortSignal): Promise<CutSegment[]> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const list = path.join(dir, 'list.csv');
  const when = cuts.length ? ['-segment_times', cuts.join(',')] : ['-segment_time', '86400'];
  await runFfmpeg(
    ['-i', info.path, '-map', '0', '-c', 'copy', '-f', 'segment', '-segment_format', 'mpegts', ...when,
      '-segment_time_delta', '0.5', '-segment_list', list, '-segment_list_type', 'csv', path.join(dir, '%05d.ts')],
    { signal },
  );
  const rows = (await readFile(list, 'utf8')).split('\n').filter(Boolean);
  return Promise.all(
    rows.map(async (row) => {
      const [file, start, end] = row.split(',');
      const { size } = await stat(path.join(dir, file));
      return { file, uri: file, start: Number(start), end: Number(end), duration: Number(end) - Number(start), size };
    }),
  );
}

/**
 * The step's segments of one rung as a single MP4 with its index first (stream copy, no
 * re-encode). A browser starts such a file with one request and no script — the public page's
 * first frame (lib/player/fast-start.ts) — where an HLS start needs a playlist, a segment probe
 * and more before it shows anything. Timestamps start at 0, as the step's playlists do.
 */
export async function progressiveStart(stepDir: string, segments: PlaylistSegment[], out: string, signal?: AbortSignal) {
  // MPEG-TS pieces of one stream join byte by byte (what ffmpeg's concat: protocol would do).
  const joined = path.join(stepDir, `.${out}.ts`);
  await writeFile(joined, '');
  for (const segment of segments) await appendFile(joined, await readFile(path.join(stepDir, segment.uri)));
  try {
    await runFfmpeg(['-i', joined, '-map', '0', '-c', 'copy', '-bsf:a', 'aac_adtstoasc', '-movflags', '+faststart', '-f', 'mp4', path.join(stepDir, out)], { signal });
  } finally {
    await rm(joined, { force: true });
  }
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Moves a rung's segments into each step's folder, renumbered from 0. Overlapping steps share a
 * segment: the first step takes the file, later ones copy it from there.
 */
async function placeSegments(segments: CutSegment[], cutDir: string, stepDir: string, rung: Rung, homes: Map<string, string>) {
  await mkdir(path.join(stepDir, String(rung)), { recursive: true });
  const placed: PlaylistSegment[] = [];
  for (const segment of segments) {
    const uri = `${rung}/${String(placed.length).padStart(5, '0')}.ts`;
    const from = path.join(cutDir, segment.file);
    const to = path.join(stepDir, uri);
    const home = homes.get(from);
    if (home) await copyFile(home, to);
    else await rename(from, to);
    homes.set(from, home ?? to);
    placed.push({ uri, duration: segment.duration, size: segment.size });
  }
  return placed;
}

/**
 * Writes every step's HLS (a media playlist per rung and a master) from the rung files, by stream
 * copy only — re-packaging after the author changes steps costs seconds, not a transcode.
 * Layout per step: `<stepId>/master.m3u8`, `<stepId>/<rung>.m3u8`, `<stepId>/<rung>/NNNNN.ts`, and
 * `<stepId>/<progressiveRung>.mp4` when asked for.
 */
export async function packageSteps({ rungFiles, steps, outDir, progressiveRung = null, signal, exact = false }: PackageOptions): Promise<PackagedStep[]> {
  if (!rungFiles.length || !steps.length) throw new MediaError('invalid_input', 'nothing to package');
  const infos = await Promise.all(rungFiles.map((file) => describeRung(file, signal)));
  infos.sort((a, b) => a.rung - b.rung);
  const duration = Math.min(...infos.map((i) => i.duration));
  const snapped = exact ? exactSteps(steps, duration) : snapSteps(steps, duration);
  const cuts = exact ? exactCutTimes(duration, snapped) : segmentCutTimes(duration, snapped);

  await mkdir(outDir, { recursive: true });
  for (const step of snapped) await rm(path.join(outDir, step.id), { recursive: true, force: true });
  const cutDirs = infos.map((info) => path.join(outDir, `.cut-${info.rung}`));
  try {
    // Stream copy is I/O bound: all rungs at once.
    const cutsPerRung = await Promise.all(infos.map((info, r) => cutRung(info, cuts, cutDirs[r], signal)));
    const homes = new Map<string, string>();
    const results: PackagedStep[] = [];
    for (const step of snapped) {
      const stepDir = path.join(outDir, step.id);
      const result: PackagedStep = { stepId: step.id, masterKey: `${step.id}/master.m3u8`, renditions: {}, duration: 0,
        segments: 0, progressive: null, files: [], start: step.start, end: step.end };
      const variants: Variant[] = [];
      for (const [r, info] of infos.entries()) {
        const owned = assignSegments(cutsPerRung[r], [step])[0].map((index) => cutsPerRung[r][index]);
        if (!owned.length) throw new MediaError('failed', 'a step has no segments');
        const placed = await placeSegments(owned, cutDirs[r], stepDir, info.rung, homes);
        await writeFile(path.join(stepDir, `${info.rung}.m3u8`), mediaPlaylist(placed));
        result.files.push(...placed.map((p) => `${step.id}/${p.uri}`), `${step.id}/${info.rung}.m3u8`);
        result.renditions[String(info.rung)] = `${step.id}/${info.rung}.m3u8`;
        if (info.rung === progressiveRung) {
          await progressiveStart(stepDir, placed, `${info.rung}.mp4`, signal);
          result.progressive = `${step.id}/${info.rung}.mp4`;
          result.files.push(result.progressive);
        }
        variants.push({ uri: `${info.rung}.m3u8`, width: info.width, height: info.height, codecs: info.codecs,
          frameRate: info.fps || undefined, ...variantBandwidth(placed) });
        // The lowest rung stands for all: every rung is cut on the same keyframes.
        if (r === 0) {
          result.duration = round(placed.reduce((sum, p) => sum + p.duration, 0));
          result.segments = placed.length;
        }
      }
      await writeFile(path.join(stepDir, 'master.m3u8'), masterPlaylist(variants));
      result.files.push(result.masterKey);
      results.push(result);
    }
    return results;
  } finally {
    // Segments outside every step (trimmed parts) and the segment lists go with the cut folders.
    await Promise.all(cutDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}
