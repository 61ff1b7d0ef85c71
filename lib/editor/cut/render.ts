import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { editorSessions, transcriptions, uploads, workflows, workflowSteps } from '@/db/schema';
import type { Rung } from '@/lib/media/ladder';
import { invalidatePublicWorkflow } from '@/lib/player/public-cache-store';
import type { Storage } from '@/lib/storage';
import type { TranscriptSentence } from '@/lib/transcription/types';
import { searchTextOf } from '@/lib/transcription/types';
import { EDITOR, ERROR, type WorkflowJobData } from '@/lib/workflows/constants';
import type { PipelineContext } from '@/lib/workflows/pipeline/context';
import { uploadFile } from '@/lib/workflows/pipeline/files';
import { leaseSeconds } from '@/lib/workflows/pipeline/lease';
import { withRenderJob } from '@/lib/workflows/pipeline/render-job';
import { cutAndStoreSteps, packagedStepColumns, type PackageResult } from '@/lib/workflows/pipeline/stage-steps';
import { requestKnowledgeIndex } from '@/lib/knowledge/jobs';
import { refreshPublishRender } from '../publish/state';
import { backupKeys, readBackup, writeBackup, type CutBackup } from './backup';
import { describeMedia, renderArgs, renderRungs, toFrames, type OldStep } from './render-media';
import { planEdit, renderedTime, type EditPlan, type PlannedInsert } from './render-plan';
import type { Insertion } from './retime';
import { deletedRanges, insertsOf, mapTime, rotatedRanges, videoTurns, type Segment } from './segments';
import { CUT_STATUSES, isCutRunning } from './status';
import { restoreTimedRows, retimeTimedRows, snapshotTimed } from './timed-rows';
import { shiftTranscript } from './words';

/** The progress stage of a cut render (label advancedEditor.cut.render). */
export const CUT_STAGE = 'cut';
export const CUT_FAILURE = 'advancedEditor.cut.failure';
export type CutMode = 'apply' | 'restore';
export type CutOutcome = 'finished' | 'skipped' | 'failed';
/** `signal` stops the run as a killed worker would (nothing recorded); tests use it to simulate a crash. */
export type CutDeps = { db?: Db; storage?: Storage; signal?: AbortSignal };

type Job = { ctx: PipelineContext; progress: (fraction: number) => Promise<unknown>; rungs: Rung[]; runId: string };

/** This run no longer owns the render (a recovery handed it to another run, or it was taken back). */
class RenderLost extends Error {}

/** The steps and transcripts as they are now: what a backup keeps. */
async function currentState(ctx: PipelineContext, videoDuration: number, takenAtVersion: number, rungs: Rung[]): Promise<CutBackup> {
  const scope = (t: typeof workflowSteps | typeof transcriptions) => and(eq(t.workflowId, ctx.workflowId), eq(t.organizationId, ctx.orgId));
  const steps = await ctx.db.select().from(workflowSteps).where(scope(workflowSteps)).orderBy(asc(workflowSteps.position));
  const texts = await ctx.db.select().from(transcriptions).where(scope(transcriptions));
  return {
    takenAtVersion,
    videoDuration,
    rungs,
    steps: steps.map((s) => ({ id: s.id, start: s.startTime, end: s.endTime, title: s.title })),
    transcripts: texts.map((t) => ({ id: t.id, sentences: t.sentences as TranscriptSentence[] })),
  };
}

type TimedHooks = { beforeSteps?: (tx: Db) => Promise<void>; afterSteps?: (tx: Db) => Promise<void> };

/**
 * Makes the packaged steps, transcripts and duration the workflow's, in one transaction; `timed`
 * retimes (apply, before steps go) or brings back (restore, once the steps are back) annotations
 * and voice-over blocks in the same transaction.
 */
