import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { workflows } from '@/db/schema';
import { getStorage, type Storage } from '@/lib/storage';
import { BLOCKED, CONVERT, EDITOR, ERROR, FRAME_CAPTURE, SPEECH, STEPS, type WorkflowJobData } from '../constants';
import { createContext, WorkflowGone, type PipelineContext, type PipelineOptions, type WorkflowUpdate } from './context';
import { isPermanent, recordFailure } from './failure';
import { autoPublish } from './auto-publish';
import { acquireLease, LeaseLost } from './lease';
import { extractWorkflowAudio, makeWorkflowImageMap, makeWorkflowPoster } from './stage-frames';
import { moveOriginal, probeOriginal, TRANSCODE_STATUS, TRANSCODED_STATUS, transcodeOriginal } from './stage-media';
import { transcribeWorkflow } from './stage-speech';
import { packageWorkflow, publishSteps, pruneOldVersions, segmentWorkflow } from './stage-steps';
import type { StageName } from './stages';

/** busy: another live run holds the workflow; lost: this run's lease was taken over mid-run. */
export type ProcessOutcome =
  | { status: 'finished' | 'skipped' | 'gone' | 'busy' | 'lost' }
  | { status: 'failed'; stage: StageName; error: unknown; permanent: boolean };

export type ProcessDeps = { db?: Db; storage?: Storage };

class StageFailed extends Error {
  constructor(readonly stage: StageName, readonly original: unknown) {
    super(`stage ${stage} failed`);
  }
}

// Spec §4 lists no values for the audio extract; the contract uses 'finished'.
const EXTRACT_FINISHED = 'finished';

const hasErrorValue = (values: Array<string | null>) => values.some((v) => !!v && v.includes(ERROR));

/** Stage markers and rungs of an earlier run: a reset (or first run) starts from the original. */
async function freshStart(ctx: PipelineContext) {
  await ctx.storage.deletePrefix(ctx.keys.markers);
  await ctx.storage.deletePrefix(`${ctx.keys.prefix}rungs/`);
  await ctx.storage.deletePrefix(ctx.keys.imageMapFolder);
}

/** Runs one stage: statuses on entry, the work (which skips itself when its marker exists), history. */
async function stage<T>(ctx: PipelineContext, name: StageName, work: () => Promise<T>, entry?: WorkflowUpdate): Promise<T> {
  const { signal, onStage } = ctx.options;
  signal?.throwIfAborted();
  if (entry) await ctx.update(entry);
  await onStage?.(name, 'start');
  ctx.progress(name, 0);
  let value: T;
  try {
    value = await work();
  } catch (error) {
    // A killed worker records nothing; an aborted run, or one that lost its lease, behaves the same way.
    if (signal?.aborted || error instanceof WorkflowGone || error instanceof LeaseLost) throw error;
    throw new StageFailed(name, error);
  }
  ctx.progress(name, 1);
  await onStage?.(name, 'done');
  return value;
}

