import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { transcriptions, workflows, workflowSteps, type Workflow } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { claimRevision } from '@/lib/editor/revision';
import { AppError } from '@/lib/http/errors';
import { invalidatePublicWorkflow } from '@/lib/player/public-cache-store';
import { getStorage } from '@/lib/storage';
import type { TranscriptSentence } from '@/lib/transcription/types';
import { loadWorkflowForEdit } from '@/lib/workflows/access';
import { EDITOR, ERROR, STEPS } from '@/lib/workflows/constants';
import { snapshotWorkflow } from '@/lib/workflows/edit';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { listSteps } from '@/lib/workflows/queries';
import { sendRecutJob } from './jobs';
import { segmentationProblem } from './model';
import { planSegmentation } from './plan';
import { readRecutPlan, RECUT_MARKER, RECUT_STAGE, writePlan } from './recut';
import type { RecutState, SaveSegmentationInput, SegmentationEditorDto } from './schema';

type Statuses = Pick<Workflow, 'editorStatus' | 'stepsStatus'>;

function recutState(w: Statuses): RecutState {
  if (w.editorStatus !== EDITOR.processingSegmentation) return 'idle';
  if (w.stepsStatus === STEPS.scheduled) return 'scheduled';
  if (w.stepsStatus === STEPS.running) return 'running';
  return w.stepsStatus?.includes(ERROR) ? 'failed' : 'idle';
}

/** Steps can be edited once processed, and again after a failed re-cut (its new plan replaces the old). */
const canSegment = (w: Statuses) => w.stepsStatus === STEPS.finished || recutState(w) === 'failed';

const progressOf = (value: unknown) => {
  const p = value as { stage?: unknown; fraction?: unknown } | null;
  return p && p.stage === RECUT_STAGE && typeof p.fraction === 'number' ? p.fraction : null;
};

async function toDto(db: Db, w: Workflow): Promise<SegmentationEditorDto> {
  const scope = { orgId: w.organizationId, workflowId: w.id };
  const [steps, transcript] = await Promise.all([
    listSteps(db, scope),
    db.query.transcriptions.findFirst({
      where: and(eq(transcriptions.workflowId, w.id), eq(transcriptions.organizationId, w.organizationId), eq(transcriptions.languageCode, w.languageCode)),
    }),
  ]);
  const sentences = ((transcript?.sentences ?? []) as TranscriptSentence[]).map(({ startTime, endTime, sentence }) => ({ startTime, endTime, sentence }));
  const state = recutState(w);
  // While a re-cut is pending (or failed), the editor shows the steps as saved, not those still playing.
  const plan = state === 'idle' ? null : await readRecutPlan(getStorage(), w.organizationId, w.id);
  const shown = plan
    ? plan.steps.map(({ id, start, end, title }) => ({ id, start, end, title }))
    : steps.map((s) => ({ id: s.id, start: s.startTime, end: s.endTime, title: s.title }));
  return {
    workflowId: w.id,
    title: w.title,
    languageCode: w.languageCode,
    published: w.published,
    duration: w.videoDuration ?? steps.at(-1)?.endTime ?? 0,
    revision: w.revision,
    steps: shown,
    sentences,
    recut: state,
    progress: state === 'running' || state === 'scheduled' ? (progressOf(w.progress) ?? 0) : null,
    failure: state === 'failed' ? w.failure : null,
  };
}

/** GET …/segmentation and the page: the editor's data, for authors of the workspace only (viewer 403, others 404). */
export async function loadSegmentationEditor(session: SessionContext, id: unknown): Promise<SegmentationEditorDto> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, id);
  return toDto(db, workflow);
}

/**
 * PUT …/segmentation: claims the workflow's revision (409 when stale), checks the steps against
 * the video, keeps a version, and then either renames in place (no boundary moved) or stores the
 * plan and schedules the re-cut job (stepsStatus scheduled, editorStatus processing segmentation).
 */
export async function saveSegmentation(session: SessionContext, id: unknown, input: SaveSegmentationInput): Promise<SegmentationEditorDto> {
  const db = await getDb();
  const storage = getStorage();
  const { workflow, recut } = await db.transaction(async (tx) => {
    const { workflow: current } = await loadWorkflowForEdit(tx, session, id);
    await claimRevision(tx, { orgId: session.org.id, collection: 'workflows', documentId: current.id, expected: input.revision });
    if (!canSegment(current)) throw new AppError('conflict', 'segmentationEditor.busy');
    const scope = { orgId: session.org.id, workflowId: current.id };
    const steps = await listSteps(tx, scope);
    const duration = current.videoDuration ?? steps.at(-1)?.endTime ?? 0;
    const problem = segmentationProblem(input.steps, duration);
    if (problem) throw new AppError('invalid_input', problem);
    await snapshotWorkflow(tx, session, current.id);
    const plan = planSegmentation(steps, input.steps, duration);
    const where = and(eq(workflows.id, current.id), eq(workflows.organizationId, session.org.id));
    if (!plan.recut) {
      for (const step of plan.steps) {
        await tx.update(workflowSteps).set({ title: step.title }).where(and(eq(workflowSteps.id, step.id), eq(workflowSteps.organizationId, session.org.id)));
      }
      const [row] = await tx.update(workflows).set({ updatedAt: new Date() }).where(where).returning();
      return { workflow: row, recut: false };
    }
    // The plan is stored before the commit: a rolled-back save leaves a plan no status points at.
    await writePlan(storage, workflowMediaKeys(session.org.id, current.id).marker(RECUT_MARKER), plan);
    const [row] = await tx
      .update(workflows)
      .set({
        editorStatus: EDITOR.processingSegmentation,
        stepsStatus: STEPS.scheduled,
        failure: null,
        progress: { stage: RECUT_STAGE, fraction: 0, updatedAt: new Date().toISOString() },
        updatedAt: new Date(),
      })
      .where(where)
      .returning();
    return { workflow: row, recut: true };
  });
  if (recut) await sendRecutJob({ organizationId: session.org.id, workflowId: workflow.id });
  else await invalidatePublicWorkflow(workflow.id);
  return toDto(db, workflow);
}

/** Whether a failed workflow's failure is a re-cut's (its retry re-sends the re-cut, not the pipeline). */
export const isFailedRecut = (w: Statuses) => recutState(w) === 'failed';

/** POST …/retry for a failed re-cut: back to scheduled, the job sent again with the stored plan. */
export async function retryRecut(db: Db, w: Workflow): Promise<Workflow> {
  const [row] = await db
    .update(workflows)
    .set({ stepsStatus: STEPS.scheduled, failure: null, progress: { stage: RECUT_STAGE, fraction: 0, updatedAt: new Date().toISOString() }, updatedAt: new Date() })
    .where(and(eq(workflows.id, w.id), eq(workflows.organizationId, w.organizationId)))
    .returning();
  await sendRecutJob({ organizationId: w.organizationId, workflowId: w.id });
  return row;
}
