import 'server-only';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@/lib/http/errors';
import { assertValidKey, assertValidPrefix } from './keys';
import type { ListedObject, Storage } from './types';

type LocalParts = {
  objectsDir: string;
  metaDir: string;
  open(key: string): Promise<{ contentType: string; stream(): ReadableStream<Uint8Array>; close(): Promise<void> } | null>;
  put: Storage['put'];
};

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

async function walk(dir: string, keyPrefix: string, out: ListedObject[]): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full, `${keyPrefix}${entry.name}/`, out);
    else if (entry.isFile()) out.push({ key: `${keyPrefix}${entry.name}`, size: (await stat(full)).size });
  }
}

/** list / copy / deletePrefix of the local backend: folders of the objects tree. */
export function localPrefixOps({ objectsDir, metaDir, open, put }: LocalParts): Pick<Storage, 'list' | 'copy' | 'deletePrefix'> {
  const folder = (dir: string, prefix: string) => path.join(dir, ...prefix.split('/').filter(Boolean));

  async function list(prefix: string): Promise<ListedObject[]> {
    assertValidPrefix(prefix);
    const out: ListedObject[] = [];
    await walk(folder(objectsDir, prefix), prefix, out);
    return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  return {
    list,

    async copy(from, to) {
      assertValidKey(to);
      const source = await open(from);
      if (!source) throw new AppError('not_found');
      try {
        // Through put(): staged in tmp and renamed, so a reader never sees half a copy.
        await put(to, source.stream(), { contentType: source.contentType });
      } finally {
        await source.close();
      }
    },

    async deletePrefix(prefix) {
      const objects = await list(prefix);
      await rm(folder(objectsDir, prefix), { recursive: true, force: true });
      await rm(folder(metaDir, prefix), { recursive: true, force: true });
      return objects.length;
    },
  };
}
