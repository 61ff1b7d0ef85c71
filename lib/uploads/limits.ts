import { DEFAULT_MAX_UPLOAD_BYTES, DEFAULT_MAX_VIDEO_SECONDS, MAX_PARTS, PART_SIZE_BYTES, S3_MIN_PART_SIZE_BYTES } from './constants';

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : fallback;
}

/** Largest accepted upload (MAX_UPLOAD_BYTES, default 5 GB). */
export const maxUploadBytes = (env: NodeJS.ProcessEnv = process.env) => positive(env.MAX_UPLOAD_BYTES, DEFAULT_MAX_UPLOAD_BYTES);

/** Longest accepted video (MAX_VIDEO_SECONDS, default 4 h). */
export const maxVideoSeconds = (env: NodeJS.ProcessEnv = process.env) => positive(env.MAX_VIDEO_SECONDS, DEFAULT_MAX_VIDEO_SECONDS);

/**
 * 2 MB parts as the spec says; S3 refuses parts under 5 MiB (but the last), and any file needs
 * no more than 10,000 parts, so the size grows when either rule requires it.
 */
export function partSizeFor(size: number, backend: 'local' | 's3'): number {
  const base = backend === 's3' ? S3_MIN_PART_SIZE_BYTES : PART_SIZE_BYTES;
  return Math.max(base, Math.ceil(size / MAX_PARTS));
}

export const partCountFor = (size: number, partSize: number) => Math.max(1, Math.ceil(size / partSize));

/** Byte length of part n (1-based): every part is full but the last. */
export function partLength(size: number, partSize: number, partNumber: number): number {
  const start = (partNumber - 1) * partSize;
  return Math.max(0, Math.min(partSize, size - start));
}
