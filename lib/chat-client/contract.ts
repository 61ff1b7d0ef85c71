/**
 * The assistant's wire contract as the UI reads it (spec 02 §3 Chat, §7 chat v2): the types are
 * the backend's own (lib/chat/schema.ts, imported as types only, so no server schema rides into
 * the browser); what the UI adds is below. This is the one file to adapt when the contract moves.
 */
export type { AnswerMode, ChatChunk, ChatDetail, ChatHistoryItem, ChatListItem, ChatReference, ChatType } from '@/lib/chat/schema';

/** The longest question the server takes (lib/chat/schema.ts CHAT_LIMITS.question; a unit test keeps them equal). */
export const CHAT_QUESTION_MAX = 2000;

/** The JSON answer of every call ({success, message, code}; code 50 carries the server's own message). */
export type ChatReply<T> = { success: boolean; item?: T; items?: T[]; message?: string; code?: number };

/** Spec 02 §8: chat service code 50 replaces the shown message with the server's (lib/chat/sse.ts CHAT_FAILURE_CODE). */
export const SERVER_MESSAGE_CODE = 50;
