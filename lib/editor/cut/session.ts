import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { editorSessions, transcriptions, workflows, type Workflow } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { claimRevision } from '@/lib/editor/revision';
import { AppError } from '@/lib/http/errors';
import { RUNGS } from '@/lib/media/ladder';
import { getStorage } from '@/lib/storage';
import type { TranscriptSentence } from '@/lib/transcription/types';
import { loadWorkflowForEdit } from '@/lib/workflows/access';
import { EDITOR, STEPS } from '@/lib/workflows/constants';
import { signedMediaUrl } from '@/lib/workflows/media-urls';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { listSteps } from '@/lib/workflows/queries';
import { readBackup } from './backup';
import { claimInserts, insertUrls } from './inserts';
import { sendCutRenderJob } from './jobs';
import { CUT_STAGE, type CutMode } from './render';
import type { CutRenderState, CutSessionDto, SaveCutSessionInput } from './schema';
import type { Segment } from './segments';
import { cutStatusFor, isCutFailed, isCutRunning, retriedStatus, type CutStatus } from './status';

export const renderState = (w: Pick<Workflow, 'editorStatus'>): CutRenderState =>
  isCutRunning(w.editorStatus) ? 'running' : isCutFailed(w.editorStatus) ? 'failed' : 'idle';

/** The workflow's session row, made on first use (revision 0, no segments). */
async function sessionOf(db: Db, orgId: string, workflowId: string) {
  const where = and(eq(editorSessions.workflowId, workflowId), eq(editorSessions.organizationId, orgId));
  await db.insert(editorSessions).values({ organizationId: orgId, workflowId }).onConflictDoNothing();
  return (await db.query.editorSessions.findFirst({ where }))!;
}

async function toDto(db: Db, w: Workflow): Promise<CutSessionDto> {
  const session = await sessionOf(db, w.organizationId, w.id);
  const [steps, transcript, backup] = await Promise.all([
    listSteps(db, { orgId: w.organizationId, workflowId: w.id }),
    db.query.transcriptions.findFirst({
      where: and(eq(transcriptions.workflowId, w.id), eq(transcriptions.organizationId, w.organizationId), eq(transcriptions.languageCode, w.languageCode)),
    }),
    readBackup(getStorage(), w.organizationId, w.id),
  ]);
  const state = renderState(w);
  const storage = getStorage();
  const keys = workflowMediaKeys(w.organizationId, w.id);
  let videoKey: string | null = null;
  for (const rung of RUNGS) if (!videoKey && (await storage.exists(keys.rung(rung)))) videoKey = keys.rung(rung);
  const progress = w.progress as { stage?: string; fraction?: number } | null;
  return {
    workflowId: w.id,
    revision: session.revision,
    duration: w.videoDuration ?? steps.at(-1)?.endTime ?? 0,
    languageCode: w.languageCode,
    steps: steps.map((s) => ({ id: s.id, start: s.startTime, end: s.endTime, title: s.title })),
    sentences: (transcript?.sentences ?? []) as TranscriptSentence[],
    segments: session.segments as Segment[],
    redo: session.redo as Segment[],
    render: state,
    progress: state === 'running' ? (progress?.stage === CUT_STAGE ? (progress.fraction ?? 0) : 0) : null,
    failure: state === 'failed' ? w.failure : null,
    canRestore: !!backup && state !== 'running',
    videoUrl: videoKey ? await signedMediaUrl(videoKey) : null,
    insertUrls: await insertUrls(db, w.organizationId, w.id, [...(session.segments as Segment[]), ...(session.redo as Segment[])]),
  };
}

/** The page's data for a workflow its loader already checked (lib/editor/page-workflow.ts). */
export const cutSessionOf = async (workflow: Workflow) => toDto(await getDb(), workflow);

/** GET …/editor-session: the cut editor's data, for authors of the workspace (viewer 403, anyone else 404). */
export async function loadCutSession(session: SessionContext, id: unknown): Promise<CutSessionDto> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, id);
  return toDto(db, workflow);
}

