import { randomBytes } from 'node:crypto';
import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { getStorage } from '@/lib/storage';
import { avatarUrlFor } from './avatar-url';
import { checkedImageType } from '@/lib/uploads/probe-image';
import { IMAGE_EXTENSIONS } from './image-type';
import { findUserInOrg } from '@/lib/auth/queries';
import { lockAvatarKey, updateUserFields } from './queries';
import { isUuid, MAX_AVATAR_BYTES, type AvatarType } from './schema';
import { logError } from '@/lib/http/log';

/** Long enough to outlive the 300 s a browser may cache the redirect to it. */
export const AVATAR_URL_TTL_SECONDS = 600;

/** Points the user at a new avatar key and returns the previous one. */
async function swapAvatarKey(session: SessionContext, key: string | null) {
  const db = await getDb();
  const ref = { orgId: session.org.id, userId: session.user.id };
  return db.transaction(async (tx) => {
    const row = await lockAvatarKey(tx, ref);
    if (!row) throw new AppError('not_found');
    await updateUserFields(tx, { ...ref, values: { avatarKey: key } });
    return row.avatarKey;
  });
}

// Removing the replaced file is housekeeping: a failure must not fail the user's change.
async function deleteQuietly(key: string | null) {
  if (!key) return;
  await getStorage()
    .delete(key)
    .catch((error) => logError('avatar', `could not delete old avatar ${key}`, error));
}

export type UploadAvatarOptions = { session: SessionContext; bytes: Uint8Array };

/** Stores a new profile picture (PNG, JPEG, WebP or GIF by content, at most 5 MB). */
export async function uploadAvatar({ session, bytes }: UploadAvatarOptions) {
  if (bytes.byteLength > MAX_AVATAR_BYTES) throw new AppError('payload_too_large');
  const type = (await checkedImageType(bytes, 'profile.avatarInvalidType')) as AvatarType;
  const key = `orgs/${session.org.id}/avatars/${session.user.id}-${randomBytes(8).toString('hex')}.${IMAGE_EXTENSIONS[type]}`;
  await getStorage().put(key, Buffer.from(bytes), { contentType: type });
  let previous: string | null;
  try {
    previous = await swapAvatarKey(session, key);
  } catch (error) {
    await deleteQuietly(key);
    throw error;
  }
  await deleteQuietly(previous);
  return { avatarUrl: avatarUrlFor(session.user.id, key) };
}

export async function removeAvatar(session: SessionContext) {
  await deleteQuietly(await swapAvatarKey(session, null));
  return { avatarUrl: null };
}

/** A short-lived URL of a same-organisation user's avatar; 404 for none, unknown or foreign. */
export async function getAvatarSignedUrl({ session, userId }: { session: SessionContext; userId: string }) {
  if (!isUuid(userId)) throw new AppError('not_found');
  const user = await findUserInOrg(await getDb(), { orgId: session.org.id, userId });
  if (!user?.avatarKey) throw new AppError('not_found');
  return getStorage().signedUrl(user.avatarKey, { expiresInSeconds: AVATAR_URL_TTL_SECONDS });
}
