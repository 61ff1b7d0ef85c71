import { SOP_ACCEPTED, SOP_UPLOAD_PURPOSES } from './sop-purposes';

/** Upload rules shared by the browser hook and the server (spec 02 §9, spec 01 §9). */

/** Part size for the local backend; S3 needs at least 5 MiB for every part but the last. */
export const PART_SIZE_BYTES = 2 * 1024 * 1024;
export const S3_MIN_PART_SIZE_BYTES = 5 * 1024 * 1024;
/** S3's own ceiling on the number of parts. */
export const MAX_PARTS = 10_000;
export const PARALLEL_PARTS = 3;
export const PART_REQUEST_TIMEOUT_MS = 180_000;
/** Retries of a part after a timeout or a dropped connection (other errors are not retried). */
export const PART_RETRIES = 3;
/** An unfinished upload is swept (parts deleted) this long after it started. */
export const UPLOAD_TTL_HOURS = 24;
/** Validity of a presigned part URL (capped by the upload's own expiry). */
export const PART_URL_TTL_SECONDS = 3600;
/** Part URLs one request may ask for. */
export const MAX_PART_URLS_PER_REQUEST = 100;

export const DEFAULT_MAX_UPLOAD_BYTES = 5 * 1024 ** 3;
export const DEFAULT_MAX_VIDEO_SECONDS = 4 * 3600;

export const UPLOAD_PURPOSES = ['workflow-video', 'poster-image', 'diagram', 'pdf', 'data-hub', 'playlist-poster', ...SOP_UPLOAD_PURPOSES] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Step diagrams (spec 02 §9 task images): 5 MB each, JPEG, PNG or GIF. */
export const MAX_DIAGRAM_BYTES = 5 * 1024 * 1024;
/** Step PDFs (spec 02 §9): 50 MB, application/pdf. */
export const MAX_PDF_BYTES = 50 * 1024 * 1024;

export const DIAGRAM_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};
const ACCEPTED_DIAGRAM_MIME_TYPES = new Set(['image/jpeg', 'image/pjpeg', 'image/png', 'image/gif', 'application/octet-stream', '']);
export const DIAGRAM_ACCEPT = 'image/jpeg,image/png,image/gif,' + Object.keys(DIAGRAM_TYPES).join(',');

export const PDF_TYPES: Record<string, string> = { '.pdf': 'application/pdf' };
const ACCEPTED_PDF_MIME_TYPES = new Set(['application/pdf', 'application/x-pdf', 'application/octet-stream', '']);
export const PDF_ACCEPT = 'application/pdf,.pdf';

/** Data-hub documents (spec 02 §6): PDF, Word (DOCX) and text files, 50 MB each. */
export const MAX_DATA_HUB_BYTES = 50 * 1024 * 1024;
export const DATA_HUB_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
};
const ACCEPTED_DATA_HUB_MIME_TYPES = new Set([...ACCEPTED_PDF_MIME_TYPES, DATA_HUB_TYPES['.docx']!, 'application/zip', 'text/plain', 'text/markdown', 'text/x-markdown']);
export const DATA_HUB_ACCEPT = Object.keys(DATA_HUB_TYPES).join(',') + ',' + Object.values(DATA_HUB_TYPES).join(',');

/** The purpose of a stored upload; rows from before the column are a poster image or a video by their type. */
export const uploadPurposeOf = (row: { purpose?: string | null; contentType: string }): UploadPurpose =>
  (UPLOAD_PURPOSES as readonly string[]).includes(row.purpose ?? '')
    ? (row.purpose as UploadPurpose)
    : row.contentType.startsWith('image/')
      ? 'poster-image'
      : 'workflow-video';

/** Poster images (spec 02 §9 task images: 5 MB); the bytes are checked and re-encoded anyway. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Decoded size cap (about 8K × 6K), so a small file cannot expand into gigabytes of pixels. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Accepted image files: extension → the type stored with the object. */
export const IMAGE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

const ACCEPTED_IMAGE_MIME_TYPES = new Set(['image/jpeg', 'image/pjpeg', 'image/png', 'image/webp', 'application/octet-stream', '']);

/** `accept` attribute for an image file input. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,' + Object.keys(IMAGE_TYPES).join(',');

/** What one purpose accepts: extensions and the types browsers report for them. */
export function acceptedFor(purpose: UploadPurpose) {
  switch (purpose) {
    case 'poster-image':
    case 'playlist-poster':
      return { types: IMAGE_TYPES, mimeTypes: ACCEPTED_IMAGE_MIME_TYPES, maxBytes: MAX_IMAGE_BYTES };
    case 'diagram':
      return { types: DIAGRAM_TYPES, mimeTypes: ACCEPTED_DIAGRAM_MIME_TYPES, maxBytes: MAX_DIAGRAM_BYTES };
    case 'pdf':
      return { types: PDF_TYPES, mimeTypes: ACCEPTED_PDF_MIME_TYPES, maxBytes: MAX_PDF_BYTES };
    case 'data-hub':
      return { types: DATA_HUB_TYPES, mimeTypes: ACCEPTED_DATA_HUB_MIME_TYPES, maxBytes: MAX_DATA_HUB_BYTES };
    case 'sop-image':
    case 'sop-video':
    case 'sop-pdf':
    case 'sop-document':
      return SOP_ACCEPTED[purpose];
    default:
      return { types: VIDEO_TYPES, mimeTypes: ACCEPTED_MIME_TYPES, maxBytes: null };
  }
}

/** Image uploads are stored with an image/* type (see IMAGE_TYPES); everything else is a video. */
export const isImageUpload = (row: { contentType: string }) => row.contentType.startsWith('image/');

/** Accepted video files: extension → the type stored with the object. */
export const VIDEO_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
  '.mkv': 'video/x-matroska',
  '.avi': 'video/x-msvideo',
};

/** Types browsers report for those files (some report none, or a generic one, for .mkv and .avi). */
export const ACCEPTED_MIME_TYPES = new Set([
  'video/mp4', 'video/x-m4v', 'video/quicktime', 'video/webm', 'video/x-matroska', 'video/x-msvideo',
  'video/avi', 'video/msvideo', 'application/octet-stream', '',
]);

/** `accept` attribute for a file input. */
export const VIDEO_ACCEPT = Object.keys(VIDEO_TYPES).join(',') + ',video/*';

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}
