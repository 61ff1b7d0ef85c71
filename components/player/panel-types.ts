/** Which overlay is open over the video (one at a time). */
export type Panel = 'menu' | 'search' | 'settings' | 'attachments' | null;
