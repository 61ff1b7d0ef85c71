import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { workflowSteps } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { invalidatePublicWorkflow } from '@/lib/player/public-cache-store';
import { getStorage } from '@/lib/storage';
import { extensionOf, uploadPurposeOf } from '@/lib/uploads/constants';
import { findOwnUpload } from '@/lib/uploads/queries';
import { loadWorkflowForEdit } from '@/lib/workflows/access';
import { workflowPrefix } from '@/lib/workflows/media-keys';
import { claimUpload, findStep } from '@/lib/workflows/queries';
import type { StepAttachmentsDto } from '@/lib/workflows/schema';
import { requireId } from '@/lib/workspaces/workspace-access';
import { MAX_DIAGRAMS_PER_STEP, MAX_LINKS_PER_STEP, MAX_PDFS_PER_STEP, type AttachmentItemKind } from './constants';
import type { AddAttachmentInput } from './schema';
import { parseStoredAttachments, presentAttachments, type StoredAttachments } from './stored';

type Target = { session: SessionContext; workflowId: unknown; stepId: unknown };

const LIST: Record<AttachmentItemKind, keyof StoredAttachments> = { diagram: 'diagrams', link: 'links', pdf: 'pdfs' };
const LIMIT: Record<AttachmentItemKind, number> = { diagram: MAX_DIAGRAMS_PER_STEP, link: MAX_LINKS_PER_STEP, pdf: MAX_PDFS_PER_STEP };

/** The step of a workflow the caller authors (404 for anything they cannot see, 403 for a viewer of it). */
async function loadStep(db: Db, { session, workflowId, stepId }: Target, { lock = false } = {}) {
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  const scope = { orgId: session.org.id, workflowId: workflow.id, stepId: requireId(stepId) };
  const step = lock
    ? (await db.select().from(workflowSteps).where(and(eq(workflowSteps.id, scope.stepId), eq(workflowSteps.workflowId, workflow.id), eq(workflowSteps.organizationId, scope.orgId))).for('update'))[0]
    : await findStep(db, scope);
  if (!step) throw new AppError('not_found', 'workflows.stepNotFound');
  return { workflow, step };
}

// GET …/steps/{stepId}/attachments
export async function getStepAttachments(target: Target): Promise<StepAttachmentsDto> {
  const { step } = await loadStep(await getDb(), target);
  return presentAttachments(step.attachments);
}

/**
 * Changes one step's attachments in a transaction that holds the step row, so two authors adding
 * at once both land; answers the new list with signed URLs.
 */
async function changeAttachments(target: Target, change: (current: StoredAttachments, ctx: { tx: Db; workflowId: string }) => Promise<StoredAttachments>) {
  const db = await getDb();
  const { workflowId, attachments } = await db.transaction(async (tx) => {
    const { workflow, step } = await loadStep(tx, target, { lock: true });
    const next = await change(parseStoredAttachments(step.attachments), { tx, workflowId: workflow.id });
    await tx.update(workflowSteps).set({ attachments: next }).where(and(eq(workflowSteps.id, step.id), eq(workflowSteps.organizationId, target.session.org.id)));
    return { workflowId: workflow.id, attachments: next };
  });
  invalidatePublicWorkflow(workflowId);
  return presentAttachments(attachments);
}

function assertRoom(current: StoredAttachments, kind: AttachmentItemKind) {
  const max = LIMIT[kind];
  if (current[LIST[kind]].length >= max) throw new AppError('invalid_input', `attachments.tooMany`, { kind, max });
}

/** The caller's completed, unused upload of the right kind (a diagram image or a PDF). */
async function usableUpload(session: SessionContext, uploadId: string, kind: 'diagram' | 'pdf') {
  const upload = await findOwnUpload(await getDb(), { orgId: session.org.id, userId: session.user.id, id: uploadId });
  if (!upload) throw new AppError('not_found', 'workflows.uploadNotFound');
  if (upload.status !== 'completed') throw new AppError('conflict', 'workflows.uploadNotCompleted');
  if (upload.workflowId) throw new AppError('conflict', 'workflows.uploadUsed');
  if (uploadPurposeOf(upload) !== kind) throw new AppError('invalid_input', 'attachments.wrongUpload');
  return upload;
}

// POST …/steps/{stepId}/attachments {kind:'link', label, link} | {kind:'diagram'|'pdf', uploadId}
export async function addStepAttachment(target: Target, input: AddAttachmentInput): Promise<StepAttachmentsDto> {
  if (input.kind === 'link') {
    return changeAttachments(target, async (current) => {
      assertRoom(current, 'link');
      return { ...current, links: [...current.links, { id: randomUUID(), label: input.label, link: input.link }] };
    });
  }
  const { session } = target;
  // Cheap checks first: the workflow and step must exist for the caller before any copy is made.
  const { workflow } = await loadStep(await getDb(), target);
  const upload = await usableUpload(session, input.uploadId, input.kind);
  const id = randomUUID();
  // Inside the workflow's folder, so a workflow purge or copy takes its attachments along.
  const key = `${workflowPrefix(session.org.id, workflow.id)}${LIST[input.kind]}/${id}${extensionOf(upload.storageKey)}`;
  await getStorage().copy(upload.storageKey, key);
  const file = { id, key, name: upload.fileName, size: upload.size };
  const result = await changeAttachments(target, async (current, { tx, workflowId }) => {
    assertRoom(current, input.kind);
    if (!(await claimUpload(tx, { orgId: session.org.id, uploadId: upload.id, workflowId }))) throw new AppError('conflict', 'workflows.uploadUsed');
    return input.kind === 'diagram'
      ? { ...current, diagrams: [...current.diagrams, { ...file, contentType: upload.contentType }] }
      : { ...current, pdfs: [...current.pdfs, file] };
  }).catch(async (error) => {
    await getStorage().delete(key);
    throw error;
  });
  // The upload's bytes now live with the workflow; its row stays, marked as used.
  await getStorage().delete(upload.storageKey);
  return result;
}

// DELETE …/steps/{stepId}/attachments/{kind}/{itemId}
export async function removeStepAttachment(target: Target, kind: unknown, itemId: unknown): Promise<StepAttachmentsDto> {
  const listName = typeof kind === 'string' ? LIST[kind as AttachmentItemKind] : undefined;
  if (!listName || typeof itemId !== 'string') throw new AppError('not_found');
  let removedKey: string | undefined;
  const result = await changeAttachments(target, async (current) => {
    const items = current[listName] as Array<{ id: string; key?: string }>;
    const removed = items.find((item) => item.id === itemId);
    if (!removed) throw new AppError('not_found', 'attachments.notFound');
    removedKey = removed.key;
    return { ...current, [listName]: items.filter((item) => item.id !== itemId) };
  });
  if (removedKey) await getStorage().delete(removedKey);
  return result;
}
