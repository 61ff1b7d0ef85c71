import { createHash } from 'node:crypto';

/**
 * The stable URL pages use for an avatar: it redirects to a short-lived signed URL, so a cached
 * page never holds an expired link. The version changes with each upload to defeat caches.
 */
export function avatarUrlFor(userId: string, avatarKey: string | null): string | null {
  if (!avatarKey) return null;
  const version = createHash('sha256').update(avatarKey).digest('hex').slice(0, 10);
  return `/api/v1/users/${userId}/avatar?v=${version}`;
}
