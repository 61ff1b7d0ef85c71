import 'server-only';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  HeadObjectCommand,
  ListPartsCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@/lib/http/errors';
import { toNodeReadable, toWebStream } from './body';
import { getLocalStorage, getStorage } from './index';
import { assertValidKey } from './keys';
import type { S3Storage } from './s3';
import { secondsUntil, signLocal } from './signing';

/**
 * Multipart uploads straight from the browser to storage: S3's own API, or for the local backend
 * a folder of part files under `<root>/multipart/<id>/` that completion concatenates in order.
 * Local part files are named `<partNumber>-<etag>.part`, so one rename publishes a part and its ETag.
 * The local ETag is a random id per stored copy, not an MD5 of the bytes: it only has to name that
 * copy at completion, and hashing every part on the event loop cost about a fifth of the transfer.
 */
export type UploadedPart = { partNumber: number; etag: string; size: number };
export type PartRef = { partNumber: number; etag: string };
export type PresignPartInput = {
  key: string;
  multipartId: string;
  partNumber: number;
  /** Exact byte length of the part: S3 signs it, the local route enforces it. */
  contentLength: number;
  expiresInSeconds: number;
  /** Local backend: the app route that receives the part (`len`, `exp` and `sig` are appended). */
  localPath: string;
};

const ID = /^[0-9a-f-]{36}$/;
const PART_FILE = /^(\d{1,5})-([0-9a-f]{32})\.part$/;
const unquote = (etag: string) => etag.replace(/"/g, '');
const s3 = () => getStorage() as S3Storage;
const isS3 = () => getStorage().kind === 's3';

function localRoot(): string {
  const storage = getLocalStorage();
  if (!storage) throw new Error('the local storage backend is not active');
  return storage.root;
}

function partsDir(multipartId: string): string {
  if (!ID.test(multipartId)) throw new AppError('bad_request');
  return path.join(localRoot(), 'multipart', multipartId);
}

// Signed as a "key" with newlines, which no storage key may contain: a part URL's signature can
// never be replayed against the generic storage route, nor for another part or length.
const partSigningKey = (multipartId: string, partNumber: number, length: number) =>
  `multipart\n${multipartId}\n${partNumber}\n${length}`;

/** Checks a local part URL's `len`, `exp` and `sig` for this multipart upload and part. */
export function verifyPartSignature(multipartId: string, partNumber: number, params: URLSearchParams): number | null {
  const [len, exp, sig] = [params.get('len') ?? '', params.get('exp') ?? '', params.get('sig') ?? ''];
  if (!/^\d{1,12}$/.test(len) || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) return null;
  if (secondsUntil(Number(exp)) <= 0) return null;
  const expected = Buffer.from(signLocal('PUT', partSigningKey(multipartId, partNumber, Number(len)), Number(exp)), 'hex');
  return timingSafeEqual(expected, Buffer.from(sig, 'hex')) ? Number(len) : null;
}

/** Starts a multipart upload of `key`; the id names it in every later call. */
export async function createMultipart(key: string, contentType: string): Promise<string> {
  assertValidKey(key);
  if (isS3()) {
    const { client, bucket } = s3();
    const result = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }));
    if (!result.UploadId) throw new Error('S3 returned no UploadId');
    return result.UploadId;
  }
  const multipartId = randomUUID();
  const dir = partsDir(multipartId);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'meta.json'), JSON.stringify({ key, contentType }));
  return multipartId;
}

