/** Step attachment limits (spec 02 §9: task images at most 10, 5 MB; PDFs 50 MB). Shared by the form and the server. */
export const MAX_DIAGRAMS_PER_STEP = 10;
export const MAX_PDFS_PER_STEP = 10;
export const MAX_LINKS_PER_STEP = 20;
export const MAX_LINK_LABEL_LENGTH = 100;
export const MAX_LINK_LENGTH = 2048;

export const ATTACHMENT_ITEM_KINDS = ['diagram', 'link', 'pdf'] as const;
export type AttachmentItemKind = (typeof ATTACHMENT_ITEM_KINDS)[number];
