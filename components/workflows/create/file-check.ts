import { ACCEPTED_MIME_TYPES, extensionOf, VIDEO_TYPES } from '@/lib/uploads/constants';
import type { UploadLimits } from './api';

export type FileProblem = { key: 'uploads.unsupportedType' | 'uploads.empty' } | { key: 'createWorkflow.tooLarge'; maxBytes: number };

/**
 * The checks the server makes when the upload is created, made before a byte is sent: a video
 * type, not empty, not over this server's limit (when the limits have loaded; the server
 * checks again either way, and probes the bytes after the upload).
 */
export function checkVideoFile(file: File, limits: UploadLimits | undefined): FileProblem | null {
  if (!VIDEO_TYPES[extensionOf(file.name)] || !ACCEPTED_MIME_TYPES.has(file.type.toLowerCase())) return { key: 'uploads.unsupportedType' };
  if (file.size < 1) return { key: 'uploads.empty' };
  if (limits && file.size > limits.maxBytes) return { key: 'createWorkflow.tooLarge', maxBytes: limits.maxBytes };
  return null;
}