async function commit(ctx: PipelineContext, runId: string, packaged: PackageResult, transcripts: CutBackup['transcripts'], duration: number, clearSession: boolean, timed: TimedHooks = {}) {
  const scope = and(eq(workflowSteps.workflowId, ctx.workflowId), eq(workflowSteps.organizationId, ctx.orgId));
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(workflows).where(and(eq(workflows.id, ctx.workflowId), eq(workflows.organizationId, ctx.orgId))).for('update');
    if (!row || !isCutRunning(row.editorStatus)) throw new Error('the cut is no longer pending');
    if ((row.progress as { runId?: string } | null)?.runId !== runId) throw new RenderLost('another run owns this render');
    await timed.beforeSteps?.(tx);
    const old = await tx.select({ id: workflowSteps.id }).from(workflowSteps).where(scope);
    const ids = new Set(packaged.steps.map((s) => s.id));
    const gone = old.filter((s) => !ids.has(s.id)).map((s) => s.id);
    if (gone.length) await tx.delete(workflowSteps).where(and(scope, inArray(workflowSteps.id, gone)));
    await tx.update(workflowSteps).set({ position: sql`${workflowSteps.position} + 100000` }).where(scope);
    const existing = new Set(old.map((s) => s.id));
    for (const step of packaged.steps) {
      const columns = packagedStepColumns(step, null);
      if (existing.has(step.id)) await tx.update(workflowSteps).set(columns).where(and(scope, eq(workflowSteps.id, step.id)));
      else await tx.insert(workflowSteps).values({ id: step.id, organizationId: ctx.orgId, workflowId: ctx.workflowId, ...columns });
    }
    await timed.afterSteps?.(tx);
    for (const t of transcripts) {
      await tx
        .update(transcriptions)
        .set({ sentences: t.sentences, searchText: searchTextOf(t.sentences), revision: sql`${transcriptions.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(transcriptions.id, t.id), eq(transcriptions.organizationId, ctx.orgId)));
    }
    if (clearSession) {
      await tx
        .update(editorSessions)
        .set({ segments: [], redo: [], revision: sql`${editorSessions.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(editorSessions.workflowId, ctx.workflowId), eq(editorSessions.organizationId, ctx.orgId)));
    }
    await tx
      .update(workflows)
      .set({ hlsVersion: packaged.version, videoDuration: duration, editorStatus: EDITOR.completedBuilderMain, progress: null, failure: null, updatedAt: new Date() })
      .where(and(eq(workflows.id, ctx.workflowId), eq(workflows.organizationId, ctx.orgId)));
  });
}

/** Packages `steps` from local rung files into the next HLS folder (frame-exact boundaries). */
async function packageFrom(job: Job, files: Map<Rung, string>, steps: OldStep[], version: number) {
  for (const [rung, file] of files) job.ctx.produced.set(job.ctx.keys.rung(rung), file);
  const rungs = job.rungs.map((rung) => ({ rung, key: job.ctx.keys.rung(rung) }));
  return cutAndStoreSteps(job.ctx, { rungs }, { version, steps }, (f) => void job.progress(0.6 + f * 0.3), true);
}

/** The inserts' files (from the organisation's completed uploads), probed, and the steps they become. */
async function insertFiles(ctx: PipelineContext, segments: Segment[]) {
  const wanted = insertsOf(segments);
  const ids = [...new Set(wanted.map((i) => i.uploadId))];
  const rows = ids.length
    ? await ctx.db.select().from(uploads).where(and(eq(uploads.organizationId, ctx.orgId), inArray(uploads.id, ids), eq(uploads.status, 'completed')))
    : [];
  const files: Array<{ file: string; hasAudio: boolean }> = [];
  const planned: PlannedInsert[] = [];
  for (const insert of wanted) {
    const row = rows.find((r) => r.id === insert.uploadId);
    if (!row) throw new Error('an inserted clip is no longer stored');
    const file = await ctx.local(row.storageKey);
    const media = await describeMedia(file);
    if (!media.width || !media.height || media.duration <= 0) throw new Error('an inserted clip has no video');
    // Trimmed: the part of the file between its trims (the file's own length bounds the tail).
    const from = Math.min(insert.from, media.duration);
    const duration = Math.min(insert.to ?? media.duration, media.duration) - from;
    if (duration <= 0) throw new Error('an inserted clip is trimmed away');
    files.push({ file, hasAudio: media.hasAudio });
    planned.push({ insertIndex: insert.insertIndex, duration, from, turns: insert.turns, step: { id: randomUUID(), title: row.fileName.replace(/\.[^.]+$/, '').slice(0, 90) } });
  }
  return { files, planned };
}

/** The inserts as times of the current video (the original start of the surviving step each precedes, or the end), for retiming. */
function insertionsOf(plan: EditPlan, oldSteps: readonly OldStep[], inserts: readonly PlannedInsert[], duration: number): Insertion[] {
  const ids = new Set(inserts.map((i) => i.step.id));
  return plan.steps.flatMap((step, i) => {
    if (!ids.has(step.id)) return [];
    const next = plan.steps.slice(i + 1).find((s) => !ids.has(s.id));
    const old = next && oldSteps.find((s) => s.id === next.id);
    return [{ at: old ? old.start : duration, duration: step.end - step.start }];
  });
}

