import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { multimodalSopItems, uploads, workflowSteps } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { getStorage, isValidKey } from '@/lib/storage';
import { verifyLocalSignature } from '@/lib/storage/signing';
import { listSteps } from '@/lib/workflows/queries';
import { loadWorkflowForView } from '@/lib/workflows/access';
import { requireId } from '@/lib/workspaces/workspace-access';
import { workflowVideoKey } from './reference';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const REFERENCE_NOT_READY = 'smartCompare.errors.referenceNotReady';
export const NOT_A_VIDEO = 'smartCompare.errors.notAVideo';

export type ResolvedVideo = { key: string; uploadId: string | null };

/** The storage key a stored object's URL names (our signed local URL, an S3 URL, or the key itself), and its query. */
function parseStoredUrl(value: string, orgId: string): { key: string; query: URLSearchParams } | null {
  let url: URL;
  try {
    url = new URL(value, 'http://local.invalid');
  } catch {
    return null;
  }
  const pathname = decodeURIComponent(url.pathname);
  const at = pathname.indexOf(`orgs/${orgId}/`);
  return at >= 0 ? { key: pathname.slice(at), query: url.searchParams } : null;
}

/** Authors and administrators may compare anyone's upload of the organisation; operators their own. */
export const isSupervisor = (session: SessionContext) => session.access.editor || session.access.admin;

type UploadMatch = { id: string; key: string; status: string; contentType: string; userId: string };

async function findOrgUpload(db: Db, orgId: string, where: { id: string } | { key: string }): Promise<UploadMatch | null> {
  const [row] = await db
    .select({ id: uploads.id, key: uploads.storageKey, status: uploads.status, contentType: uploads.contentType, userId: uploads.userId })
    .from(uploads)
    .where(and(eq(uploads.organizationId, orgId), 'id' in where ? eq(uploads.id, where.id) : eq(uploads.storageKey, where.key)))
    .limit(1);
  return row ?? null;
}

/** Whether a smart-compare block of the organisation's smart instructions names this upload as its reference. */
async function namedBySopItem(db: Db, orgId: string, uploadId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: multimodalSopItems.id })
    .from(multimodalSopItems)
    .where(and(eq(multimodalSopItems.organizationId, orgId), sql`${multimodalSopItems.data} -> 'smartCompare' ->> 'source' = ${uploadId}`))
    .limit(1);
  return Boolean(row);
}

/**
 * A video of this organisation the caller may use: a completed upload (their own, or anyone's for
 * supervisors) by id or by its stored URL, or a stored object whose signed URL the server handed out
 * (a valid, unexpired local signature). Anything else — unknown, another organisation's, someone
 * else's, unfinished — is 404, so an id never tells whether it exists. `reference` is for a
 * reference video: a smart instruction's author uploads it and every operator compares against it,
 * so another member's completed upload is accepted there when a smart-compare block of the
 * organisation names it (`smartCompare.source`).
 */
export async function resolveVideo(db: Db, session: SessionContext, value: string, { reference = false } = {}): Promise<ResolvedVideo> {
  const orgId = session.org.id;
  const stored = UUID.test(value) ? null : parseStoredUrl(value, orgId);
  if (!UUID.test(value) && (!stored || !isValidKey(stored.key))) throw new AppError('not_found');
  const upload = await findOrgUpload(db, orgId, stored ? { key: stored.key } : { id: value });
  const mayUse =
    upload &&
    upload.status === 'completed' &&
    (upload.userId === session.user.id || isSupervisor(session) || (reference && (await namedBySopItem(db, orgId, upload.id))));
  if (mayUse) {
    if (!upload.contentType.startsWith('video/')) throw new AppError('invalid_input', NOT_A_VIDEO);
    return { key: upload.key, uploadId: upload.id };
  }
  const signed = stored && verifyLocalSignature('GET', stored.key, stored.query.get('exp'), stored.query.get('sig'));
  if (!signed || !(await getStorage().exists(stored.key))) throw new AppError('not_found');
  return { key: stored.key, uploadId: null };
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
  const videoKey = await workflowVideoKey(session.org.id, workflow);
  if (!videoKey || !steps.length || steps.some((s) => !(s.endTime > s.startTime))) throw new AppError('invalid_input', REFERENCE_NOT_READY);
  return { workflowId: workflow.id, videoKey, languageCode: workflow.languageCode, steps: steps.map(toReferenceStep) };
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
