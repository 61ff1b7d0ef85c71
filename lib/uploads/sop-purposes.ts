/**
 * Smart-instruction uploads (spec 02 §5/§9 SOP uploads; issue 21): block images, video clips,
 * PDFs and documents, for authors and for operators answering a file request. Browser-safe.
 */
export const SOP_UPLOAD_PURPOSES = ['sop-image', 'sop-video', 'sop-pdf', 'sop-document'] as const;
export type SopUploadPurpose = (typeof SOP_UPLOAD_PURPOSES)[number];

const MB = 1024 * 1024;
export const MAX_SOP_IMAGE_BYTES = 5 * MB;
export const MAX_SOP_VIDEO_BYTES = 100 * MB;
export const MAX_SOP_PDF_BYTES = 50 * MB;
export const MAX_SOP_DOCUMENT_BYTES = 50 * MB;

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const GENERIC = ['application/octet-stream', ''];

type Accepted = { types: Record<string, string>; mimeTypes: Set<string>; maxBytes: number };

export const SOP_ACCEPTED: Record<SopUploadPurpose, Accepted> = {
  'sop-image': {
    types: { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.gif': 'image/gif' },
    mimeTypes: new Set(['image/jpeg', 'image/pjpeg', 'image/png', 'image/gif', ...GENERIC]),
    maxBytes: MAX_SOP_IMAGE_BYTES,
  },
  'sop-video': { types: { '.mp4': 'video/mp4' }, mimeTypes: new Set(['video/mp4', ...GENERIC]), maxBytes: MAX_SOP_VIDEO_BYTES },
  'sop-pdf': { types: { '.pdf': PDF }, mimeTypes: new Set([PDF, 'application/x-pdf', ...GENERIC]), maxBytes: MAX_SOP_PDF_BYTES },
  'sop-document': {
    types: { '.pdf': PDF, '.docx': DOCX, '.xlsx': XLSX, '.txt': 'text/plain' },
    mimeTypes: new Set([PDF, 'application/x-pdf', DOCX, XLSX, 'application/zip', 'text/plain', ...GENERIC]),
    maxBytes: MAX_SOP_DOCUMENT_BYTES,
  },
};

/** `accept` attributes for the editor's and the player's file inputs. */
export const SOP_ACCEPT: Record<SopUploadPurpose, string> = Object.fromEntries(
  Object.entries(SOP_ACCEPTED).map(([purpose, a]) => [purpose, [...Object.keys(a.types), ...new Set(Object.values(a.types))].join(',')]),
) as Record<SopUploadPurpose, string>;

/** Spec 02 §7: SOP files by kind (images, videos, pdfs, documents) under the organisation prefix. */
export const SOP_FOLDERS: Record<SopUploadPurpose, string> = {
  'sop-image': 'sop/images',
  'sop-video': 'sop/videos',
  'sop-pdf': 'sop/pdfs',
  'sop-document': 'sop/documents',
};

export const isSopPurpose = (purpose: string): purpose is SopUploadPurpose => (SOP_UPLOAD_PURPOSES as readonly string[]).includes(purpose);

/**
 * What an operator (any player, viewers included) may upload: the photo, document or video a
 * smart instruction's file request asks for. Every other purpose is an author's (the editor flag).
 */
export const OPERATOR_UPLOAD_PURPOSES: readonly string[] = ['sop-image', 'sop-video', 'sop-document'] satisfies SopUploadPurpose[];
