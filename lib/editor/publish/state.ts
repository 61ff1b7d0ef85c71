import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { workflows, type Workflow } from '@/db/schema';
import { listWorkflowAnnotations } from '@/lib/annotations/queries';
import { sendJob } from '@/lib/jobs';
import { findSpeeches, findVoiceOver } from '@/lib/tts/queries';
import { MIX_MODES, type MixMode } from '@/lib/tts/schema';
import { EDITOR, ERROR, type WorkflowJobData } from '@/lib/workflows/constants';
import { listSteps } from '@/lib/workflows/queries';
import { PUBLISH_RENDER_JOB, PUBLISH_STAGE } from './constants';
import { publishRenderOf, servedKey, type PublishRenderState } from './served';
import { blurRegions, planKey, voiceClips, type PlanAnnotation, type PlanBlock, type PublishPlan } from './plan';

export { PUBLISH_FAILURE, PUBLISH_RENDER_JOB, PUBLISH_STAGE } from './constants';
export { publishRenderOf, servedKey, type PublishRenderState } from './served';

/** The plan of what is burned in and mixed in now (the steps, annotations and voice-over as saved). */
export async function loadPublishPlan(db: Db, scope: { orgId: string; workflowId: string }): Promise<PublishPlan> {
  const [rows, annotations, voiceOver] = await Promise.all([listSteps(db, scope), listWorkflowAnnotations(db, scope), findVoiceOver(db, scope)]);
  const steps = rows.map((s) => ({ id: s.id, start: s.startTime, end: s.endTime }));
  const blocks = (voiceOver?.steps ?? {}) as Record<string, PlanBlock[]>;
  const ids = [...new Set(Object.values(blocks).flatMap((list) => list.flatMap((b) => (b.text2SpeechId ? [b.text2SpeechId] : []))))];
  const speeches = ids.length ? await findSpeeches(db, { orgId: scope.orgId, ids }) : [];
  const mode: MixMode = (MIX_MODES as readonly string[]).includes(voiceOver?.mode ?? '') ? (voiceOver!.mode as MixMode) : 'duck';
  return {
    blurs: blurRegions(steps, annotations.map((a) => ({ stepId: a.stepId, elements: a.elements as PlanAnnotation['elements'] }))),
    voice: { mode, clips: voiceClips(steps, blocks, speeches) },
  };
}

/** Whether the steps' media differs from what the plan asks (nothing to burn in and nothing burned in: no render). */
export async function publishRenderNeeded(db: Db, w: Workflow): Promise<boolean> {
  return planKey(await loadPublishPlan(db, { orgId: w.organizationId, workflowId: w.id })) !== servedKey(w);
}

export const isPublishRendering = (w: Pick<Workflow, 'editorStatus'>) => w.editorStatus === EDITOR.processingPublish;
export const isFailedPublishRender = (w: Pick<Workflow, 'editorStatus'>) => w.editorStatus === `${EDITOR.processingPublish} ${ERROR}`;

/** Marks the render as waiting (editorStatus processing publish workflow); send the job after the transaction. */
export async function startPublishRender(db: Db, w: Workflow, pending: 'publish' | 'refresh'): Promise<Workflow> {
  const state: PublishRenderState = { key: servedKey(w), hlsVersion: w.hlsVersion, pending };
  const [row] = await db
    .update(workflows)
    .set({
      editorStatus: EDITOR.processingPublish,
      publishRender: state,
      failure: null,
      progress: { stage: PUBLISH_STAGE, fraction: 0, updatedAt: new Date().toISOString() },
      updatedAt: new Date(),
    })
    .where(and(eq(workflows.id, w.id), eq(workflows.organizationId, w.organizationId)))
    .returning();
  return row;
}

export const sendPublishRenderJob = (data: WorkflowJobData) => sendJob<WorkflowJobData>(PUBLISH_RENDER_JOB, data, { singletonKey: data.workflowId });

/**
 * After a change to a published workflow's media, blurs or voice-over (a cut applied, a save):
 * renders again when what is served no longer matches. A render already waiting or running
 * checks the plan again when it commits (render.ts).
 */
export async function refreshPublishRender(db: Db, scope: { orgId: string; workflowId: string }): Promise<boolean> {
  const w = await db.query.workflows.findFirst({ where: and(eq(workflows.id, scope.workflowId), eq(workflows.organizationId, scope.orgId)) });
  if (!w?.published || isPublishRendering(w) || !(await publishRenderNeeded(db, w))) return false;
  await startPublishRender(db, w, 'refresh');
  await sendPublishRenderJob({ organizationId: w.organizationId, workflowId: w.id });
  return true;
}

/** The page's and card's retry of a failed render: the same render again, with the same purpose. */
export async function retryPublishRender(db: Db, w: Workflow): Promise<Workflow> {
  const pending = publishRenderOf(w)?.pending ?? (w.published ? 'refresh' : 'publish');
  const row = await startPublishRender(db, w, pending);
  await sendPublishRenderJob({ organizationId: w.organizationId, workflowId: w.id });
  return row;
}
