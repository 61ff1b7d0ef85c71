import { randomUUID } from 'node:crypto';
import { getDb } from '@/db/client';
import type { Playlist } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { getStorage } from '@/lib/storage';
import { uploadPurposeOf } from '@/lib/uploads/constants';
import { findOwnUpload } from '@/lib/uploads/queries';
import { isUuid } from '@/lib/users/schema';
import { renderPoster } from '@/lib/workflows/poster';

/** Spec 02 §7: playlist posters live in their own folder under the organisation prefix. */
const posterKeyOf = (p: Playlist) => `orgs/${p.organizationId}/playlist-posters/${p.id}/poster-${randomUUID()}.jpg`;

/**
 * Turns a completed image upload of the caller (purpose 'playlist-poster', the one upload path)
 * into the skill's poster: cropped to 16:9 and re-encoded as JPEG, the upload's bytes then deleted.
 * Returns the new storage key; the previous poster is removed.
 */
export async function attachPlaylistPoster(session: SessionContext, playlist: Playlist, uploadId: string): Promise<string> {
  const upload = isUuid(uploadId) ? await findOwnUpload(await getDb(), { orgId: session.org.id, userId: session.user.id, id: uploadId }) : null;
  if (!upload) throw new AppError('not_found', 'workflows.uploadNotFound');
  if (upload.status !== 'completed') throw new AppError('conflict', 'workflows.uploadNotCompleted');
  if (upload.workflowId) throw new AppError('conflict', 'workflows.uploadUsed');
  if (uploadPurposeOf(upload) !== 'playlist-poster') throw new AppError('invalid_input', 'uploads.wrongKind');
  const key = posterKeyOf(playlist);
  await renderPoster({ key: upload.storageKey, uploadId: upload.id, image: true }, key).catch((error) => {
    if (error instanceof AppError) throw error;
    throw new AppError('conflict', 'workflows.uploadUsed');
  });
  await getStorage().delete(upload.storageKey);
  if (playlist.posterKey) await getStorage().delete(playlist.posterKey);
  return key;
}
