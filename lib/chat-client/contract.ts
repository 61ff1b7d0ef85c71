/**
 * The assistant's wire contract as the UI reads it (spec 02 §3 Chat, §7 chat v2). It mirrors the
 * backend's lib/chat/schema.ts (types only, so this module stays client-safe and the UI does not
 * depend on server code): when the two differ, this is the one file to adapt.
 */
export const CHAT_TYPES = ['regular', 'script', 'sop', 'workflow'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];
/** The longest question the server takes (lib/chat/schema.ts CHAT_LIMITS.question). */
export const CHAT_QUESTION_MAX = 2000;

/** A citation: the step of a workflow and the second of the recorded video (`time`; `stepTime` within the step) where the passage starts. */
export type ChatReference = {
  n: number;
  type: 'workflow';
  id: string;
  workflowId: string;
  stepId: string | null;
  time: number | null;
  stepTime: number | null;
  title: string;
  sourceKind: string;
};
/** A model wrote the answer, or (no model, or generated answers off) it quotes the best passages. */
export type AnswerMode = 'generated' | 'extractive';

export type ChatListItem = { id: string; title: string; type: ChatType; workflowId: string | null; createdAt: string; updatedAt: string };
/** Spec 02 §3 chat history item: one question with its answer. */
export type ChatHistoryItem = {
  question: string;
  questionId: string;
  workspaces: string[];
  answer: string;
  answerId: string | null;
  answerLike: boolean | null;
  answerMode: AnswerMode | null;
  answerFailed: boolean;
  references: ChatReference[];
  followUpQuestions: string[];
  chatId: string;
};
export type ChatDetail = ChatListItem & { history: ChatHistoryItem[] };

/** One chunk of the event stream (`data: {"item": …}`): ids, then references, content deltas, follow-ups, done. */
export type ChatChunk =
  | { chatId: string; messageId: string; questionId: string; mode: AnswerMode }
  | { references: ChatReference[] }
  | { content: string }
  | { followUpQuestions: string[] }
  | { done: true };

/** The JSON answer of every call ({success, message, code}; code 50 carries the server's own message). */
export type ChatReply<T> = { success: boolean; item?: T; items?: T[]; message?: string; code?: number };

/** Spec 02 §8: chat service code 50 replaces the shown message with the server's. */
export const SERVER_MESSAGE_CODE = 50;
