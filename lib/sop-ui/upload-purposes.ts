import type { UploadPurpose } from '@/lib/uploads/constants';

/** The upload purposes smart instructions use (lib/uploads, issue 21 contract): one per kind of file. */
export const SOP_PURPOSES = { image: 'sop-image', video: 'sop-video', pdf: 'sop-pdf', document: 'sop-document' } as const;
export type SopUploadKind = keyof typeof SOP_PURPOSES;

export const sopPurpose = (kind: SopUploadKind): UploadPurpose => SOP_PURPOSES[kind] as string as UploadPurpose;
