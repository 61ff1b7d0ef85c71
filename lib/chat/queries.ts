import 'server-only';
import { and, asc, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { chatMessages, chats, type ChatMessageRow, type ChatRow } from '@/db/schema';

/** Chats are the asker's own: every query names the organisation and the user. */
export type Owner = { orgId: string; userId: string };
const own = ({ orgId, userId }: Owner) => and(eq(chats.organizationId, orgId), eq(chats.userId, userId));

export const listChats = (db: Db, owner: Owner, workflowId?: string) =>
  db
    .select()
    .from(chats)
    .where(and(own(owner), workflowId ? eq(chats.workflowId, workflowId) : undefined))
    .orderBy(desc(chats.updatedAt), desc(chats.id));

export async function findChat(db: Db, owner: Owner, id: string): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chats).where(and(own(owner), eq(chats.id, id)));
  return row;
}

export async function insertChat(db: Db, owner: Owner, values: { type: string; workflowId: string | null; title: string }): Promise<ChatRow> {
  const [row] = await db.insert(chats).values({ organizationId: owner.orgId, userId: owner.userId, ...values }).returning();
  return row!;
}

export const touchChat = (db: Db, owner: Owner, id: string) => db.update(chats).set({ updatedAt: new Date() }).where(and(own(owner), eq(chats.id, id)));

export const messagesOf = (db: Db, orgId: string, chatId: string) =>
  db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.organizationId, orgId), eq(chatMessages.chatId, chatId)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.role));

export async function insertMessage(db: Db, values: typeof chatMessages.$inferInsert): Promise<ChatMessageRow> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  return row!;
}

export async function setLike(db: Db, owner: Owner, chatId: string, messageId: string, like: boolean | null) {
  const chat = await findChat(db, owner, chatId);
  if (!chat) return null;
  const [row] = await db
    .update(chatMessages)
    .set({ like })
    .where(and(eq(chatMessages.organizationId, owner.orgId), eq(chatMessages.chatId, chat.id), eq(chatMessages.id, messageId), eq(chatMessages.role, 'assistant')))
    .returning();
  return row ?? null;
}

/** Deletes the asker's chats: one, those of a workflow, or every chat that is not a workflow's. */
export async function deleteChats(db: Db, owner: Owner, which: { chatId?: string; workflowId?: string }) {
  const where = which.chatId
    ? eq(chats.id, which.chatId)
    : which.workflowId
      ? eq(chats.workflowId, which.workflowId)
      : or(ne(chats.type, 'workflow'), isNull(chats.workflowId));
  const rows = await db.delete(chats).where(and(own(owner), where)).returning({ id: chats.id });
  return rows.length;
}
