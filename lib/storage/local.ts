import 'server-only';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { toNodeReadable, toWebStream } from './body';
import { assertValidKey } from './keys';
import { localPrefixOps } from './local-prefix';
import type { ByteRange } from './range';
import { buildLocalSignedUrl } from './signing';
import { DEFAULT_URL_TTL_SECONDS, type PutOptions, type Storage, type StorageBody } from './types';

export { verifyLocalSignature } from './signing';

/** An opened object: size and type are read before the caller picks a byte range. */
export type LocalObjectHandle = {
  size: number;
  contentType: string;
  stream(range?: ByteRange): ReadableStream<Uint8Array>;
  close(): Promise<void>;
};

export type LocalStorage = Storage & {
  kind: 'local';
  root: string;
  open(key: string): Promise<LocalObjectHandle | null>;
};

const FALLBACK_TYPE = 'application/octet-stream';

/** Errors that mean "no such object" for a path built from a valid key. */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/**
 * Read chunk of object streams: 1 MiB instead of Node's 64 KiB. Every chunk crosses the Node → web →
 * Node stream adapters and each consumer's transforms (a SCORM export's zip, a copy, a download), so
 * 16× fewer chunks make large sequential reads several times cheaper; a playing video holds at most
 * this much read ahead of its socket.
 */
const READ_CHUNK = 1 << 20;

/**
 * Objects live under `<root>/objects/<key>`, their content type under `<root>/meta/<key>.json`,
 * and writes go through `<root>/tmp` (same file system) so a rename publishes them atomically:
 * readers see the old file or the new one, never half of one.
 */
export function createLocalStorage(rootDir: string): LocalStorage {
  const root = path.resolve(rootDir);
  const objectsDir = path.join(root, 'objects');
  const tmpDir = path.join(root, 'tmp');

  function resolveIn(dir: string, key: string, suffix = ''): string {
    assertValidKey(key);
    const file = path.join(dir, key + suffix);
    // Key validation already forbids escapes; this guards against a future change to it.
    if (!file.startsWith(dir + path.sep)) throw new Error('storage path escaped its folder');
    return file;
  }
  const objectPath = (key: string) => resolveIn(objectsDir, key);
  const metaPath = (key: string) => resolveIn(path.join(root, 'meta'), key, '.json');

  /** Writes the body to a temp file; the caller publishes it with rename() or removes it. */
  async function stage(body: StorageBody): Promise<string> {
    await mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, `${randomUUID()}.part`);
    try {
      await pipeline(toNodeReadable(body), createWriteStream(tmp, { flags: 'wx', flush: true }));
      return tmp;
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async function publish(tmp: string, target: string): Promise<void> {
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async function readContentType(key: string): Promise<string> {
    try {
      const meta = JSON.parse(await readFile(metaPath(key), 'utf8')) as { contentType?: unknown };
      return typeof meta.contentType === 'string' ? meta.contentType : FALLBACK_TYPE;
    } catch (error) {
      if (isMissing(error) || error instanceof SyntaxError) return FALLBACK_TYPE;
      throw error;
    }
  }

  async function put(key: string, body: StorageBody, { contentType }: PutOptions): Promise<void> {
    const [target, metaTarget] = [objectPath(key), metaPath(key)];
    // The body is staged first so a failed upload leaves the old object and its type intact;
    // the type is published before the bytes so a reader of the new bytes gets the new type.
    // Both staged at once (the body may be a stream still being produced, e.g. speech as it is spoken).
    const [stagedBody, stagedMeta] = await Promise.allSettled([stage(body), stage(JSON.stringify({ contentType }))]);
    if (stagedBody.status === 'rejected' || stagedMeta.status === 'rejected') {
      for (const staged of [stagedBody, stagedMeta]) if (staged.status === 'fulfilled') await rm(staged.value, { force: true });
      throw stagedBody.status === 'rejected' ? stagedBody.reason : (stagedMeta as PromiseRejectedResult).reason;
    }
    try {
      await publish(stagedMeta.value, metaTarget);
    } catch (error) {
      await rm(stagedBody.value, { force: true });
      throw error;
    }
    await publish(stagedBody.value, target);
  }

  async function openObject(key: string): Promise<LocalObjectHandle | null> {
    const file = objectPath(key);
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    // Size comes from the open descriptor, so a concurrent overwrite cannot make it disagree.
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    const fileHandle = handle;
    return {
      size: info.size,
      contentType: await readContentType(key),
      stream: (range) => toWebStream(fileHandle.createReadStream({ start: range?.start, end: range?.end, highWaterMark: READ_CHUNK })),
      close: () => fileHandle.close(),
    };
  }

  return {
    kind: 'local',
    root,
    open: openObject,
    ...localPrefixOps({ objectsDir, metaDir: path.join(root, 'meta'), open: openObject, put }),

    put,

    async get(key) {
      const object = await openObject(key);
      if (!object) return null;
      return { body: object.stream(), contentType: object.contentType, size: object.size };
    },

    async delete(key) {
      await rm(objectPath(key), { force: true });
      await rm(metaPath(key), { force: true });
    },

    async exists(key) {
      try {
        return (await stat(objectPath(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async signedUrl(key, options = {}) {
      assertValidKey(key);
      // The download name stays outside the signature: changing it can only turn the answer
      // into a download. The type override is S3-only (see SignedUrlOptions).
      const extra: Record<string, string> = options.filename ? { filename: options.filename } : {};
      return buildLocalSignedUrl('GET', key, options.expiresInSeconds ?? DEFAULT_URL_TTL_SECONDS, extra);
    },

    async signedPutUrl(key, options) {
      assertValidKey(key);
      return buildLocalSignedUrl('PUT', key, options.expiresInSeconds ?? DEFAULT_URL_TTL_SECONDS);
    },
  };
}
