import { z } from 'zod';
import { MAX_PART_URLS_PER_REQUEST, UPLOAD_PURPOSES } from './constants';
import { text } from '@/lib/http/text';

export const createUploadSchema = z.object({
  fileName: text().trim().min(1).max(255),
  contentType: text().trim().max(100).default(''),
  size: z.number().int().min(0),
  purpose: z.enum(UPLOAD_PURPOSES),
});
export type CreateUploadInput = z.infer<typeof createUploadSchema>;

const partNumber = z.number().int().min(1).max(10_000);

export const presignPartsSchema = z.object({
  partNumbers: z.array(partNumber).min(1).max(MAX_PART_URLS_PER_REQUEST),
});

export const reportPartSchema = z.object({ etag: text().trim().min(1).max(200) });

export const completeUploadSchema = z.object({
  parts: z.array(z.object({ partNumber, etag: text().min(1).max(200) })).min(1).max(10_000),
});
export type CompletePartInput = z.infer<typeof completeUploadSchema>['parts'][number];

/** `used`: a completed upload whose object now belongs to what it was for (a data-hub document). */
export type UploadStatus = 'uploading' | 'completing' | 'completed' | 'aborted' | 'used';

export type CreatedUploadDto = {
  id: string;
  partSize: number;
  partCount: number;
  expiresAt: string;
  /** The browser reports each stored part (PATCH …/parts/{n}) so the upload can be resumed. */
  reportParts: boolean;
};

export type UploadStatusDto = CreatedUploadDto & {
  status: UploadStatus;
  /** Still uploading and not expired: the browser may send the missing parts. */
  resumable: boolean;
  fileName: string;
  size: number;
  /** Parts storage already holds (ETags as the complete call needs them). */
  parts: Array<{ partNumber: number; etag: string; size: number }>;
};

export type PartUrlDto = { partNumber: number; url: string; size: number; expiresAt: string };

export type MediaProbeDto = {
  formatName: string;
  durationSeconds: number;
  /** Display size (rotation applied). */
  width: number;
  height: number;
  fps: number;
  videoCodec: string;
  hasAudio: boolean;
};

export type CompletedUploadDto = { id: string; storageKey: string; contentType: string; size: number; probe: MediaProbeDto };
