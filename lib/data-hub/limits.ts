/** Data-hub limits shared by the page and the server (50 MB a file is lib/uploads MAX_DATA_HUB_BYTES). */
export const MAX_DATA_HUB_PAGES = 500;
/** Characters kept of one document (about 400 dense pages); the rest is not indexed. */
export const MAX_DATA_HUB_CHARS = 2_000_000;