async function apply(job: Job, segments: Segment[], workflow: { hlsVersion: number; videoDuration: number | null }, preset: string) {
  const { ctx } = job;
  const keys = backupKeys(ctx.orgId, ctx.workflowId);
  let backup = await readBackup(ctx.storage, ctx.orgId, ctx.workflowId);
  // A backup of this very version means an earlier try stopped before its commit: the rungs it kept are the source.
  const resumed = backup?.takenAtVersion === workflow.hlsVersion;
  const source = async (rung: Rung) => ctx.local(resumed ? keys.rung(rung) : ctx.keys.rung(rung));
  // Every rung is rendered from the top one: one decode, the best picture there is.
  const top = job.rungs.reduce((a, b) => (b > a ? b : a));
  const input = await source(top);
  const media = await describeMedia(input);
  if (!resumed) {
    backup = await currentState(ctx, workflow.videoDuration ?? media.duration, workflow.hlsVersion, job.rungs);
    for (const rung of job.rungs) await uploadFile(ctx.storage, keys.rung(rung), await source(rung));
    await writeBackup(ctx.storage, ctx.orgId, ctx.workflowId, backup);
  }
  const inserts = await insertFiles(ctx, segments);
  const deleted = toFrames(deletedRanges(segments), media.fps);
  const plan = planEdit(backup!.steps, deleted, rotatedRanges(segments), inserts.planned, media.fps, media.duration);
  const { steps } = plan;
  if (!plan.pieces.some((p) => p.kind === 'source') || !steps.length) throw new Error('the edit removes the whole video');
  const boundaries = steps.flatMap((s) => [s.start, s.end]);
  const extras = { inserts: inserts.files, turns: videoTurns(segments) };
  await mkdir(path.join(ctx.workDir, 'rendered'), { recursive: true });
  const out = new Map<Rung, string>(job.rungs.map((rung) => [rung, path.join(ctx.workDir, 'rendered', `rung-${rung}.mp4`)]));
  const duration = plan.pieces.reduce((sum, p) => sum + (p.kind === 'source' ? p.end - p.start : p.duration), 0);
  const args = renderArgs(input, [...out].map(([rung, file]) => ({ rung, out: file })), plan.pieces, media, boundaries, preset, extras);
  await renderRungs(args, duration, (f) => void job.progress(0.05 + f * 0.55), ctx.options.signal);
  const packaged = await packageFrom(job, out, steps, workflow.hlsVersion + 1);
  for (const [rung, file] of out) await uploadFile(ctx.storage, ctx.keys.rung(rung), file);
  const transcripts = backup!.transcripts.map((t) => ({ id: t.id, sentences: shiftTranscript(t.sentences, deleted, (time, edge) => renderedTime(plan, time, deleted, edge === 'start') - mapTime(time, deleted)) }));
  // Annotations and voice-over blocks as they are now, kept for restore; the commit retimes the rows themselves.
  const scope = { orgId: ctx.orgId, workflowId: ctx.workflowId };
  await writeBackup(ctx.storage, ctx.orgId, ctx.workflowId, { ...backup!, timed: await snapshotTimed(ctx.db, scope) });
  const edit = { deleted, inserted: insertionsOf(plan, backup!.steps, inserts.planned, media.duration) };
  await commit(ctx, job.runId, packaged, transcripts, steps.at(-1)!.end, true, { beforeSteps: (tx) => retimeTimedRows(tx, scope, backup!.steps, steps, edit) });
  return `${deleted.length} cuts, ${inserts.planned.length} inserts, ${extras.turns} turns, ${steps.length} steps`;
}

async function restore(job: Job, workflow: { hlsVersion: number }) {
  const { ctx } = job;
  const backup = await readBackup(ctx.storage, ctx.orgId, ctx.workflowId);
  if (!backup) throw new Error('no previous version is kept');
  const keys = backupKeys(ctx.orgId, ctx.workflowId);
  const files = new Map<Rung, string>();
  for (const rung of backup.rungs) files.set(rung, await ctx.local(keys.rung(rung)));
  const packaged = await packageFrom({ ...job, rungs: backup.rungs }, files, backup.steps, workflow.hlsVersion + 1);
  for (const [rung, file] of files) await uploadFile(ctx.storage, ctx.keys.rung(rung), file);
  const timed = backup.timed;
  await commit(ctx, job.runId, packaged, backup.transcripts, backup.videoDuration, false, {
    afterSteps: timed ? (tx) => restoreTimedRows(tx, { orgId: ctx.orgId, workflowId: ctx.workflowId }, timed) : undefined,
  });
  await ctx.storage.deletePrefix(keys.state.slice(0, keys.state.lastIndexOf('/') + 1));
  return `restored ${backup.steps.length} steps`;
}

