// Spec 01 §5 / 02 §5 share rules and §9 constants; plain values shared by the dialog and the server.

export const SHARE_MESSAGE_MAX = 140;
export const SHARE_SEARCH_PAGE_SIZE = 10;
export const SHARE_HISTORY_SIZE = 10;
/** The textarea grows with its text up to this height (spec §9), then scrolls. */
export const SHARE_TEXTAREA_MAX_HEIGHT_PX = 80;
/** People and teams one share may name (a team counts once, however many members it has). */
export const SHARE_MAX_RECIPIENTS = 200;

/** Pasted or typed line breaks become spaces (the message is one line; spec: newlines removed). */
export const normalizeShareMessage = (text: string) => text.replace(/\r\n|\r|\n/g, ' ');

/** Send is possible with at least one person or team and a message within the limit. */
export const canSendShare = (message: string, recipients: number) => recipients > 0 && normalizeShareMessage(message).length <= SHARE_MESSAGE_MAX;
