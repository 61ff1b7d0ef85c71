import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { workflowSteps } from '@/db/schema';
import { makePoster } from '@/lib/media/poster';
import type { Rung } from '@/lib/media/ladder';
import { packageSteps } from '@/lib/media/package';
import { DEFAULT_QUALITY, renditionFor } from '@/lib/player/quality';
import { segmentSteps } from '../segmentation';
import type { PipelineContext } from './context';
import { uploadFiles } from './files';
import { topRung, type AudioResult, type StoredImageMap } from './stage-frames';
import type { LadderResult } from './stage-media';
import { detectSilences, type TranscribeResult } from './stage-speech';

export type SegmentResult = { version: number; steps: Array<{ id: string; start: number; end: number; title: string }> };

/** Step ranges from the transcript (or silences), and the HLS folder version they will live in. */
export async function segmentWorkflow(ctx: PipelineContext, speech: TranscribeResult, audio: AudioResult, duration: number): Promise<SegmentResult> {
  const done = await ctx.readMarker<SegmentResult>('segment');
  if (done) return done;
  const pauses = !speech.sentences.length && audio.key ? await detectSilences(await ctx.local(audio.key), ctx.options.signal) : [];
  const ranges = segmentSteps({ duration, sentences: speech.sentences, pauses });
  const workflow = await ctx.load();
  // Ids are fixed here, once: a resumed run packages into the very same folders.
  const result = { version: workflow.hlsVersion + 1, steps: ranges.map((range) => ({ id: randomUUID(), ...range })) };
  await ctx.writeMarker('segment', result);
  return result;
}

export type PackagedStepRow = {
  id: string;
  position: number;
  title: string;
  start: number;
  end: number;
  duration: number;
  hlsKey: string;
  renditions: Record<string, string>;
  posterKey: string;
  /** The step as one MP4 of the player's starting rung (the public page's fast start), or null. */
  startVideoKey: string | null;
};
export type PackageResult = { version: number; steps: PackagedStepRow[] };

/**
 * Cuts every step from the rungs by stream copy, makes a poster per step, and uploads it all.
 * Master playlists go last; nothing points at the folder until publishSteps writes the rows.
 */
export async function packageWorkflow(ctx: PipelineContext, ladder: LadderResult, segments: SegmentResult): Promise<PackageResult> {
  const done = await ctx.readMarker<PackageResult>('package');
  if (done) return done;
  const result = await cutAndStoreSteps(ctx, ladder, segments, (fraction) => ctx.progress('package', fraction));
  await ctx.writeMarker('package', result);
  return result;
}

/**
 * The work of packageWorkflow without its marker: cuts `segments` from the stored rungs into the
 * HLS folder of `segments.version` and stores it. The segmentation editor's re-cut calls it too.
 */
export async function cutAndStoreSteps(
  ctx: PipelineContext,
  ladder: LadderResult,
  segments: SegmentResult,
  onProgress: (fraction: number) => void,
  exact = false,
): Promise<PackageResult> {
  const { signal } = ctx.options;
  const outDir = path.join(ctx.workDir, 'hls');
  const rungFiles = await Promise.all(ladder.rungs.map(async ({ rung, key }) => ({ rung, path: await ctx.local(key) })));
  // The rung the player starts on (720p or the best below) also becomes one MP4 per step.
  const progressiveRung = Number(renditionFor(DEFAULT_QUALITY, ladder.rungs.map((r) => String(r.rung)))) as Rung;
  const packaged = await packageSteps({ rungFiles, steps: segments.steps, outDir, progressiveRung, signal, exact });
  onProgress(0.4);
  const top = await ctx.local(topRung(ladder).key);
  for (const step of packaged) {
    await makePoster({ input: top, out: path.join(outDir, step.stepId, 'poster.jpg'), start: step.start, end: step.end, signal });
  }
  const base = ctx.keys.hls(segments.version);
  const files = packaged.flatMap((step) => [...step.files, `${step.stepId}/poster.jpg`]);
  const isMaster = (file: string) => file.endsWith('/master.m3u8');
  const toItem = (file: string) => ({ key: `${base}${file}`, file: path.join(outDir, file) });
  await uploadFiles(ctx.storage, files.filter((f) => !isMaster(f)).map(toItem));
  onProgress(0.9);
  await uploadFiles(ctx.storage, files.filter(isMaster).map(toItem));
  const titles = new Map(segments.steps.map((s) => [s.id, s.title]));
  const result: PackageResult = {
    version: segments.version,
    steps: packaged.map((step, position) => ({
      id: step.stepId,
      position,
      title: titles.get(step.stepId) ?? '',
      start: step.start,
      end: step.end,
      duration: step.duration,
      hlsKey: `${base}${step.masterKey}`,
      renditions: Object.fromEntries(Object.entries(step.renditions).map(([rung, file]) => [rung, `${base}${file}`])),
      posterKey: `${base}${step.stepId}/poster.jpg`,
      startVideoKey: step.progressive ? `${base}${step.progressive}` : null,
    })),
  };
  onProgress(1);
  return result;
}

/** Per-step image map: the workflow's sheets, read from `offset` seconds on. */
export const stepImageMap = (map: StoredImageMap, start: number) => ({ ...map, offset: start });

/** A step row's columns from its packaged form (the pipeline's publish and the editor's re-cut). */
export const packagedStepColumns = (step: PackagedStepRow, imageMap: StoredImageMap | null) => ({
  position: step.position,
  title: step.title,
  startTime: step.start,
  endTime: step.end,
  duration: step.duration,
  hlsKey: step.hlsKey,
  renditions: step.renditions,
  posterKey: step.posterKey,
  // Runs packaged before the MP4 existed resume with a marker that lacks it.
  startVideoKey: step.startVideoKey ?? null,
  imageMap: imageMap ? stepImageMap(imageMap, step.start) : null,
});

/**
 * Makes the packaged steps the workflow's steps, in one transaction: the old rows go, the new
 * ones (whose files are all stored) come. Re-running it writes the same rows again.
 */
export async function publishSteps(ctx: PipelineContext, result: PackageResult, imageMap: StoredImageMap) {
  await ctx.db.transaction(async (tx) => {
    // Fenced: a run that lost its lease must not replace the steps of the run that took over.
    await ctx.lease?.confirm(tx);
    await tx.delete(workflowSteps).where(and(eq(workflowSteps.workflowId, ctx.workflowId), eq(workflowSteps.organizationId, ctx.orgId)));
    await tx.insert(workflowSteps).values(
      result.steps.map((step) => ({ id: step.id, organizationId: ctx.orgId, workflowId: ctx.workflowId, ...packagedStepColumns(step, imageMap) })),
    );
  });
}

/** Keeps the current HLS folder and the one before (players that loaded it a moment ago). */
export async function pruneOldVersions(ctx: PipelineContext, version: number) {
  for (let old = version - 2; old >= 1; old -= 1) {
    if ((await ctx.storage.deletePrefix(ctx.keys.hls(old))) === 0) break;
  }
}
