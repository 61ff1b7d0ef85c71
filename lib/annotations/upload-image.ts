import { randomUUID } from 'node:crypto';
import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { getStorage } from '@/lib/storage';
import { checkedImageType } from '@/lib/uploads/probe-image';
import { IMAGE_EXTENSIONS } from '@/lib/users/image-type';
import type { AvatarType } from '@/lib/users/schema';
import { readAvatarForm } from '@/lib/users/read-avatar-form';
import { loadWorkflowForEdit } from '@/lib/workflows/access';
import { signedMediaUrl } from '@/lib/workflows/media-urls';
import { annotationsFolder } from './image-keys';

export type UploadAnnotationImageOptions = { session: SessionContext; workflowId: unknown; req: Request };

/**
 * Stores an image for an image annotation (PNG, JPEG, WebP or GIF by content, at most 5 MB — the
 * spec's task-image limit) in the organisation's annotations folder, and answers its key (for the
 * batch-upsert) and a signed URL (for the editor's preview). Authors only: the workflow is checked
 * before the body is read.
 */
export async function uploadAnnotationImage({ session, workflowId, req }: UploadAnnotationImageOptions) {
  const { workflow } = await loadWorkflowForEdit(await getDb(), session, workflowId);
  const bytes = await readAvatarForm(req).catch((error: unknown) => {
    // The form reader is shared with avatars; its "no file" key speaks of avatars.
    if (error instanceof AppError && error.code === 'invalid_input') throw new AppError('invalid_input', 'annotations.imageRequired');
    throw error;
  });
  const type = (await checkedImageType(bytes, 'annotations.imageType')) as AvatarType;
  const key = `${annotationsFolder(session.org.id)}${workflow.id}/${randomUUID()}.${IMAGE_EXTENSIONS[type]}`;
  await getStorage().put(key, Buffer.from(bytes), { contentType: type });
  return { key, url: await signedMediaUrl(key) };
}
