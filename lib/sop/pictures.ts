import 'server-only';
import type { Db } from '@/db/client';
import { logError } from '@/lib/http/log';
import { getStorage } from '@/lib/storage';
import { toSopItem, uploadIdsOf } from './items';
import { deleteUnreferencedUploads, listExecutionUploadIds, listVersionSnapshots, lockPictureUploads } from './picture-queries';
import { listItemRows } from './queries';
import type { SopSnapshot } from './versions-queries';

type SopScope = { orgId: string; sopId: string };

/**
 * The pictures a SOP refers to — in its blocks, in every saved version, and the photos its
 * operators uploaded — locked for the delete that follows (lib/sop/picture-queries.ts).
 */
export async function lockSopPictures(tx: Db, scope: SopScope): Promise<string[]> {
  const items = (await listItemRows(tx, scope)).map(toSopItem);
  const versions = (await listVersionSnapshots(tx, scope)).flatMap((v) => (v.snapshot as SopSnapshot).items ?? []);
  const ids = new Set([...uploadIdsOf(items), ...uploadIdsOf(versions), ...(await listExecutionUploadIds(tx, scope))]);
  return lockPictureUploads(tx, { orgId: scope.orgId, ids: [...ids] });
}

/**
 * After the SOP's rows are gone (same transaction): the upload rows of `pictures` that no other
 * SOP, version, poster or execution of the organisation still names are deleted; a duplicate
 * shares its source's pictures, so they stay until the last SOP naming them goes. Answers the
 * storage keys to remove once the transaction has committed.
 */
export const releaseSopPictures = (tx: Db, orgId: string, pictures: string[]) => deleteUnreferencedUploads(tx, { orgId, ids: pictures });

/** Removes stored pictures whose rows are gone; a failure is logged (the object is then only an orphan, never a broken reference). */
export async function removeStoredPictures(keys: string[]): Promise<void> {
  const storage = getStorage();
  for (const key of keys) {
    await storage.delete(key).catch((error: unknown) => logError('sop-pictures', `could not delete ${key}`, error));
  }
}
