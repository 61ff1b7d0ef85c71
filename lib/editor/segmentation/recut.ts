import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { annotations, workflowFeedback, workflows, workflowSteps, workflowViews, type WorkflowStep } from '@/db/schema';
import { invalidatePublicWorkflow } from '@/lib/player/public-cache-store';
import { toBuffer, type Storage } from '@/lib/storage';
import { EDITOR, ERROR, STEPS, type WorkflowJobData } from '@/lib/workflows/constants';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import type { PipelineContext } from '@/lib/workflows/pipeline/context';
import { withRenderJob } from '@/lib/workflows/pipeline/render-job';
import type { PackageResult } from '@/lib/workflows/pipeline/stage-steps';
import { cutAndStoreSteps, packagedStepColumns, stepImageMap } from '@/lib/workflows/pipeline/stage-steps';
import { refreshPublishRender } from '../publish/state';
import type { SegmentationPlan } from './plan';

/** Stored while a re-cut is pending (pipeline/recut.json): the plan the job carries out. */
export const RECUT_MARKER = 'recut';
/** The progress stage a re-cut reports (its label: pipeline.stages.segment). */
export const RECUT_STAGE = 'segment';
export const RECUT_FAILURE = 'pipeline.failure.segment';

export type RecutOutcome = 'finished' | 'skipped' | 'failed';
export type RecutDeps = { db?: Db; storage?: Storage };

const isPending = (w: { editorStatus: string | null; stepsStatus: string | null }) =>
  w.editorStatus === EDITOR.processingSegmentation && (w.stepsStatus === STEPS.scheduled || w.stepsStatus === STEPS.running);

/** The plan of the pending (or failed) re-cut of a workflow, if one is stored. */
export async function readRecutPlan(storage: Storage, orgId: string, workflowId: string): Promise<SegmentationPlan | null> {
  const object = await storage.get(workflowMediaKeys(orgId, workflowId).marker(RECUT_MARKER));
  return object ? (JSON.parse((await toBuffer(object.body)).toString('utf8')) as SegmentationPlan) : null;
}

export const writePlan = (storage: Storage, key: string, plan: SegmentationPlan) =>
  storage.put(key, JSON.stringify(plan), { contentType: 'application/json' });

/** Annotation elements are timed within their step: moved to another step, they shift with it. */
function shiftElements(elements: unknown, shift: number): unknown {
  if (!Array.isArray(elements) || !shift) return elements;
  return elements.map((e) =>
    e && typeof e === 'object' && 'startTime' in e && 'endTime' in e
      ? { ...e, startTime: Math.max(0, Number(e.startTime) + shift), endTime: Math.max(0, Number(e.endTime) + shift) }
      : e,
  );
}

/** Attachments of two steps as one: every list (diagrams, links, pdfs …) joined. */
function joinAttachments(into: unknown, from: unknown): unknown {
  if (!from || typeof from !== 'object') return into;
  const joined: Record<string, unknown> = { ...(into && typeof into === 'object' ? (into as Record<string, unknown>) : {}) };
  for (const [name, list] of Object.entries(from)) {
    if (Array.isArray(list)) joined[name] = [...(Array.isArray(joined[name]) ? (joined[name] as unknown[]) : []), ...list];
  }
  return joined;
}

/** Steps whose range did not change are carried over as they are; only the others are cut. */
function splitPlan(plan: SegmentationPlan, old: WorkflowStep[]) {
  const byId = new Map(old.map((s) => [s.id, s]));
  const same = (step: SegmentationPlan['steps'][number]) => {
    const was = byId.get(step.id);
    return !!was && was.hlsKey !== null && Math.abs(was.startTime - step.start) < 0.5 && Math.abs(was.endTime - step.end) < 0.5;
  };
  return { carried: plan.steps.filter(same).map((s) => byId.get(s.id)!), cut: plan.steps.filter((s) => !same(s)) };
}

/**
 * Unchanged steps keep their files where they are (in an earlier HLS folder): their playlists,
 * segments, MP4 and poster are exactly what a new cut would make, and copying a long video's
 * thousands of objects would cost more than the cut itself.
 */
