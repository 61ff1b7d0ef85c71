import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { mediaContentType } from '@/lib/media/playlists';
import { assertValidKey, type Storage } from '@/lib/storage';
import { toNodeReadable, toWebStream } from '@/lib/storage/body';
import type { LocalStorage } from '@/lib/storage/local';

/** Stores a local file under `key` with the content type players expect for its extension. */
export async function uploadFile(storage: Storage, key: string, file: string): Promise<void> {
  const { size } = await stat(file);
  await storage.put(key, toWebStream(createReadStream(file)), { contentType: mediaContentType(file), contentLength: size });
}

/** Uploads many files, a few at a time (S3 round trips dominate for small HLS segments). */
export async function uploadFiles(storage: Storage, items: readonly { key: string; file: string }[], concurrency = 6): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      await uploadFile(storage, item.key, item.file);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/**
 * A local path for a stored object: the local backend's own file, or a download into `dir`
 * (written under a temporary name, so an interrupted download is never mistaken for the file).
 */
export async function localCopy(storage: Storage, key: string, dir: string): Promise<string> {
  // The local backend's layout (<root>/objects/<key>): ffmpeg reads the stored file in place.
  if (storage.kind === 'local' && 'root' in storage) {
    assertValidKey(key);
    return path.join((storage as LocalStorage).root, 'objects', key);
  }
  const file = path.join(dir, key.replace(/\//g, '__'));
  if (await stat(file).then(() => true, () => false)) return file;
  const object = await storage.get(key);
  if (!object) throw new Error(`missing stored object ${key}`);
  await mkdir(dir, { recursive: true });
  const partial = `${file}.part`;
  try {
    await pipeline(toNodeReadable(object.body), createWriteStream(partial));
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return file;
}
