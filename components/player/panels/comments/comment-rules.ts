import { COMMENT_MAX, type CommentDto } from '@/lib/comments/schema';

/** Spec 02 §4 Comment card and §9: highlight and deletion timings. */
export const HIGHLIGHT_MS = { created: 1500, updated: 1500, deleted: 500 } as const;
export const DELETE_AFTER_MS = 300;
export type Highlight = keyof typeof HIGHLIGHT_MS;

export type DraftCheck = {
  /** What would be sent: the text trimmed. */
  text: string;
  isTooLong: boolean;
  canSubmit: boolean;
};

/**
 * Spec 02 §5: a comment (new or edited) is trimmed, non-empty and at most 1000 characters; an edit
 * must differ from the original; nothing is sent while a send is running. The limit counts what
 * is sent (trimmed), in characters as the server counts them.
 */
export function checkDraft(draft: string, { original, busy = false }: { original?: string; busy?: boolean } = {}): DraftCheck {
  const text = draft.trim();
  const isTooLong = text.length > COMMENT_MAX;
  const isUnchanged = original !== undefined && text === original.trim();
  return { text, isTooLong, canSubmit: text.length > 0 && !isTooLong && !isUnchanged && !busy };
}

/** Pages of the list, newest first, merged without repeating a comment that moved to a later page. */
export function mergeComments(pages: CommentDto[][], removed: ReadonlySet<string> = new Set()): CommentDto[] {
  const seen = new Set<string>();
  const out: CommentDto[] = [];
  for (const item of pages.flat()) {
    if (seen.has(item.id) || removed.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
  }
  return out;
}

/** Loading more starts when the list is scrolled to within this many pixels of its bottom. */
export const LOAD_MORE_THRESHOLD_PX = 48;
export const isNearBottom = ({ scrollTop, scrollHeight, clientHeight }: { scrollTop: number; scrollHeight: number; clientHeight: number }) =>
  scrollHeight - scrollTop - clientHeight <= LOAD_MORE_THRESHOLD_PX;

/** Emoji reactions of one comment as chips: one per emoji code, with its count and the caller's own id. */
export function reactionChips(reactions: CommentDto['reactions']) {
  return Object.entries(reactions ?? {})
    .filter(([, list]) => list.length > 0)
    .map(([emojiCode, list]) => ({ emojiCode, emojiChar: list[0].emojiChar, count: list.length, mineId: list.find((r) => r.mine)?.id ?? null, names: list.map((r) => r.displayName) }));
}

/** Code point form of an emoji ("1f44d", "2764-fe0f"), the code the server keys reactions by. */
export const emojiCodeOf = (emoji: string) => [...emoji].map((c) => c.codePointAt(0)!.toString(16)).join('-');