const carryOver = (steps: WorkflowStep[]): PackageResult['steps'] =>
  steps.map((step) => ({
    id: step.id,
    position: step.position,
    title: step.title,
    start: step.startTime,
    end: step.endTime,
    duration: step.duration,
    hlsKey: step.hlsKey!,
    renditions: step.renditions as Record<string, string>,
    posterKey: step.posterKey ?? '',
    startVideoKey: step.startVideoKey,
  }));

/**
 * Old media cleaned as the pipeline does (the current folder and the one before stay for players
 * that loaded it a moment ago), except the step folders current steps still play from.
 */
async function pruneUnreferenced(ctx: PipelineContext, version: number) {
  const hlsRoot = `${ctx.keys.prefix}hls/`;
  const rows = await ctx.db
    .select({ hlsKey: workflowSteps.hlsKey })
    .from(workflowSteps)
    .where(and(eq(workflowSteps.workflowId, ctx.workflowId), eq(workflowSteps.organizationId, ctx.orgId)));
  const playing = new Set(rows.flatMap((r) => (r.hlsKey ? [r.hlsKey.slice(0, r.hlsKey.lastIndexOf('/') + 1)] : [])));
  const folders = new Set<string>();
  for (const { key } of await ctx.storage.list(hlsRoot)) {
    const [folderVersion, stepId] = key.slice(hlsRoot.length).split('/');
    if (Number(folderVersion) >= version - 1 || !stepId) continue;
    const folder = `${hlsRoot}${folderVersion}/${stepId}/`;
    if (!playing.has(folder)) folders.add(folder);
  }
  for (const folder of folders) await ctx.storage.deletePrefix(folder);
}

/**
 * The new steps become the workflow's, in one transaction: kept ids are updated in place (their
 * comments, annotations, attachments and translations stay), new ids inserted, and what hung on
 * a step that is gone moves to the step holding its old start (plan.ts) before that step is deleted.
 */
async function replaceSteps(ctx: PipelineContext, plan: SegmentationPlan, packaged: PackageResult, old: WorkflowStep[]) {
  const scope = and(eq(workflowSteps.workflowId, ctx.workflowId), eq(workflowSteps.organizationId, ctx.orgId));
  const oldById = new Map(old.map((s) => [s.id, s]));
  const titles = new Map(plan.steps.map((s) => [s.id, s.title]));
  const imageMap = (old.find((s) => s.imageMap)?.imageMap ?? null) as Parameters<typeof stepImageMap>[0] | null;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(workflows).where(and(eq(workflows.id, ctx.workflowId), eq(workflows.organizationId, ctx.orgId))).for('update');
    if (!row || !isPending(row)) throw new Error('the re-cut is no longer pending');
    // Positions are unique per workflow: park the current ones out of the way first.
    await tx.update(workflowSteps).set({ position: sql`${workflowSteps.position} + 100000` }).where(scope);
    for (const step of packaged.steps) {
      const media = { ...packagedStepColumns(step, imageMap), title: titles.get(step.id) ?? '' };
      if (oldById.has(step.id)) await tx.update(workflowSteps).set(media).where(and(scope, eq(workflowSteps.id, step.id)));
      else await tx.insert(workflowSteps).values({ id: step.id, organizationId: ctx.orgId, workflowId: ctx.workflowId, ...media });
    }
    for (const { from, to, shift } of plan.moved) {
      const gone = oldById.get(from);
      if (!gone) continue;
      const [target] = await tx.select({ attachments: workflowSteps.attachments }).from(workflowSteps).where(and(scope, eq(workflowSteps.id, to)));
      await tx.update(workflowSteps).set({ attachments: joinAttachments(target?.attachments, gone.attachments) }).where(and(scope, eq(workflowSteps.id, to)));
      const drawn = await tx.select().from(annotations).where(and(eq(annotations.organizationId, ctx.orgId), eq(annotations.stepId, from)));
      for (const a of drawn) await tx.update(annotations).set({ stepId: to, elements: shiftElements(a.elements, shift) }).where(eq(annotations.id, a.id));
      await tx.update(workflowViews).set({ stepId: to }).where(and(eq(workflowViews.organizationId, ctx.orgId), eq(workflowViews.stepId, from)));
      await tx.update(workflowFeedback).set({ stepId: to }).where(and(eq(workflowFeedback.organizationId, ctx.orgId), eq(workflowFeedback.stepId, from)));
    }
    const gone = plan.moved.map((m) => m.from);
    if (gone.length) await tx.delete(workflowSteps).where(and(scope, inArray(workflowSteps.id, gone)));
    await tx
      .update(workflows)
      .set({
        hlsVersion: packaged.version,
        stepsStatus: STEPS.finished,
        editorStatus: EDITOR.completedSegmentation,
        progress: null,
        failure: null,
        updatedAt: new Date(),
      })
      .where(eq(workflows.id, ctx.workflowId));
  });
}

