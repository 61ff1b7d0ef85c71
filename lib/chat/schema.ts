import { z } from 'zod';
import { text } from '@/lib/http/text';

/**
 * Contracts of the assistant (spec 02 §3 Chat, §5 chat send, §7 chat v2), shared by the routes
 * and the chat UI. A question is trimmed and never blank (the UI's send button follows the same
 * rule); `type` is the spec's chat type, `workflow` for the player's Q&A (with its workflowId).
 */
export const CHAT_TYPES = ['regular', 'script', 'sop', 'workflow'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];
export const CHAT_LIMITS = { question: 2000, history: 6, title: 80 } as const;

const question = text().trim().min(1, 'rules.required').max(CHAT_LIMITS.question, 'chat.errors.tooLong');

export const createChatSchema = z
  .object({ query: question, type: z.enum(CHAT_TYPES).default('regular'), streaming: z.boolean().default(true), workflowId: z.uuid().optional() })
  .refine((v) => v.type !== 'workflow' || v.workflowId, { message: 'chat.errors.workflowRequired', path: ['workflowId'] });
export type CreateChatInput = z.infer<typeof createChatSchema>;

export const sendMessageSchema = z.object({
  query: question,
  type: z.enum(CHAT_TYPES).optional(),
  streaming: z.boolean().default(true),
  chatId: z.uuid().optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const likeSchema = z.object({ like: z.boolean().nullable() });
export const clearSchema = z.object({ chatId: z.uuid().optional() }).default({});

/** A citation of a workflow: the step and the second (of the workflow; `stepTime` of the step) where the passage starts. */
export type WorkflowReference = {
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
/** A citation of a data-hub document: the document and the page its passage is on (null for files without pages). */
export type DocumentReference = {
  n: number;
  type: 'document';
  id: string;
  documentId: string;
  page: number | null;
  workflowId: null;
  stepId: null;
  time: null;
  stepTime: null;
  title: string;
  sourceKind: 'document';
};
export type ChatReference = WorkflowReference | DocumentReference;
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
/** Spec 02 §3 server message: the answer as POST /v2/chats… returns it without streaming. */
export type ChatServerMessage = {
  content: string;
  messageId: string;
  questionId: string;
  like: boolean | null;
  groups: string[];
  references: ChatReference[];
  followUpQuestions: string[];
  chatId: string;
  mode: AnswerMode;
};

/**
 * One chunk of the event stream (`data: {"item": …}` lines): first the ids, then the references,
 * then content deltas, then follow-up questions, then `done`. A failure is
 * `data: {"success": false, "code": 50, "message": key}`; `: ping` comment lines keep the connection open.
 */
export type ChatChunk =
  | { chatId: string; messageId: string; questionId: string; mode: AnswerMode }
  | { references: ChatReference[] }
  | { content: string }
  | { followUpQuestions: string[] }
  | { done: true };
