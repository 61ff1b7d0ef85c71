import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@/lib/http/errors';
import { MediaError, type MediaErrorCode } from '@/lib/media/errors';
import { probe, type ProbeLimits, type ProbeResult } from '@/lib/media/probe';
import { getStorage } from '@/lib/storage';
import { toNodeReadable } from '@/lib/storage/body';
import { localObjectPath } from '@/lib/storage/multipart';

/** What the uploader is told when the bytes are not an acceptable video. */
const REJECTIONS: Partial<Record<MediaErrorCode, string>> = {
  not_media: 'uploads.notMedia',
  no_video: 'uploads.noVideo',
  too_long: 'uploads.tooLong',
  too_large: 'uploads.tooLarge',
  unreadable: 'uploads.unreadable',
  failed: 'uploads.unreadable',
};

/** The uploads.* message for a probe failure the file itself caused, or null for server trouble. */
export function rejectionKey(error: unknown): string | null {
  return error instanceof MediaError ? (REJECTIONS[error.code] ?? null) : null;
}

/**
 * Runs `work` on a local file holding a stored object. The local backend's file is used in place;
 * an S3 object is copied to a temporary file first, because ffprobe must seek (an MP4's index may
 * sit at its end) and the probe also reads the last seconds to catch files cut short.
 */
export async function withLocalFile<T>(key: string, work: (file: string) => Promise<T>): Promise<T> {
  const local = localObjectPath(key);
  if (local) return work(local);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'openhow-probe-'));
  try {
    const object = await getStorage().get(key);
    if (!object) throw new AppError('not_found');
    // Same file name as the key, so ffprobe gets the extension hint it would get locally.
    const file = path.join(dir, path.basename(key));
    await pipeline(toNodeReadable(object.body), createWriteStream(file));
    return await work(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Probes a stored object with lib/media's probe. */
export const probeStoredObject = (key: string, limits: ProbeLimits): Promise<ProbeResult> => withLocalFile(key, (file) => probe(file, limits));