/**
 * The segmentation editor's re-cut (job segmentation-recut): the steps whose range changed are cut
 * from the stored rungs by stream copy into a new HLS folder (the pipeline's own packaging), the
 * unchanged ones keep their files (carryOver), the steps are
 * replaced, the public cache dropped and step folders older than the previous one removed unless a
 * step still plays from them (pruneUnreferenced). Statuses (spec 02 §4): stepsStatus scheduled →
 * running → finished, editorStatus
 * processing segmentation → completed segmentation; a failure leaves `running error` and the
 * old steps playing, and POST …/retry sends the job again.
 * A published workflow whose blur or voice-over the new steps lack gets its publish render sent
 * once the re-cut committed (refreshPublishRender, with that job's own failure state and retry).
 * Idempotent: a delivery for a workflow with no pending re-cut does nothing; a repeated run cuts
 * into the same (next) version folder again.
 */
export async function runRecut(data: WorkflowJobData, deps: RecutDeps = {}): Promise<RecutOutcome> {
  return withRenderJob(data, deps, { folder: 'openhow-recut', stage: RECUT_STAGE }, async ({ db, storage, ctx, where, progress, storedRungs, recordFailure }) => {
    try {
      const workflow = await db.query.workflows.findFirst({ where });
      if (!workflow || !isPending(workflow)) return 'skipped';
      const plan = await readRecutPlan(storage, data.organizationId, data.workflowId);
      if (!plan) throw new Error('the re-cut plan is missing');
      await db.update(workflows).set({ stepsStatus: STEPS.running, updatedAt: new Date() }).where(where);
      await progress(0.05);
      const rungs = (await storedRungs()).map((rung) => ({ rung, key: ctx.keys.rung(rung) }));
      const old = await db.select().from(workflowSteps).where(and(eq(workflowSteps.workflowId, workflow.id), eq(workflowSteps.organizationId, data.organizationId)));
      let pending: Promise<unknown> = Promise.resolve();
      const onProgress = (fraction: number) => {
        pending = pending.then(() => progress(0.05 + fraction * 0.9)).catch(() => undefined);
      };
      const version = workflow.hlsVersion + 1;
      const { carried, cut } = splitPlan(plan, old);
      const fresh = await cutAndStoreSteps(ctx, { rungs }, { version, steps: cut.map(({ id, start, end, title }) => ({ id, start, end, title })) }, onProgress);
      const kept = carryOver(carried);
      await pending;
      const packaged: PackageResult = {
        version,
        steps: [...fresh.steps, ...kept].sort((a, b) => a.start - b.start).map((step, position) => ({ ...step, position })),
      };
      await replaceSteps(ctx, plan, packaged, old);
      invalidatePublicWorkflow(workflow.id);
      await storage.delete(ctx.keys.marker(RECUT_MARKER));
      await ctx.history('recut', 'finished', `${packaged.steps.length} steps`);
      await pruneUnreferenced(ctx, packaged.version);
      // The re-cut steps come from the clean rungs: a published workflow's blur and voice-over go back in.
      await refreshPublishRender(db, { orgId: data.organizationId, workflowId: workflow.id });
      return 'finished';
    } catch (error) {
      const row = await db.query.workflows.findFirst({ where });
      if (!row || !isPending(row)) return 'skipped';
      await db
        .update(workflows)
        .set({ stepsStatus: `${STEPS.running} ${ERROR}`, failure: RECUT_FAILURE, progress: null, updatedAt: new Date() })
        .where(where);
      await recordFailure('recut', error);
      return 'failed';
    }
  });
}
