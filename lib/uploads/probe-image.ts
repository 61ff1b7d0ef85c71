import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError } from '@/lib/http/errors';
import { runFfprobe } from '@/lib/media/ffmpeg';
import { sniffImageType as sniffAnyImageType } from '@/lib/users/image-type';
import { MAX_IMAGE_PIXELS } from './constants';
import { withLocalFile } from './probe';

export type ImageProbe = { formatName: string; codec: string; width: number; height: number; contentType: string };

/** What the file's own bytes say it is, whatever its name: JPEG, PNG or WebP, else null. */
export function sniffImageType(head: Uint8Array): string | null {
  const hex = Buffer.from(head.subarray(0, 12)).toString('hex');
  if (hex.startsWith('ffd8ff')) return 'image/jpeg';
  if (hex.startsWith('89504e470d0a1a0a')) return 'image/png';
  if (hex.startsWith('52494646') && hex.slice(16, 24) === '57454250') return 'image/webp';
  return null;
}

// ffprobe's codec for each accepted type: the signature and the decoder must agree.
const CODECS: Record<string, string> = { 'image/jpeg': 'mjpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

type Stream = { codec_type?: string; codec_name?: string; width?: number; height?: number };

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const head = new Uint8Array(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

type Sniff = (head: Uint8Array) => string | null;

async function probeImageFile(file: string, sniff: Sniff = sniffImageType): Promise<ImageProbe> {
  const contentType = sniff(await readHead(file));
  if (!contentType) throw new AppError('invalid_input', 'uploads.notImage');
  let json: { streams?: Stream[]; format?: { format_name?: string } };
  try {
    json = JSON.parse(await runFfprobe(['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,width,height:format=format_name', '-of', 'json', file]));
  } catch {
    throw new AppError('invalid_input', 'uploads.notImage');
  }
  const streams = json.streams ?? [];
  const image = streams.length === 1 ? streams[0] : undefined;
  if (!image || image.codec_type !== 'video' || image.codec_name !== CODECS[contentType]) throw new AppError('invalid_input', 'uploads.notImage');
  const width = image.width ?? 0;
  const height = image.height ?? 0;
  if (width < 1 || height < 1) throw new AppError('invalid_input', 'uploads.notImage');
  if (width * height > MAX_IMAGE_PIXELS) throw new AppError('invalid_input', 'uploads.tooLarge', { maxPixels: MAX_IMAGE_PIXELS });
  return { formatName: json.format?.format_name ?? 'unknown', codec: image.codec_name, width, height, contentType };
}

/** Checks a stored upload is a real JPEG, PNG or WebP image — or GIF when asked (by its bytes, not its name). */
export const probeStoredImage = (key: string, { gif = false }: { gif?: boolean } = {}): Promise<ImageProbe> =>
  withLocalFile(key, (file) => probeImageFile(file, gif ? sniffAnyImageType : sniffImageType));

/**
 * The same check for an image received in memory (avatars, annotation images, the logo; GIF too):
 * a signature alone lets through a PNG header followed by HTML, or a 400-megapixel decompression bomb.
 */
export async function probeImageBytes(bytes: Uint8Array): Promise<ImageProbe> {
  const dir = await mkdtemp(path.join(tmpdir(), 'openhow-image-'));
  try {
    const file = path.join(dir, 'image');
    await writeFile(file, bytes);
    return await probeImageFile(file, sniffAnyImageType);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The checked type of an in-memory image; a refusal reads as the calling screen's own `invalidKey`. */
export async function checkedImageType(bytes: Uint8Array, invalidKey: string): Promise<string> {
  try {
    return (await probeImageBytes(bytes)).contentType;
  } catch (error) {
    if (error instanceof AppError) throw new AppError('invalid_input', invalidKey);
    throw error;
  }
}
