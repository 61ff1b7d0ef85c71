import 'server-only';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { knowledgeChunks, users } from '@/db/schema';
import type { AiEnv } from '@/lib/ai/provider';
import { AppError } from '@/lib/http/errors';
import { knowledgeEmbedder } from '@/lib/knowledge/embed';
import { chunkTsv } from '@/lib/knowledge/indexer';
import { documentChunks } from '@/lib/knowledge/document-chunks';
import { withLocalFile } from '@/lib/uploads/probe';
import { extractDocument } from './extract';
import { deleteDocumentChunks, findDocument, updateDocument } from './queries';

const INSERT_BATCH = 200;
export const INDEX_FAILED = 'dataHub.errors.indexFailed';
export const NO_TEXT = 'dataHub.errors.noText';

/** The language a document's words are stemmed in: its uploader's, else English. */
async function languageOf(db: Db, userId: string | null): Promise<string> {
  if (!userId) return 'en';
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale ?? 'en';
}

/**
 * Reads one document's file, chunks and embeds it, then swaps its chunks in one transaction: the
 * old ones (a replaced file's) go exactly when the new ones commit. The document row is locked
 * there and must still hold the file that was read, so a delete or a replace meanwhile wins.
 * A file that cannot be read is an error with its reason; a failing provider marks the document
 * failed too and is raised, so the job retries.
 */
export async function indexDocument(db: Db, { organizationId, documentId }: { organizationId: string; documentId: string }, env: AiEnv = process.env) {
  const scope = { orgId: organizationId, id: documentId };
  const doc = await findDocument(db, scope);
  if (!doc) return { chunks: 0 };
  const key = doc.storageKey;
  if (!(await updateDocument(db, scope, { status: 'indexing', errorCode: null }, key))) return { chunks: 0 };
  try {
    const extracted = await extractDocument(await withLocalFile(key, (file) => readFile(file)), doc.mimeType);
    const drafts = documentChunks({ documentId, title: doc.title, languageCode: await languageOf(db, doc.uploadedBy), parts: extracted.parts });
    if (!drafts.length) throw new AppError('invalid_input', NO_TEXT);
    const embedder = knowledgeEmbedder(db, organizationId, env);
    const vectors = await embedder.embed(drafts.map((d) => ({ text: `${d.title}. ${d.content}`, languageCode: d.languageCode })));
    const written = await db.transaction(async (tx) => {
      const current = await findDocument(tx, scope, { lock: true });
      if (current?.storageKey !== key) return false;
      await deleteDocumentChunks(tx, scope);
      for (let i = 0; i < drafts.length; i += INSERT_BATCH) {
        const rows = drafts.slice(i, i + INSERT_BATCH).map((d, j) => ({
          ...d,
          organizationId,
          workflowId: null,
          workspaceId: current.workspaceId,
          tsv: chunkTsv(d.title, d.content, d.languageCode),
          embedding: vectors[i + j]!,
          embeddingModel: embedder.model,
        }));
        await tx.insert(knowledgeChunks).values(rows as never);
      }
      await updateDocument(tx, scope, { status: 'ready', errorCode: null, pageCount: extracted.pageCount, chunkCount: drafts.length }, key);
      return true;
    });
    return { chunks: written ? drafts.length : 0 };
  } catch (error) {
    const reason = error instanceof AppError && error.code === 'invalid_input' ? error.message : INDEX_FAILED;
    // What the file now says is not in the index: nothing older may answer for it either.
    await db.transaction(async (tx) => {
      const current = await findDocument(tx, scope, { lock: true });
      if (current?.storageKey !== key) return;
      await deleteDocumentChunks(tx, scope);
      await updateDocument(tx, scope, { status: 'error', errorCode: reason, chunkCount: 0 }, key);
    });
    if (reason === INDEX_FAILED) throw error;
    return { chunks: 0 };
  }
}