/** A URL the browser PUTs one part's bytes to; the answer's ETag header names the stored part. */
export async function presignPart(input: PresignPartInput): Promise<string> {
  const { key, multipartId, partNumber, contentLength, expiresInSeconds } = input;
  assertValidKey(key);
  if (isS3()) {
    const { client, bucket } = s3();
    const command = new UploadPartCommand({
      Bucket: bucket,
      Key: key,
      UploadId: multipartId,
      PartNumber: partNumber,
      ContentLength: contentLength,
    });
    return getSignedUrl(client, command, { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-length']) });
  }
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const sig = signLocal('PUT', partSigningKey(multipartId, partNumber, contentLength), exp);
  return `${input.localPath}?${new URLSearchParams({ len: String(contentLength), exp: String(exp), sig })}`;
}

/** Local backend: stores one part from a signed PUT, refusing any length but the signed one. */
export async function writeLocalPart(multipartId: string, partNumber: number, body: ReadableStream<Uint8Array>, length: number) {
  const dir = partsDir(multipartId);
  await readFile(path.join(dir, 'meta.json')).catch(() => {
    throw new AppError('not_found');
  });
  const tmp = path.join(dir, `.${randomUUID()}.tmp`);
  let size = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.byteLength;
      if (size > length) return done(new AppError('invalid_input', 'uploads.partSize'));
      done(null, chunk);
    },
  });
  try {
    await pipeline(toNodeReadable(body), count, createWriteStream(tmp, { flags: 'wx' }));
    if (size !== length) throw new AppError('invalid_input', 'uploads.partSize');
    const etag = randomUUID().replace(/-/g, '');
    // Drop an earlier copy of this part (a retry after a lost answer) once the new one is in place.
    const earlier = (await readdir(dir)).filter((name) => name.startsWith(`${partNumber}-`));
    await rename(tmp, path.join(dir, `${partNumber}-${etag}.part`));
    await Promise.all(earlier.filter((n) => n !== `${partNumber}-${etag}.part`).map((n) => rm(path.join(dir, n), { force: true })));
    return { partNumber, etag: `"${etag}"`, size };
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/** The parts storage holds, in order: the truth a resumed upload continues from. */
export async function listParts(key: string, multipartId: string): Promise<UploadedPart[]> {
  assertValidKey(key);
  if (isS3()) return listS3Parts(key, multipartId);
  let names: string[];
  try {
    names = await readdir(partsDir(multipartId));
  } catch {
    return [];
  }
  const parts = await Promise.all(
    names.flatMap((name) => {
      const match = PART_FILE.exec(name);
      if (!match) return [];
      return [stat(path.join(partsDir(multipartId), name)).then((info) => ({ partNumber: Number(match[1]), etag: `"${match[2]}"`, size: info.size }))];
    }),
  );
  return parts.sort((a, b) => a.partNumber - b.partNumber);
}

async function listS3Parts(key: string, multipartId: string): Promise<UploadedPart[]> {
  const { client, bucket } = s3();
  const parts: UploadedPart[] = [];
  let marker: string | undefined;
  do {
    const page = await client.send(
      new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: multipartId, PartNumberMarker: marker }),
    );
    for (const part of page.Parts ?? []) {
      parts.push({ partNumber: part.PartNumber ?? 0, etag: part.ETag ?? '', size: part.Size ?? 0 });
    }
    marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
  } while (marker);
  return parts;
}

/** Joins the parts (1…n, all present, ETags as stored) into the object at `key`. */
export async function completeMultipart(key: string, multipartId: string, parts: PartRef[]): Promise<void> {
  assertValidKey(key);
  const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber);
  if (ordered.some((part, index) => part.partNumber !== index + 1)) throw new AppError('invalid_input', 'uploads.partsMissing');
  if (isS3()) {
    const { client, bucket } = s3();
    const Parts = ordered.map((p) => ({ PartNumber: p.partNumber, ETag: `"${unquote(p.etag)}"` }));
    await client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: multipartId, MultipartUpload: { Parts } }));
    return;
  }
  const stored = await listParts(key, multipartId);
  const matches =
    stored.length === ordered.length && stored.every((p, i) => unquote(p.etag) === unquote(ordered[i].etag));
  if (!matches) throw new AppError('invalid_input', 'uploads.partsMissing');
  const dir = partsDir(multipartId);
  const { contentType } = JSON.parse(await readFile(path.join(dir, 'meta.json'), 'utf8')) as { contentType: string };
  async function* concatenated() {
    for (const part of stored) yield* createReadStream(path.join(dir, `${part.partNumber}-${unquote(part.etag)}.part`));
  }
  // put() stages and renames, so the object appears whole or not at all.
  await getStorage().put(key, toWebStream(Readable.from(concatenated())), { contentType });
  await rm(dir, { recursive: true, force: true });
}

/** Drops an unfinished upload and its parts; aborting a finished or unknown upload is not an error. */
export async function abortMultipart(key: string, multipartId: string): Promise<void> {
  assertValidKey(key);
  if (!isS3()) return rm(partsDir(multipartId), { recursive: true, force: true });
  const { client, bucket } = s3();
  try {
    await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: multipartId }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'NoSuchUpload') throw error;
  }
}

/** Byte size of a stored object, or null when there is none. */
export async function objectSize(key: string): Promise<number | null> {
  assertValidKey(key);
  if (!isS3()) {
    const object = await getLocalStorage()!.open(key);
    if (!object) return null;
    await object.close();
    return object.size;
  }
  const { client, bucket } = s3();
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
    throw error;
  }
}

/** The file behind an object in the local backend (ffprobe seeks in it directly); null with S3. */
export function localObjectPath(key: string): string | null {
  assertValidKey(key);
  // Reads the local backend's layout (objects/<key>), which is this folder's own business.
  return isS3() ? null : path.join(localRoot(), 'objects', key);
}
