import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { uploads, workflowSteps } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { getStorage, isValidKey } from '@/lib/storage';
import { listSteps } from '@/lib/workflows/queries';
import { loadWorkflowForView } from '@/lib/workflows/access';
import { requireId } from '@/lib/workspaces/workspace-access';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const REFERENCE_NOT_READY = 'smartCompare.errors.referenceNotReady';
export const NOT_A_VIDEO = 'smartCompare.errors.notAVideo';

export type ResolvedVideo = { key: string; uploadId: string | null };

/** The storage key a stored object's URL names: our signed local URL, an S3 URL, or the key itself. */
function keyOfUrl(value: string, orgId: string): string | null {
  let pathname = value;
  try {
    pathname = decodeURIComponent(new URL(value, 'http://local.invalid').pathname);
  } catch {
    return null;
  }
  const at = pathname.indexOf(`orgs/${orgId}/`);
  return at >= 0 ? pathname.slice(at) : null;
}

/**
 * A video of this organisation: a completed upload's id, or a stored object under the
 * organisation's prefix. Anything else — unknown, another organisation's, unfinished — is 404.
 */
export async function resolveVideo(db: Db, session: SessionContext, value: string): Promise<ResolvedVideo> {
  const orgId = session.org.id;
  if (UUID.test(value)) {
    const [row] = await db
      .select({ key: uploads.storageKey, status: uploads.status, contentType: uploads.contentType })
      .from(uploads)
      .where(and(eq(uploads.id, value), eq(uploads.organizationId, orgId)))
      .limit(1);
    if (!row || row.status !== 'completed') throw new AppError('not_found');
    if (!row.contentType.startsWith('video/')) throw new AppError('invalid_input', NOT_A_VIDEO);
    return { key: row.key, uploadId: value };
  }
  const key = keyOfUrl(value, orgId);
  if (!key || !isValidKey(key) || !(await getStorage().exists(key))) throw new AppError('not_found');
  return { key, uploadId: null };
}

/** A reference step: where it lies in the reference video. */
export type ReferenceStep = { stepId: string | null; title: string; start: number; end: number };
export type WorkflowReference = { workflowId: string; videoKey: string; languageCode: string; steps: ReferenceStep[] };

const toReferenceStep = (s: { id: string; title: string; startTime: number; endTime: number }): ReferenceStep => ({
  stepId: s.id,
  title: s.title,
  start: s.startTime,
  end: s.endTime,
});

/** A workflow the caller may see, with its original video and steps (422 when it has no video or no steps yet). */
export async function loadWorkflowReference(db: Db, session: SessionContext, workflowId: string, stepId?: string): Promise<WorkflowReference> {
  const { workflow } = await loadWorkflowForView(db, session, workflowId);
  const steps = (await listSteps(db, { orgId: session.org.id, workflowId: workflow.id })).filter((s) => !stepId || s.id === stepId);
  if (!workflow.originalVideoKey || !steps.length || steps.some((s) => !(s.endTime > s.startTime))) {
    throw new AppError('invalid_input', REFERENCE_NOT_READY);
  }
  return { workflowId: workflow.id, videoKey: workflow.originalVideoKey, languageCode: workflow.languageCode, steps: steps.map(toReferenceStep) };
}

/** A step's workflow as the reference, narrowed to that step (the step's workflow must be visible). */
export async function loadStepReference(db: Db, session: SessionContext, stepId: string): Promise<WorkflowReference> {
  const [step] = await db
    .select({ workflowId: workflowSteps.workflowId })
    .from(workflowSteps)
    .where(and(eq(workflowSteps.id, requireId(stepId)), eq(workflowSteps.organizationId, session.org.id)))
    .limit(1);
  if (!step) throw new AppError('not_found');
  return loadWorkflowReference(db, session, step.workflowId, stepId);
}
