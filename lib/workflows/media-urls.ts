import { getStorage } from '@/lib/storage';

/**
 * Media is never public: every URL handed to a browser is signed and expires. Playlists are not
 * signed objects but this app's route (it checks view permission on every request and signs the
 * segments it lists), see app/api/v1/media/workflows/[id]/steps/[stepId]/[file].
 */
export const MEDIA_URL_TTL_SECONDS = 6 * 3600;

export const signedMediaUrl = (key: string, expiresInSeconds = MEDIA_URL_TTL_SECONDS) => getStorage().signedUrl(key, { expiresInSeconds });

export const signedPosterUrl = async (key: string | null | undefined) => (key ? signedMediaUrl(key) : null);

/** The master playlist of a step, through the permission-checking media route. */
export const stepPlaylistUrl = (workflowId: string, stepId: string, file = 'master.m3u8') =>
  `/api/v1/media/workflows/${encodeURIComponent(workflowId)}/steps/${encodeURIComponent(stepId)}/${file}`;

type StoredImageMapLike = { folder?: unknown; sheets?: unknown };
export type SignedImageMap = Record<string, unknown> & { sheets: Array<{ file: string; firstSecond: number; url: string }> };

/**
 * A step's image map (lib/media ImageMapIndex + folder + offset) with a signed URL per sprite
 * sheet; tileFor(index, offset + t) finds the thumbnail for second t of the step.
 */
export async function signedImageMap(value: unknown): Promise<SignedImageMap | null> {
  const map = value as StoredImageMapLike | null;
  if (!map || typeof map.folder !== 'string' || !Array.isArray(map.sheets)) return null;
  const folder = map.folder;
  const sheets = await Promise.all(
    (map.sheets as Array<{ file: string; firstSecond: number }>).map(async (sheet) => ({ ...sheet, url: await signedMediaUrl(`${folder}${sheet.file}`) })),
  );
  // The folder is a storage key: the browser gets URLs, never keys.
  const rest = Object.fromEntries(Object.entries(map).filter(([name]) => name !== 'folder'));
  return { ...rest, sheets };
}