const assertEditable = (w: Workflow) => {
  if (w.stepsStatus !== STEPS.finished || renderState(w) === 'running') throw new AppError('conflict', 'advancedEditor.cut.errors.busy');
};

/** PUT …/editor-session: the edit list, revision-checked (409 when another save came first). */
export async function saveCutSession(session: SessionContext, id: unknown, input: SaveCutSessionInput): Promise<CutSessionDto> {
  const db = await getDb();
  const workflow = await db.transaction(async (tx) => {
    const { workflow: current } = await loadWorkflowForEdit(tx, session, id);
    assertEditable(current);
    const row = await sessionOf(tx, session.org.id, current.id);
    await claimRevision(tx, { orgId: session.org.id, collection: 'editorSessions', documentId: row.id, expected: input.revision });
    await claimInserts(tx, session.org.id, current.id, [...input.segments, ...input.redo]);
    await tx
      .update(editorSessions)
      .set({ segments: input.segments, redo: input.redo, updatedById: session.user.id, updatedAt: new Date() })
      .where(and(eq(editorSessions.id, row.id), eq(editorSessions.organizationId, session.org.id)));
    return current;
  });
  return toDto(db, workflow);
}

const startingStatus = (status: CutStatus) => ({ editorStatus: status, failure: null, progress: { stage: CUT_STAGE, fraction: 0, updatedAt: new Date().toISOString() }, updatedAt: new Date() });

/** POST …/retry (the card's and the page's) for a failed render: the same render again, as the session asked for it. */
export async function retryCutRender(db: Db, w: Workflow): Promise<Workflow> {
  const [row] = await db.update(workflows).set(startingStatus(retriedStatus(w.editorStatus))).where(and(eq(workflows.id, w.id), eq(workflows.organizationId, w.organizationId))).returning();
  await sendCutRenderJob({ organizationId: w.organizationId, workflowId: w.id });
  return row;
}

/**
 * POST …/editor-session/apply (render the saved edit), …/restore (bring back the version before
 * the last apply) and …/retry (a failed render again): editorStatus processing cut, the job sent.
 */
export async function startCutRender(session: SessionContext, id: unknown, mode: CutMode | 'retry', revision?: number): Promise<CutSessionDto> {
  const db = await getDb();
  const workflow = await db.transaction(async (tx) => {
    const { workflow: current } = await loadWorkflowForEdit(tx, session, id);
    const row = await sessionOf(tx, session.org.id, current.id);
    if (mode === 'retry') {
      if (renderState(current) !== 'failed') throw new AppError('conflict', 'advancedEditor.cut.errors.busy');
    } else {
      assertEditable(current);
    }
    if (mode === 'apply') {
      if (row.revision !== revision) throw new AppError('conflict', 'editor.staleRevision', { revision: row.revision });
      if (!(row.segments as Segment[]).some((s) => s.type !== 'split')) throw new AppError('invalid_input', 'advancedEditor.cut.errors.nothingToApply');
    }
    const status = mode === 'retry' ? retriedStatus(current.editorStatus) : mode === 'apply' ? cutStatusFor(row.segments as Segment[]) : EDITOR.processingCut;
    if (mode === 'restore' && !(await readBackup(getStorage(), session.org.id, current.id))) throw new AppError('conflict', 'advancedEditor.cut.errors.nothingToRestore');
    if (mode !== 'retry') await tx.update(editorSessions).set({ pendingRender: mode }).where(and(eq(editorSessions.id, row.id), eq(editorSessions.organizationId, session.org.id)));
    const [updated] = await tx
      .update(workflows)
      .set(startingStatus(status))
      .where(and(eq(workflows.id, current.id), eq(workflows.organizationId, session.org.id)))
      .returning();
    return updated;
  });
  await sendCutRenderJob({ organizationId: session.org.id, workflowId: workflow.id });
  return toDto(db, workflow);
}
