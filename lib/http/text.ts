import { z } from 'zod';

// C0 controls but tab, LF and CR, and DEL: they break SQL text parameters (NUL), terminals and log lines.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\t\n\r]/;
// Half of a UTF-16 pair with no partner: not text at all, and not storable as UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text holds characters no input may carry; tab and line breaks only in multi-line text. */
export function hasForbiddenCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return CONTROL.test(value) || LONE_SURROGATE.test(value) || (!multiline && LINE_BREAK.test(value));
}

export const CONTROL_CHARACTERS_MESSAGE = 'rules.controlCharacters';

/**
 * The base of every single-line text an API accepts (names, titles, file names, keywords, ids):
 * a zod string that refuses control characters and lone surrogates. Chain `.trim()`, `.max()` etc.
 */
export const text = (message?: string) => z.string(message).refine((v) => !hasForbiddenCharacters(v), CONTROL_CHARACTERS_MESSAGE);

/** The same for text that may span lines (comments, transcripts, annotation text): tab and line breaks allowed. */
export const multilineText = (message?: string) =>
  z.string(message).refine((v) => !hasForbiddenCharacters(v, { multiline: true }), CONTROL_CHARACTERS_MESSAGE);
