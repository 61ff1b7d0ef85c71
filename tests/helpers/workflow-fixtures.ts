import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { getDb } from '@/db/client';
import { uploads, workflows, type Workflow } from '@/db/schema';
import { getStorage, type Storage } from '@/lib/storage';
import { BLOCKED, CONVERT, EDITOR } from '@/lib/workflows/constants';
import { makeClip } from './media-fixtures';

/** Narration with clear pauses between its parts, so segmentation has somewhere to cut. */
export const NARRATION =
  'Welcome to the machine safety training. First, switch off the main power and wait for the motor to stop. ' +
  'Next, remove the front cover and check the seal for cracks. Finally, close the cover and switch the power back on.';

/** A narrated test clip (ffmpeg test pattern + espeak-ng), 2 rungs (360, 480). */
export const narratedClip = (seconds = 24) => makeClip({ seconds, width: 854, height: 480, audio: 'speech', text: NARRATION });

export type WorkflowFixture = { workflow: Workflow; uploadKey: string };

/**
 * A workflow exactly as POST /workflows/initialize leaves it: a completed upload in storage, and
 * the row with the initial statuses (blocked 'waiting backend initial', convert 'job scheduled').
 */
export async function createInitializedWorkflow(options: {
  orgId: string;
  workspaceId: string;
  authorId: string;
  clip: string;
  languageCode?: string;
  storage?: Storage;
  title?: string;
}): Promise<WorkflowFixture> {
  const db = await getDb();
  const storage = options.storage ?? getStorage();
  const uploadId = randomUUID();
  const uploadKey = `orgs/${options.orgId}/uploads/${uploadId}/source.mp4`;
  const bytes = await readFile(options.clip);
  await storage.put(uploadKey, bytes, { contentType: 'video/mp4' });
  const [workflow] = await db
    .insert(workflows)
    .values({
      organizationId: options.orgId,
      workspaceId: options.workspaceId,
      authorId: options.authorId,
      title: options.title ?? 'Machine safety',
      languageCode: options.languageCode ?? 'en-us',
      blocked: BLOCKED.waitingBackendInitial,
      convertStatus: CONVERT.jobScheduled,
      editorStatus: EDITOR.empty,
      originalVideoKey: uploadKey,
    })
    .returning();
  await db.insert(uploads).values({
    id: uploadId,
    organizationId: options.orgId,
    userId: options.authorId,
    workflowId: workflow.id,
    storageKey: uploadKey,
    fileName: 'source.mp4',
    contentType: 'video/mp4',
    size: bytes.length,
    partSize: bytes.length,
    status: 'completed',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { workflow, uploadKey };
}