async function run(ctx: PipelineContext): Promise<ProcessOutcome> {
  const workflow = await ctx.load();
  const statuses = [workflow.convertStatus, workflow.stepsStatus, workflow.speechStatus, workflow.frameCaptureStatus, workflow.videoExtractStatus];
  // A duplicate delivery of a job that already finished (or failed: retry re-sends it) does nothing.
  if ((workflow.stepsStatus === STEPS.finished && !workflow.blocked) || hasErrorValue(statuses)) return { status: 'skipped' };
  if (workflow.blocked === BLOCKED.waitingBackendInitial) await freshStart(ctx);
  const done = async (name: string, detail: string) => ctx.history(name, 'finished', detail);

  // 'copying original video' only while the upload still has to be moved (not on a resume).
  const moved = !!workflow.originalVideoKey?.startsWith(ctx.keys.prefix);
  await ctx.update({ blocked: moved ? BLOCKED.transcoding : BLOCKED.copyingOriginalVideo, failure: null });
  const original = await stage(ctx, 'original', () => moveOriginal(ctx));
  const source = await stage(ctx, 'probe', () => probeOriginal(ctx, original));
  const ladder = await stage(ctx, 'transcode', () => transcodeOriginal(ctx, original, source), TRANSCODE_STATUS);
  await ctx.update(TRANSCODED_STATUS);
  await done('transcode', `rungs ${ladder.rungs.map((r) => r.rung).join('/')}`);
  await stage(ctx, 'poster', () => makeWorkflowPoster(ctx, ladder));
  const imageMap = await stage(ctx, 'image-map', () => makeWorkflowImageMap(ctx, ladder));
  const audio = await stage(ctx, 'audio', () => extractWorkflowAudio(ctx, original));
  await ctx.update({ videoExtractStatus: EXTRACT_FINISHED });
  const speech = await stage(ctx, 'transcribe', () => transcribeWorkflow(ctx, audio, source.duration), { speechStatus: SPEECH.runningTranscript });
  await ctx.update({ speechStatus: speech.waiting ? SPEECH.waiting : SPEECH.sentencesFinished });
  await done('transcribe', speech.waiting ? 'waiting for a transcript' : `${speech.provider}: ${speech.sentences.length} sentences`);
  const segments = await stage(ctx, 'segment', () => segmentWorkflow(ctx, speech, audio, source.duration), {
    stepsStatus: STEPS.running,
    editorStatus: EDITOR.processingSegmentation,
  });
  const packaged = await stage(ctx, 'package', () => packageWorkflow(ctx, ladder, segments));
  // Rows last: a step (and its playlist) becomes visible only once every file is stored.
  await publishSteps(ctx, packaged, imageMap);
  await ctx.flushProgress();
  await ctx.update({
    hlsVersion: packaged.version,
    stepsStatus: STEPS.finished,
    editorStatus: EDITOR.completedSegmentation,
    convertStatus: CONVERT.finished,
    frameCaptureStatus: FRAME_CAPTURE.finished,
    speechStatus: speech.waiting ? SPEECH.waiting : SPEECH.completed,
    blocked: null,
    failure: null,
    progress: null,
  });
  await done('publish', `${packaged.steps.length} steps`);
  await autoPublish(ctx, speech.waiting);
  await pruneOldVersions(ctx, packaged.version);
  return { status: 'finished' };
}

const workRoot = () => path.join(process.env.PIPELINE_WORK_DIR || os.tmpdir(), 'openhow-pipeline');

export const pipelineOptionsFromEnv = (env: NodeJS.ProcessEnv = process.env): PipelineOptions => ({
  preset: env.PIPELINE_X264_PRESET || 'veryfast',
  ...(env.PIPELINE_QUICK_FIRST === 'true' || env.PIPELINE_QUICK_FIRST === 'false' ? { quickFirst: env.PIPELINE_QUICK_FIRST === 'true' } : {}),
});

/**
 * Takes a workflow from initialize to ready (see workflow-contract.md for the status lifecycle).
 * Idempotent and resumable: every stage leaves its output in storage under deterministic keys
 * and a marker, so a run after a crash redoes only what was not finished.
 */
export async function processWorkflow(data: WorkflowJobData, options: PipelineOptions = {}, deps: ProcessDeps = {}): Promise<ProcessOutcome> {
  const db = deps.db ?? (await getDb());
  const storage = deps.storage ?? getStorage();
  const scope = { orgId: data.organizationId, workflowId: data.workflowId };
  const lease = await acquireLease(db, scope);
  if (!lease) {
    const row = await db.query.workflows.findFirst({ where: and(eq(workflows.id, scope.workflowId), eq(workflows.organizationId, scope.orgId)) });
    return { status: row ? 'busy' : 'gone' };
  }
  // Losing the lease stops the run (and its ffmpeg) exactly like a kill.
  const signal = options.signal ? AbortSignal.any([options.signal, lease.signal]) : lease.signal;
  const workDir = path.join(workRoot(), `${data.workflowId}-${randomUUID().slice(0, 8)}`);
  const ctx = createContext({ db, storage, ...scope, workDir, lease, options: { ...pipelineOptionsFromEnv(), ...options, signal } });
  try {
    return await run(ctx);
  } catch (error) {
    if (error instanceof WorkflowGone) return { status: 'gone' };
    if (error instanceof LeaseLost || lease.signal.aborted) return { status: 'lost' };
    if (!(error instanceof StageFailed)) throw error;
    await recordFailure(ctx, error.stage, error.original).catch((recordError) => {
      if (!(recordError instanceof WorkflowGone)) throw recordError;
    });
    return { status: 'failed', stage: error.stage, error: error.original, permanent: isPermanent(error.original) };
  } finally {
    // Aborting through options.signal stands for a killed worker: its lease is left to run out.
    if (options.signal?.aborted) lease.stop();
    else await lease.release().catch(() => lease.stop());
    await rm(workDir, { recursive: true, force: true });
  }
}
