import { and, eq } from 'drizzle-orm';
import path from 'node:path';
import { uploads } from '@/db/schema';
import { ladderFor, type Rung } from '@/lib/media/ladder';
import { probe, type ProbeResult } from '@/lib/media/probe';
import { transcodeLadder, type RungFile } from '@/lib/media/transcode';
import { BLOCKED, CONVERT, FRAME_CAPTURE } from '../constants';
import type { PipelineContext } from './context';
import { uploadFile } from './files';

const extensionOf = (key: string) => {
  const match = /\.[A-Za-z0-9]{1,8}$/.exec(key);
  return match ? match[0].toLowerCase() : '.mp4';
};

/** The completed upload this workflow was initialised from (when the row does not name it yet). */
async function uploadKey(ctx: PipelineContext): Promise<string | null> {
  const row = await ctx.db.query.uploads.findFirst({
    where: and(eq(uploads.workflowId, ctx.workflowId), eq(uploads.organizationId, ctx.orgId), eq(uploads.status, 'completed')),
  });
  return row?.storageKey ?? null;
}

/**
 * Moves the uploaded video into the workflow's folder: copy, point the row at the copy, then
 * delete the upload's object. A crash between the steps is harmless: the copy is simply redone,
 * or the left-over upload object is removed by the next run.
 */
export async function moveOriginal(ctx: PipelineContext): Promise<string> {
  const workflow = await ctx.load();
  const fromUpload = await uploadKey(ctx);
  const current = workflow.originalVideoKey ?? fromUpload;
  if (!current) throw new Error('the workflow has no original video');
  let key = current;
  if (!current.startsWith(ctx.keys.prefix)) {
    key = ctx.keys.original(extensionOf(current));
    await ctx.storage.copy(current, key);
    await ctx.update({ originalVideoKey: key });
  }
  if (fromUpload && fromUpload !== key) await ctx.storage.delete(fromUpload);
  return key;
}

export async function probeOriginal(ctx: PipelineContext, originalKey: string): Promise<ProbeResult> {
  const done = await ctx.readMarker<ProbeResult>('probe');
  if (done) return done;
  // The upload was checked against the configured limits already; here only readability matters.
  const source = await probe(await ctx.local(originalKey), { maxBytes: Number.MAX_SAFE_INTEGER, maxDuration: 24 * 3600 }, ctx.options.signal);
  const { width, height, fps, hasAudio, videoCodec, size, duration } = source;
  // Added to what initialize recorded (origin, file name, type), not instead of it.
  const known = (await ctx.load()).source;
  const recorded = known && typeof known === 'object' ? known : {};
  await ctx.update({ source: { ...recorded, width, height, fps, hasAudio, codec: videoCodec, size }, videoDuration: duration });
  await ctx.writeMarker('probe', source);
  return source;
}

export const TRANSCODE_STATUS = { blocked: BLOCKED.transcoding, convertStatus: CONVERT.transcoding, frameCaptureStatus: FRAME_CAPTURE.waitingConversion };
export const TRANSCODED_STATUS = { convertStatus: CONVERT.transcoded, frameCaptureStatus: FRAME_CAPTURE.running };

/** Shortest source (seconds) for which the automatic setting encodes the 360 rung first. */
export const quickFirstMinSeconds = (env: NodeJS.ProcessEnv = process.env) => {
  const seconds = Number(env.PIPELINE_QUICK_FIRST_MIN_SECONDS || 120);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : 120;
};

export type LadderResult = { rungs: Array<{ rung: Rung; key: string }> };

/**
 * Encodes the rungs not yet in storage (one decode for all of them) and uploads each as soon as
 * ffmpeg finishes it — the 360 rung first with quickFirst, so the editor can play it early. A
 * rung is in storage only once complete, so after a crash exactly the missing rungs are redone.
 */
export async function transcodeOriginal(ctx: PipelineContext, originalKey: string, source: ProbeResult): Promise<LadderResult> {
  const rungs = ladderFor(Math.min(source.width, source.height));
  const result = { rungs: rungs.map((rung) => ({ rung, key: ctx.keys.rung(rung) })) };
  const existing = await Promise.all(result.rungs.map((r) => ctx.storage.exists(r.key)));
  const missing = rungs.filter((_, i) => !existing[i]);
  if (!missing.length) return result;
  const uploading: Promise<void>[] = [];
  const onRungReady = (file: RungFile) => {
    const key = ctx.keys.rung(file.rung);
    ctx.produced.set(key, file.path);
    const upload = uploadFile(ctx.storage, key, file.path);
    // Awaited below; until then a failure must not surface as an unhandled rejection.
    upload.catch(() => undefined);
    uploading.push(upload);
  };
  const { preset, signal } = ctx.options;
  const quickFirst = ctx.options.quickFirst ?? source.duration >= quickFirstMinSeconds();
  await transcodeLadder({
    input: await ctx.local(originalKey),
    outDir: path.join(ctx.workDir, 'rungs'),
    rungs: missing,
    source,
    preset,
    signal,
    quickFirst: quickFirst && missing.length > 1,
    onRungReady,
    onProgress: (fraction) => ctx.progress('transcode', fraction),
  });
  await Promise.all(uploading);
  return result;
}
