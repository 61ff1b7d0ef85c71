import 'server-only';
import { getDb } from '@/db/client';
import type { ChatMessageRow, ChatRow } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { loadWorkflowForView } from '@/lib/workflows/access';
import { assertAnyChatAllowed, assertChatAllowed } from './gates';
import { chatTranslator } from './messages';
import { orgPresetQuestions, workflowPresetQuestions } from './presets';
import { deleteChats, findChat, listChats, messagesOf, setLike, type Owner } from './queries';
import type { AnswerMode, ChatDetail, ChatHistoryItem, ChatListItem, ChatReference, ChatType } from './schema';

const ownerOf = (session: SessionContext): Owner => ({ orgId: session.org.id, userId: session.user.id });

const toListItem = (row: ChatRow): ChatListItem => ({
  id: row.id,
  title: row.title,
  type: row.type as ChatType,
  workflowId: row.workflowId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Questions paired with the answer that follows each. */
export function historyOf(chatId: string, messages: readonly ChatMessageRow[]): ChatHistoryItem[] {
  const items: ChatHistoryItem[] = [];
  for (const m of messages) {
    if (m.role === 'user') {
      items.push({ question: m.content, questionId: m.id, workspaces: [], answer: '', answerId: null, answerLike: null, answerMode: null, answerFailed: false, references: [], followUpQuestions: [], chatId });
      continue;
    }
    const last = items.at(-1);
    if (!last || last.answerId) continue;
    Object.assign(last, {
      answer: m.content,
      answerId: m.id,
      answerLike: m.like,
      answerMode: m.mode as AnswerMode | null,
      answerFailed: m.failed,
      references: m.references as ChatReference[],
      followUpQuestions: m.followUpQuestions as string[],
    });
  }
  return items;
}

/** GET /v2/chats: the asker's chats, newest first. */
export async function listMyChats(session: SessionContext): Promise<ChatListItem[]> {
  assertAnyChatAllowed(session);
  return (await listChats(await getDb(), ownerOf(session))).map(toListItem);
}

/** GET /v2/chats/{id}: one of the asker's chats with its history (another's id answers 404). */
export async function getMyChat(session: SessionContext, id: string): Promise<ChatDetail> {
  assertAnyChatAllowed(session);
  const db = await getDb();
  const chat = await findChat(db, ownerOf(session), id);
  if (!chat) throw new AppError('not_found');
  return { ...toListItem(chat), history: historyOf(chat.id, await messagesOf(db, session.org.id, chat.id)) };
}

/** POST /v2/chats/{chatId}/messages/{messageId}/like: like (true), dislike (false) or neither (null) an answer. */
export async function likeAnswer(session: SessionContext, chatId: string, messageId: string, like: boolean | null) {
  assertAnyChatAllowed(session);
  const row = await setLike(await getDb(), ownerOf(session), chatId, messageId, like);
  if (!row) throw new AppError('not_found');
  return { messageId: row.id, like: row.like };
}

/** POST /v2/chats/clear: one chat, or every chat that is not a workflow's. */
export async function clearMyChats(session: SessionContext, chatId?: string) {
  assertAnyChatAllowed(session);
  return { deleted: await deleteChats(await getDb(), ownerOf(session), { chatId }) };
}

/** GET /v2/chats/preset-questions. */
export function presetQuestions(session: SessionContext): string[] {
  assertChatAllowed(session, 'regular');
  return orgPresetQuestions(session.org.settings);
}

/** GET /v2/chats/workflow/{id}: the asker's chats of a workflow they may open. */
export async function listWorkflowChats(session: SessionContext, workflowId: string): Promise<ChatListItem[]> {
  assertChatAllowed(session, 'workflow');
  const db = await getDb();
  const { workflow } = await loadWorkflowForView(db, session, workflowId);
  return (await listChats(db, ownerOf(session), workflow.id)).map(toListItem);
}

/**
 * GET /v2/chats/workflow/{id}/preset-questions: the organisation's, then the workflow's own — those
 * its author wrote in the builder, else questions about its first steps.
 */
export async function workflowPresets(session: SessionContext, workflowId: string): Promise<string[]> {
  assertChatAllowed(session, 'workflow');
  const db = await getDb();
  const { workflow } = await loadWorkflowForView(db, session, workflowId);
  const own = workflow.presetQuestions.length ? workflow.presetQuestions : await workflowPresetQuestions(db, session.org.id, workflow.id, await chatTranslator(session.user.locale));
  return [...new Set([...orgPresetQuestions(session.org.settings), ...own])];
}

/** POST /v2/chats/workflow/{id}/clear: deletes the asker's chats of the workflow. */
export async function clearWorkflowChats(session: SessionContext, workflowId: string) {
  assertChatAllowed(session, 'workflow');
  const db = await getDb();
  const { workflow } = await loadWorkflowForView(db, session, workflowId);
  return { deleted: await deleteChats(db, ownerOf(session), { workflowId: workflow.id }) };
}
