import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { transcriptions, type Transcription } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { requestKnowledgeIndex } from '@/lib/knowledge/jobs';
import { invalidatePublicWorkflow } from '@/lib/player/public-cache-store';
import { parseManualTranscript, TranscriptParseError } from '@/lib/transcription/manual';
import type { TranscriptSentence } from '@/lib/transcription/types';
import { loadWorkflowForEdit } from '@/lib/workflows/access';
import { snapshotBeforeUpdate } from '@/lib/workflows/versions';
import { claimRevision } from '../revision';
import { findTranscriptionByLanguage, loadTranscriptionForEdit, toTranscriptionDto, writeSentences } from './queries';
import { sentenceIssue } from './rules';
import { TRANSCRIPT_ERRORS, type ImportTranscriptionInput, type PatchTranscriptionInput, type SaveTranscriptionInput } from './schema';

/** The video's bounds: a sentence past the end of the video is refused (422 with its index). */
function assertWithinVideo(sentences: readonly TranscriptSentence[], duration: number | null) {
  for (let i = 0; i < sentences.length; i += 1) {
    if (sentenceIssue(sentences, i, duration) === 'bounds') throw new AppError('invalid_input', TRANSCRIPT_ERRORS.bounds, { index: i });
  }
}

type Replace = { session: SessionContext; row: Transcription; revision: number; sentences: TranscriptSentence[]; duration: number | null; source?: string };

/**
 * The one save of a transcription: claim the revision (409 when stale), keep a version of what
 * is there now, write the new sentences. Runs inside the caller's transaction.
 */
async function replaceSentences(tx: Db, { session, row, revision, sentences, duration, source }: Replace) {
  const orgId = session.org.id;
  await claimRevision(tx, { orgId, collection: 'transcriptions', documentId: row.id, expected: revision });
  assertWithinVideo(sentences, duration);
  await snapshotBeforeUpdate(tx, { orgId, collection: 'transcriptions', documentId: row.id, createdById: session.user.id });
  return writeSentences(tx, { orgId, id: row.id, sentences, source });
}

/** PUT /api/v1/workflows/{id}/transcription: one language's sentences (created on its first save). */
export async function saveWorkflowTranscription(session: SessionContext, workflowId: unknown, input: SaveTranscriptionInput) {
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const { workflow } = await loadWorkflowForEdit(tx, session, workflowId);
    const languageCode = input.languageCode ?? workflow.languageCode;
    let row = await findTranscriptionByLanguage(tx, { orgId: session.org.id, workflowId: workflow.id, languageCode });
    if (!row) {
      if (input.revision !== 0) throw new AppError('conflict', 'editor.staleRevision', { revision: 0 });
      [row] = await tx
        .insert(transcriptions)
        .values({ organizationId: session.org.id, workflowId: workflow.id, languageCode, source: 'manual' })
        .returning();
    }
    return replaceSentences(tx, { session, row, revision: input.revision, sentences: input.sentences, duration: workflow.videoDuration });
  });
  await invalidatePublicWorkflow(saved.workflowId);
  await requestKnowledgeIndex(session.org.id, saved.workflowId);
  return toTranscriptionDto(saved);
}

/** PATCH /api/v1/transcriptions/{id}: new sentences and/or the language switched on or off. */
export async function patchTranscription(session: SessionContext, id: unknown, input: PatchTranscriptionInput) {
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const { workflow, transcription } = await loadTranscriptionForEdit(tx, session, id);
    if (input.sentences) {
      await replaceSentences(tx, { session, row: transcription, revision: input.revision, sentences: input.sentences, duration: workflow.videoDuration });
    } else {
      await claimRevision(tx, { orgId: session.org.id, collection: 'transcriptions', documentId: transcription.id, expected: input.revision });
    }
    if (input.disabled === undefined) return (await loadTranscriptionForEdit(tx, session, transcription.id)).transcription;
    return setDisabled(tx, session.org.id, transcription.id, input.disabled);
  });
  await invalidatePublicWorkflow(saved.workflowId);
  await requestKnowledgeIndex(session.org.id, saved.workflowId);
  return toTranscriptionDto(saved);
}

async function setDisabled(tx: Db, orgId: string, id: string, disabled: boolean) {
  const [row] = await tx
    .update(transcriptions)
    .set({ disabled, updatedAt: new Date() })
    .where(and(eq(transcriptions.id, id), eq(transcriptions.organizationId, orgId)))
    .returning();
  return row;
}

/** POST /api/v1/transcriptions/{id}/import: an uploaded or pasted WebVTT, SRT or text replaces the sentences. */
export async function importTranscription(session: SessionContext, id: unknown, input: ImportTranscriptionInput) {
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const { workflow, transcription } = await loadTranscriptionForEdit(tx, session, id);
    let sentences: TranscriptSentence[];
    try {
      sentences = parseManualTranscript(input.format, input.content, workflow.videoDuration ?? 0);
    } catch (error) {
      if (error instanceof TranscriptParseError) throw new AppError('invalid_input', 'pipeline.transcriptInvalid', { line: error.line });
      throw error;
    }
    if (!sentences.length) throw new AppError('invalid_input', 'pipeline.transcriptEmpty');
    const source = input.format === 'text' ? 'manual' : 'upload';
    return replaceSentences(tx, { session, row: transcription, revision: input.revision, sentences: normalise(sentences), duration: workflow.videoDuration, source });
  });
  await invalidatePublicWorkflow(saved.workflowId);
  await requestKnowledgeIndex(session.org.id, saved.workflowId);
  return toTranscriptionDto(saved);
}

/** Imported cues may overlap or be shorter than the editor's gap: each starts no earlier than the previous ends. */
function normalise(sentences: TranscriptSentence[]): TranscriptSentence[] {
  let previousEnd = 0;
  return sentences.map((s) => {
    const startTime = Math.max(s.startTime, previousEnd);
    const endTime = Math.max(s.endTime, startTime);
    previousEnd = endTime;
    return startTime === s.startTime && endTime === s.endTime ? s : { ...s, startTime, endTime };
  });
}
