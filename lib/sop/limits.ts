// The smart-instruction limits, without zod: client components (the execution view) import them from here.
/** Spec 02 §3 / §5 / §9. */
export const DEFAULT_SOP_TITLE = 'Untitled SOP';
export const DEFAULT_SOP_LANGUAGE = 'en-us';
export const SOP_TITLE_MAX = 90;
export const SOP_DESCRIPTION_MAX = 20_000;
export const ITEM_TITLE_MAX = 200;
export const ITEM_DESCRIPTION_MAX = 20_000;
export const MAX_IMAGES_PER_ITEM = 10;
export const MAX_ITEMS = 500;
export const MAX_ATTACHMENTS_PER_ITEM = 50;
export const MAX_CHECKLIST_ITEMS = 100;
export const SOP_PAGE_SIZE = 10;
