import { getDb } from '@/db/client';
import { AppError } from '@/lib/http/errors';
import { getStorage } from '@/lib/storage';
import { completeMultipart, objectSize } from '@/lib/storage/multipart';
import { uploadPurposeOf, type UploadPurpose } from './constants';
import { isExpired } from './dto';
import { maxUploadBytes, maxVideoSeconds, partCountFor } from './limits';
import { probeStoredObject, rejectionKey } from './probe';
import { probeStoredImage } from './probe-image';
import { probeStoredDocument } from './probe-document';
import { probeStoredPdf } from './probe-pdf';
import { assertMp4, probeStoredWorkbook } from './probe-sop';
import { transitionUpload, type UploadOwner, type UploadRow } from './queries';
import type { CompletedUploadDto, CompletePartInput, MediaProbeDto } from './schema';
import { ownUpload } from './status';

// S3 answers these when the parts do not add up; the browser can upload the missing ones again.
const S3_PART_ERRORS = new Set(['InvalidPart', 'InvalidPartOrder', 'EntityTooSmall']);

/** Assembles the parts, then checks size and content; a rejected file leaves nothing behind. */
export async function completeUpload(owner: UploadOwner, id: string, parts: CompletePartInput[]): Promise<CompletedUploadDto> {
  const db = await getDb();
  const row = await ownUpload(owner, id);
  if (row.status !== 'uploading' || !row.multipartId) throw new AppError('conflict', 'uploads.notUploading');
  if (isExpired(row)) throw new AppError('gone', 'uploads.expired');
  if (parts.length !== partCountFor(row.size, row.partSize)) throw new AppError('invalid_input', 'uploads.partsMissing');
  // The claim keeps a second complete, a cancel and the sweeper off this upload meanwhile.
  const claimed = await transitionUpload(db, { orgId: owner.orgId, id, from: ['uploading'], to: 'completing' });
  if (!claimed) throw new AppError('conflict', 'uploads.notUploading');

  try {
    await completeMultipart(row.storageKey, row.multipartId, parts);
  } catch (error) {
    // Parts missing or mismatched: back to uploading, so the browser can send them and retry;
    // the reported parts are dropped too, so a resume does not offer the same bad list again.
    await transitionUpload(db, { orgId: owner.orgId, id, from: ['completing'], to: 'uploading', parts: [] });
    if (S3_PART_ERRORS.has((error as { name?: string }).name ?? '')) throw new AppError('invalid_input', 'uploads.partsMissing');
    throw error;
  }

  const size = await objectSize(row.storageKey);
  if (size !== row.size) return reject(row, 'uploads.sizeMismatch', { expected: row.size, actual: size });
  const checked = await INSPECT[uploadPurposeOf(row)](row);
  await transitionUpload(db, { orgId: owner.orgId, id, from: ['completing'], to: 'completed', parts });
  return { id, storageKey: row.storageKey, contentType: row.contentType, size: row.size, probe: checked };
}

async function inspect(row: UploadRow): Promise<MediaProbeDto> {
  const maxSeconds = maxVideoSeconds();
  try {
    const result = await probeStoredObject(row.storageKey, { maxBytes: maxUploadBytes(), maxDuration: maxSeconds });
    const { formatName, duration, width, height, fps, videoCodec, hasAudio } = result;
    return { formatName, durationSeconds: duration, width, height, fps, videoCodec, hasAudio };
  } catch (error) {
    const messageKey = rejectionKey(error);
    if (messageKey) return reject(row, messageKey, messageKey === 'uploads.tooLong' ? { maxSeconds } : undefined);
    // No ffprobe on this server, say: nothing the uploader can fix, but nothing may stay behind either.
    await discard(row);
    throw error;
  }
}

/**
 * An image (a poster: JPEG, PNG or WebP; a diagram: JPEG, PNG or GIF) by its bytes — signature,
 * decoder and pixel count; anything else is deleted (422 uploads.notImage).
 */
async function inspectImage(row: UploadRow): Promise<MediaProbeDto> {
  try {
    const gifAllowed = GIF_PURPOSES.has(uploadPurposeOf(row));
    const { formatName, codec, width, height, contentType } = await probeStoredImage(row.storageKey, { gif: gifAllowed });
    // The bytes must be one of the types the declared extension allowed (a WebP called .png is no diagram).
    if (gifAllowed && contentType === 'image/webp') throw new AppError('invalid_input', 'uploads.notImage');
    return { formatName, durationSeconds: 0, width, height, fps: 0, videoCodec: codec, hasAudio: false };
  } catch (error) {
    await discard(row);
    throw error;
  }
}

/** A PDF by its signature and a real parse; anything else is deleted (422 uploads.notPdf). */
async function inspectPdf(row: UploadRow): Promise<MediaProbeDto> {
  try {
    await probeStoredPdf(row.storageKey);
    return { formatName: 'pdf', durationSeconds: 0, width: 0, height: 0, fps: 0, videoCodec: '', hasAudio: false };
  } catch (error) {
    await discard(row);
    throw error;
  }
}

/** A data-hub document by its bytes (lib/uploads/probe-document): a readable PDF, a DOCX or UTF-8 text; else deleted (422). */
async function inspectDocument(row: UploadRow): Promise<MediaProbeDto> {
  try {
    const { formatName } = await probeStoredDocument(row.storageKey, row.contentType);
    return { formatName, durationSeconds: 0, width: 0, height: 0, fps: 0, videoCodec: '', hasAudio: false };
  } catch (error) {
    await discard(row);
    throw error;
  }
}

/** A SOP clip: a video ffprobe accepts, and an MP4 (spec 02 §5); anything else is deleted (422). */
async function inspectSopVideo(row: UploadRow): Promise<MediaProbeDto> {
  const probe = await inspect(row);
  try {
    assertMp4(probe.formatName, probe.videoCodec);
    return probe;
  } catch (error) {
    await discard(row);
    throw error;
  }
}

/** A SOP document: a workbook by its ZIP parts, anything else as a data-hub document (PDF, DOCX, text). */
async function inspectSopDocument(row: UploadRow): Promise<MediaProbeDto> {
  if (!row.contentType.includes('spreadsheetml')) return inspectDocument(row);
  try {
    await probeStoredWorkbook(row.storageKey);
    return { formatName: 'xlsx', durationSeconds: 0, width: 0, height: 0, fps: 0, videoCodec: '', hasAudio: false };
  } catch (error) {
    await discard(row);
    throw error;
  }
}

const GIF_PURPOSES = new Set<UploadPurpose>(['diagram', 'sop-image']);

const INSPECT: Record<UploadPurpose, (row: UploadRow) => Promise<MediaProbeDto>> = {
  'workflow-video': inspect,
  'poster-image': inspectImage,
  diagram: inspectImage,
  pdf: inspectPdf,
  'data-hub': inspectDocument,
  'playlist-poster': inspectImage,
  'sop-image': inspectImage,
  'sop-video': inspectSopVideo,
  'sop-pdf': inspectPdf,
  'sop-document': inspectSopDocument,
};

async function discard(row: UploadRow) {
  await getStorage().delete(row.storageKey);
  await transitionUpload(await getDb(), { orgId: row.organizationId, id: row.id, from: ['completing'], to: 'aborted' });
}

async function reject(row: UploadRow, messageKey: string, details?: Record<string, unknown>): Promise<never> {
  await discard(row);
  throw new AppError('invalid_input', messageKey, details);
}
