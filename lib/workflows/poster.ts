import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getDb } from '@/db/client';
import type { Workflow } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isMediaError, makePoster } from '@/lib/media';
import { getStorage, toBuffer } from '@/lib/storage';
import { localObjectPath } from '@/lib/storage/multipart';
import { isImageUpload, uploadPurposeOf } from '@/lib/uploads/constants';
import { findOwnUpload } from '@/lib/uploads/queries';
import { loadWorkflowForEdit } from './access';
import { editWorkflow, snapshotWorkflow } from './edit';
import { workflowPrefix } from './media-keys';
import { fillPoster } from './poster-image';
import { claimUpload, findFirstStep, findStep, updateWorkflow } from './queries';
import type { PosterInput, WorkflowDetail } from './schema';

export type SetPosterOptions = { session: SessionContext; workflowId: unknown; input: PosterInput };

type Source = { key: string; at?: number; uploadId?: string; image?: boolean };

/** Where a workflow's own posters live: inside its folder, so purging the workflow removes them. */
const posterKey = (w: Workflow) => `${workflowPrefix(w.organizationId, w.id)}posters/custom-${randomUUID()}.jpg`;

/** ffmpeg reads the local backend's file in place, and an S3 object through a signed URL (it seeks with ranges). */
const mediaInput = async (key: string) => localObjectPath(key) ?? (await getStorage().signedUrl(key, { expiresInSeconds: 600 }));

/**
 * Sets the workflow's poster (16:9) from: a step's own poster ({stepId}); a frame `time` seconds
 * into a step of the original video ({time}, the first step unless {stepId}); or a completed
 * upload of the caller ({uploadId}: an image, cropped to fill the frame, or a video's frame), which
 * is then used up.
 */
export async function setWorkflowPoster({ session, workflowId, input }: SetPosterOptions): Promise<WorkflowDetail> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  const source = await resolveSource(session, workflow, input);
  const key = posterKey(workflow);
  if (source.at === undefined && !source.uploadId) await copyObject(source.key, key);
  else await renderPoster(source, key);

  const detail = await editWorkflow({ session, workflowId: workflow.id }, async (tx) => {
    if (source.uploadId && !(await claimUpload(tx, { orgId: session.org.id, uploadId: source.uploadId, workflowId: workflow.id }))) {
      throw new AppError('conflict', 'workflows.uploadUsed');
    }
    await snapshotWorkflow(tx, session, workflow.id);
    await updateWorkflow(tx, { orgId: session.org.id, workflowId: workflow.id, patch: { posterKey: key } });
  }).catch(async (error) => {
    await getStorage().delete(key);
    throw error;
  });
  // The upload's bytes served their purpose; its row stays, marked as used by this workflow.
  if (source.uploadId) await getStorage().delete(source.key);
  return detail;
}

async function resolveSource(session: SessionContext, workflow: Workflow, input: PosterInput): Promise<Source> {
  const orgId = session.org.id;
  if ('uploadId' in input) {
    const upload = await findOwnUpload(await getDb(), { orgId, userId: session.user.id, id: input.uploadId });
    if (!upload) throw new AppError('not_found', 'workflows.uploadNotFound');
    if (upload.status !== 'completed') throw new AppError('conflict', 'workflows.uploadNotCompleted');
    if (upload.workflowId) throw new AppError('conflict', 'workflows.uploadUsed');
    // A diagram or a PDF (step attachments) is no poster source, whatever its bytes.
    const purpose = uploadPurposeOf(upload);
    if (purpose !== 'poster-image' && purpose !== 'workflow-video') throw new AppError('invalid_input', 'uploads.wrongKind');
    return { key: upload.storageKey, uploadId: upload.id, image: isImageUpload(upload) };
  }
  const db = await getDb();
  const scope = { orgId, workflowId: workflow.id };
  const step = input.stepId ? await findStep(db, { ...scope, stepId: input.stepId }) : await findFirstStep(db, scope);
  if (!step) throw new AppError('not_found', 'workflows.stepNotFound');
  if (input.time === undefined) {
    if (!step.posterKey) throw new AppError('conflict', 'workflows.stepHasNoPoster');
    return { key: step.posterKey };
  }
  if (input.time > step.duration) throw new AppError('invalid_input', 'workflows.invalidTime', { max: step.duration });
  if (!workflow.originalVideoKey) throw new AppError('conflict', 'workflows.noVideo');
  return { key: workflow.originalVideoKey, at: step.startTime + input.time };
}

async function copyObject(from: string, to: string) {
  const object = await getStorage().get(from);
  if (!object) throw new AppError('conflict', 'workflows.stepHasNoPoster');
  await getStorage().put(to, await toBuffer(object.body), { contentType: object.contentType || 'image/jpeg' });
}

async function renderPoster(source: Source, key: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'openhow-poster-'));
  try {
    const out = path.join(dir, 'poster.jpg');
    const input = await mediaInput(source.key);
    const made = source.image ? fillPoster(input, out) : makePoster({ input, out, at: source.at });
    await made.catch((error) => {
      // A file ffmpeg cannot take a frame from is the caller's input, not a server fault.
      if (isMediaError(error) && error.code !== 'aborted' && error.code !== 'unavailable') throw new AppError('invalid_input', 'workflows.posterUnreadable');
      throw error;
    });
    await getStorage().put(key, await readFile(out), { contentType: 'image/jpeg' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