/**
 * The cut render (job cut-render): `apply` renders the session's edit — every stored rung
 * re-encoded from its kept ranges (frame-exact cuts, faded audio edges), the steps packaged into
 * a new HLS folder at their mapped boundaries, transcripts shifted, the session emptied — after
 * keeping the current version (backup.ts); `restore` brings that version back. editorStatus:
 * processing cut → completed buildermain; a failure leaves `processing cut error` with the old
 * version playing, and the page's retry sends the same render again.
 */
export async function runCutRender(data: WorkflowJobData, deps: CutDeps = {}): Promise<CutOutcome> {
  const lost = new AbortController();
  const signal = deps.signal ? AbortSignal.any([deps.signal, lost.signal]) : lost.signal;
  const runId = randomUUID();
  const running = inArray(workflows.editorStatus, [...CUT_STATUSES]);
  const options = { folder: 'openhow-cut', stage: CUT_STAGE, signal, runId, progressIf: running };
  return withRenderJob(data, deps, options, async ({ db, ctx, where, mine, progress, storedRungs, recordFailure }) => {
    let beat: NodeJS.Timeout | undefined;
    try {
      const workflow = await db.query.workflows.findFirst({ where });
      if (!workflow || !isCutRunning(workflow.editorStatus)) return 'skipped';
      // This run takes the render (a run the recovery sweep gave up on stops at its next beat).
      const [claimed] = await db
        .update(workflows)
        .set({ progress: { stage: CUT_STAGE, fraction: 0.02, updatedAt: new Date().toISOString(), runId } })
        .where(and(where, running))
        .returning({ id: workflows.id });
      if (!claimed) return 'skipped';
      // The beat (recover.ts): a render whose beat stops is a dead one, whatever ffmpeg is doing.
      beat = setInterval(() => {
        db.update(workflows)
          .set({ progress: sql`jsonb_set(${workflows.progress}, '{updatedAt}', to_jsonb(now()))` })
          .where(mine)
          .returning({ id: workflows.id })
          .then((rows) => void (rows.length ? undefined : lost.abort(new RenderLost('another run owns this render'))), () => undefined);
      }, Math.max(200, (leaseSeconds() * 1000) / 6));
      beat.unref();
      const session = await db.query.editorSessions.findFirst({ where: and(eq(editorSessions.workflowId, workflow.id), eq(editorSessions.organizationId, data.organizationId)) });
      const job: Job = { ctx, progress, rungs: await storedRungs(), runId };
      const preset = process.env.PIPELINE_X264_PRESET || 'veryfast';
      const detail = session?.pendingRender === 'restore' ? await restore(job, workflow) : await apply(job, (session?.segments ?? []) as Segment[], workflow, preset);
      invalidatePublicWorkflow(workflow.id);
      await ctx.history('cut', 'finished', detail);
      // The new steps were packaged from the clean rungs: a published workflow's blur and voice-over go back in.
      await refreshPublishRender(db, { orgId: data.organizationId, workflowId: workflow.id });
      // The assistant's passages follow the new steps and times (and a first publish).
      await requestKnowledgeIndex(data.organizationId, data.workflowId);
      return 'finished';
    } catch (error) {
      // Stopped from outside (a worker shutting down, a simulated kill): like a killed worker, nothing is recorded — the recovery sweep takes over.
      if (deps.signal?.aborted) throw error;
      // Another run owns the render now: it records the outcome.
      if (lost.signal.aborted || error instanceof RenderLost) return 'skipped';
      const row = await db.query.workflows.findFirst({ where });
      if (!row || !isCutRunning(row.editorStatus) || (row.progress as { runId?: string } | null)?.runId !== runId) return 'skipped';
      await db.update(workflows).set({ editorStatus: `${row.editorStatus} ${ERROR}`, failure: CUT_FAILURE, progress: null, updatedAt: new Date() }).where(mine);
      await recordFailure('cut', error);
      return 'failed';
    } finally {
      clearInterval(beat);
    }
  });
}
