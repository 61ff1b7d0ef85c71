import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDb, type Db } from '@/db/client';
import type { ChatRow } from '@/db/schema';
import { orgAiProvider } from '@/lib/ai/limits';
import type { AiEnv, ChatMessage } from '@/lib/ai/provider';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { retrieve } from '@/lib/knowledge/retrieve';
import { loadWorkflowForView } from '@/lib/workflows/access';
import { assertChatAllowed, assistantOf, consumeChatQuestion, generatedAnswersOn } from './gates';
import { chatTranslator } from './messages';
import { modelFollowUps, settleFollowUps } from './follow-ups';
import { followUpQuestions, stepsById } from './presets';
import { chatPrompt, extractiveAnswer, referencesOf } from './prompt';
import { findChat, insertChat, insertMessage, listChats, messagesOf, touchChat, type Owner } from './queries';
import { CHAT_LIMITS, type AnswerMode, type ChatChunk, type ChatServerMessage, type ChatType, type CreateChatInput, type SendMessageInput } from './schema';

/** A question being answered: its ids at once, the answer as chunks (saved when the last one is read). */
export type AnswerRun = { chatId: string; questionId: string; messageId: string; mode: AnswerMode; chunks: AsyncIterable<ChatChunk> };

const ownerOf = (session: SessionContext): Owner => ({ orgId: session.org.id, userId: session.user.id });

/** POST /v2/chats: a new chat (a workflow's Q&A reuses the asker's chat of that workflow) and its first question. */
export async function askInNewChat(session: SessionContext, input: CreateChatInput, options: AskOptions = {}): Promise<AnswerRun> {
  const db = await getDb();
  assertChatAllowed(session, input.type);
  let workflowId: string | null = null;
  if (input.type === 'workflow') workflowId = (await loadWorkflowForView(db, session, input.workflowId)).workflow.id;
  await consumeChatQuestion(db, session.user.id, options.env);
  const owner = ownerOf(session);
  const [existing] = workflowId ? await listChats(db, owner, workflowId) : [];
  const chat = existing ?? (await insertChat(db, owner, { type: input.type, workflowId, title: input.query.slice(0, CHAT_LIMITS.title) }));
  return answer(db, session, chat, input.query, options);
}

/** POST /v2/chats/{id}/messages: the next question of one of the asker's chats. */
export async function askInChat(session: SessionContext, chatId: string, input: SendMessageInput, options: AskOptions = {}): Promise<AnswerRun> {
  const db = await getDb();
  const chat = await findChat(db, ownerOf(session), chatId);
  if (!chat) throw new AppError('not_found');
  assertChatAllowed(session, chat.type as ChatType);
  // A workflow chat's workflow must still be one the asker may open.
  if (chat.workflowId) await loadWorkflowForView(db, session, chat.workflowId);
  await consumeChatQuestion(db, session.user.id, options.env);
  return answer(db, session, chat, input.query, options);
}

export type AskOptions = { env?: AiEnv; signal?: AbortSignal };

async function answer(db: Db, session: SessionContext, chat: ChatRow, question: string, { env = process.env, signal }: AskOptions): Promise<AnswerRun> {
  const orgId = session.org.id;
  const earlier = await messagesOf(db, orgId, chat.id);
  const asked = earlier.filter((m) => m.role === 'user').map((m) => m.content);
  const history: ChatMessage[] = earlier
    .filter((m) => !m.failed && m.content)
    .slice(-CHAT_LIMITS.history)
    .map((m) => ({ role: m.role === 'user' ? 'user' : 'assistant', content: m.content }));
  const userMessage = await insertMessage(db, { organizationId: orgId, chatId: chat.id, role: 'user', content: question });
  await touchChat(db, ownerOf(session), chat.id);

  const passages = await retrieve(db, session, { query: question, languageCode: session.user.locale ?? 'en', workflowId: chat.workflowId ?? undefined, env });
  const steps = await stepsById(db, orgId, [...new Set(passages.map((p) => p.stepId).filter((id): id is string => Boolean(id)))]);
  const references = referencesOf(passages, new Map([...steps].map(([id, s]) => [id, s.startTime])));
  const t = await chatTranslator(session.user.locale);
  const offlineFollowUps = followUpQuestions(references, steps, [...asked, question], t);
  const provider = passages.length && generatedAnswersOn(session.org.settings) ? orgAiProvider(db, orgId, env) : null;
  const mode: AnswerMode = provider ? 'generated' : 'extractive';
  const messageId = randomUUID();
  const assistantName = assistantOf(session.org.settings) === 'smartAssist' ? 'Smart Assist' : 'Maven';

  // The model's follow-up questions are asked beside the answer (lib/chat/follow-ups), so they are
  // usually there when the answer ends; the offline ones stand in when they are not, or fail.
  const writtenFollowUps = provider ? modelFollowUps(provider, { question, passages, asked: [...asked, question] }, signal) : null;

  async function* chunks(): AsyncGenerator<ChatChunk> {
    let content = '';
    let failed = true;
    let followUps: string[] = [];
    try {
      yield { chatId: chat.id, messageId, questionId: userMessage.id, mode };
      yield { references };
      if (provider) {
        for await (const delta of provider.stream({ messages: chatPrompt({ assistantName, history, passages, question }), signal })) {
          content += delta;
          yield { content: delta };
        }
      } else {
        content = extractiveAnswer(passages, t);
        yield { content };
      }
      followUps = await settleFollowUps(writtenFollowUps, offlineFollowUps);
      yield { followUpQuestions: followUps };
      failed = false;
      yield { done: true };
    } finally {
      // Saved however the stream ends: complete, failed, or the asker gone (then what was written).
      await insertMessage(db, {
        id: messageId,
        organizationId: orgId,
        chatId: chat.id,
        role: 'assistant',
        content,
        references,
        followUpQuestions: failed ? [] : followUps,
        mode,
        failed,
      });
    }
  }
  return { chatId: chat.id, questionId: userMessage.id, messageId, mode, chunks: chunks() };
}

/** The whole answer at once (streaming false): the spec's server message. */
export async function collectAnswer(run: AnswerRun): Promise<ChatServerMessage> {
  const message: ChatServerMessage = { content: '', messageId: run.messageId, questionId: run.questionId, like: null, groups: [], references: [], followUpQuestions: [], chatId: run.chatId, mode: run.mode };
  for await (const chunk of run.chunks) {
    if ('content' in chunk) message.content += chunk.content;
    if ('references' in chunk) message.references = chunk.references;
    if ('followUpQuestions' in chunk) message.followUpQuestions = chunk.followUpQuestions;
  }
  return message;
}
