import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { documentVersions, transcriptions, users, type Transcription } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { searchTextOf, type TranscriptSentence } from '@/lib/transcription/types';
import { loadWorkflowForEdit, type LoadedWorkflow } from '@/lib/workflows/access';
import { requireId } from '@/lib/workspaces/workspace-access';
import type { TranscriptionDto } from './schema';

export const sentencesOf = (value: unknown) => (Array.isArray(value) ? (value as TranscriptSentence[]) : []);

export const toTranscriptionDto = (row: Transcription): TranscriptionDto => ({
  id: row.id,
  languageCode: row.languageCode,
  source: row.source,
  disabled: row.disabled,
  revision: row.revision,
  totalVersions: row.totalVersions,
  updatedAt: row.updatedAt.toISOString(),
  sentences: sentencesOf(row.sentences).map((s) => ({ sentence: s.sentence, startTime: s.startTime, endTime: s.endTime, words: s.words ?? [] })),
});

export const listWorkflowTranscriptions = (db: Db, { orgId, workflowId }: { orgId: string; workflowId: string }) =>
  db
    .select()
    .from(transcriptions)
    .where(and(eq(transcriptions.workflowId, workflowId), eq(transcriptions.organizationId, orgId)))
    .orderBy(asc(transcriptions.languageCode));

export async function findTranscriptionByLanguage(db: Db, { orgId, workflowId, languageCode }: { orgId: string; workflowId: string; languageCode: string }) {
  const [row] = await db
    .select()
    .from(transcriptions)
    .where(and(eq(transcriptions.workflowId, workflowId), eq(transcriptions.organizationId, orgId), eq(transcriptions.languageCode, languageCode)));
  return row ?? null;
}

export type LoadedTranscription = LoadedWorkflow & { transcription: Transcription };

/**
 * A transcription the caller may edit: in their organisation (another's id is 404 like an
 * unknown one), its workflow visible to them (404) and theirs to author (403 for viewers).
 */
export async function loadTranscriptionForEdit(db: Db, session: SessionContext, id: unknown): Promise<LoadedTranscription> {
  const [transcription] = await db
    .select()
    .from(transcriptions)
    .where(and(eq(transcriptions.id, requireId(id)), eq(transcriptions.organizationId, session.org.id)));
  if (!transcription) throw new AppError('not_found');
  return { ...(await loadWorkflowForEdit(db, session, transcription.workflowId)), transcription };
}

/** Writes new sentences (the caller has claimed the revision and taken the snapshot). */
export async function writeSentences(db: Db, { orgId, id, sentences, source }: { orgId: string; id: string; sentences: TranscriptSentence[]; source?: string }) {
  const [row] = await db
    .update(transcriptions)
    .set({ sentences, searchText: searchTextOf(sentences), updatedAt: new Date(), ...(source ? { source } : {}) })
    .where(and(eq(transcriptions.id, id), eq(transcriptions.organizationId, orgId)))
    .returning();
  return row;
}

const versionOf = (orgId: string, documentId: string) =>
  and(eq(documentVersions.organizationId, orgId), eq(documentVersions.collection, 'transcriptions'), eq(documentVersions.documentId, documentId));

export const listTranscriptionVersionRows = (db: Db, { orgId, transcriptionId }: { orgId: string; transcriptionId: string }) =>
  db
    .select({
      id: documentVersions.id,
      version: documentVersions.version,
      createdAt: documentVersions.createdAt,
      sentenceCount: sql<number>`coalesce(jsonb_array_length(${documentVersions.snapshot}->'sentences'), 0)`,
      createdByName: users.displayName,
    })
    .from(documentVersions)
    .leftJoin(users, and(eq(users.id, documentVersions.createdById), eq(users.organizationId, orgId)))
    .where(versionOf(orgId, transcriptionId))
    .orderBy(desc(documentVersions.version));

export async function findTranscriptionVersion(db: Db, { orgId, transcriptionId, versionId }: { orgId: string; transcriptionId: string; versionId: string }) {
  const [row] = await db
    .select()
    .from(documentVersions)
    .where(and(versionOf(orgId, transcriptionId), eq(documentVersions.id, versionId)));
  return row ?? null;
}
