import type { SopUploadPurpose } from '@/lib/uploads/sop-purposes';

/** The upload purpose of each kind of SOP file (lib/uploads/sop-purposes.ts). */
export const SOP_PURPOSES = { image: 'sop-image', video: 'sop-video', pdf: 'sop-pdf', document: 'sop-document' } as const satisfies Record<string, SopUploadPurpose>;
export type SopUploadKind = keyof typeof SOP_PURPOSES;

export const sopPurpose = (kind: SopUploadKind): SopUploadPurpose => SOP_PURPOSES[kind];
