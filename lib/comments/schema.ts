import { z } from 'zod';
import { multilineText, text } from '@/lib/http/text';

/** Spec 02 §5 and §9: trimmed, non-empty, at most 1000 characters; 50 per page in the player, 100 elsewhere. */
export const COMMENT_MAX = 1000;
export const COMMENT_PAGE_SIZE_PLAYER = 50;
export const COMMENT_PAGE_SIZE_DEFAULT = 100;
export const COMMENT_LEVELS = ['workflows'] as const;
export type CommentLevel = (typeof COMMENT_LEVELS)[number];

// Issue messages are message keys (namespace `comments`), so a form can show them translated.
export const commentTextSchema = multilineText()
  .trim()
  .min(1, 'comments.empty')
  .max(COMMENT_MAX, 'comments.tooLong');

const level = z.enum(COMMENT_LEVELS);

/** Page numbers start at 0, as the spec's player calls them. */
export const commentPageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(COMMENT_PAGE_SIZE_DEFAULT).default(COMMENT_PAGE_SIZE_DEFAULT),
});
export type CommentPageQuery = z.infer<typeof commentPageQuerySchema>;

export const listCommentsSchema = z.object({
  level,
  id: text().max(64),
  withReactions: z.boolean().default(true),
});
export type ListCommentsInput = z.infer<typeof listCommentsSchema>;

export const sendCommentSchema = z.object({ level, id: text().max(64), comment: commentTextSchema });
export type SendCommentInput = z.infer<typeof sendCommentSchema>;

export const updateCommentSchema = z.object({ comment: commentTextSchema });
export type UpdateCommentInput = z.infer<typeof updateCommentSchema>;

// An emoji picker gives a short code ("1f44d", "+1", ":thumbsup:") and the character itself.
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|[#*0-9]\uFE0F?\u20E3/u;
export const addCommentReactionSchema = z.object({
  emojiCode: text().trim().min(1).max(64).regex(/^[\w+\-:]+$/, 'comments.badEmoji'),
  emojiChar: text().trim().min(1).max(32).regex(EMOJI, 'comments.badEmoji'),
});
export type AddCommentReactionInput = z.infer<typeof addCommentReactionSchema>;

/** One emoji reaction on a comment. `mine`: the caller's own, which they may remove. */
export type CommentReactionDto = {
  id: string;
  uid: string;
  displayName: string;
  emojiCode: string;
  emojiChar: string;
  createdAt: string;
  mine: boolean;
};

/**
 * A comment as the player's panel shows it (spec 02 §3 Comment). `reactions` is keyed by emoji
 * code, oldest reaction first, and present when the list asked `withReactions` (always on send).
 */
export type CommentDto = {
  id: string;
  level: CommentLevel;
  workflowId: string;
  comment: string;
  uid: string;
  displayName: string;
  avatarUrl: string | null;
  createdAt: string;
  updatedAt: string;
  edited: boolean;
  canEdit: boolean;
  canDelete: boolean;
  reactions?: Record<string, CommentReactionDto[]>;
};

export type CommentList = { items: CommentDto[]; total: number; page: number; size: number };
