import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { dataHubDocuments, knowledgeChunks, type DataHubDocumentRow } from '@/db/schema';

type OneDocument = { orgId: string; id: string };

export async function listDocuments(db: Db, { orgId, workspaceId, limit, offset }: { orgId: string; workspaceId: string; limit: number; offset: number }) {
  const where = and(eq(dataHubDocuments.organizationId, orgId), eq(dataHubDocuments.workspaceId, workspaceId));
  const [rows, [total]] = await Promise.all([
    db.select().from(dataHubDocuments).where(where).orderBy(desc(dataHubDocuments.createdAt), desc(dataHubDocuments.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(dataHubDocuments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findDocument(db: Db, { orgId, id }: OneDocument, { lock = false } = {}): Promise<DataHubDocumentRow | null> {
  const query = db.select().from(dataHubDocuments).where(and(eq(dataHubDocuments.id, id), eq(dataHubDocuments.organizationId, orgId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertDocument(db: Db, values: typeof dataHubDocuments.$inferInsert): Promise<DataHubDocumentRow> {
  const [row] = await db.insert(dataHubDocuments).values(values).returning();
  return row!;
}

export async function updateDocument(db: Db, { orgId, id }: OneDocument, patch: Partial<typeof dataHubDocuments.$inferInsert>, onlyKey?: string) {
  const [row] = await db
    .update(dataHubDocuments)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(dataHubDocuments.id, id), eq(dataHubDocuments.organizationId, orgId), onlyKey ? eq(dataHubDocuments.storageKey, onlyKey) : undefined))
    .returning();
  return row ?? null;
}

export const deleteDocumentChunks = (db: Db, { orgId, id }: OneDocument) =>
  db.delete(knowledgeChunks).where(and(eq(knowledgeChunks.organizationId, orgId), eq(knowledgeChunks.sourceKind, 'document'), eq(knowledgeChunks.sourceId, id)));

export const deleteDocumentRow = (db: Db, { orgId, id }: OneDocument) =>
  db.delete(dataHubDocuments).where(and(eq(dataHubDocuments.id, id), eq(dataHubDocuments.organizationId, orgId)));
