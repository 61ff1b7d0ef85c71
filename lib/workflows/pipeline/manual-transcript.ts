import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { transcriptions, workflows } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { getStorage } from '@/lib/storage';
import { parseManualTranscript, TranscriptParseError } from '@/lib/transcription/manual';
import type { SubmitTranscriptInput } from '@/lib/transcription/schema';
import { loadWorkflowForEdit } from '../access';
import { BLOCKED, EDITOR, SPEECH, STEPS } from '../constants';
import { snapshotBeforeUpdate } from '../versions';
import { createContext } from './context';
import { clearedErrorStatuses } from './failure';
import { toProgressEvent } from './progress-event';
import { sendProcessJob } from './retry';
import { saveTranscript, type TranscribeResult } from './stage-speech';
import type { StageName } from './stages';

// Re-segmenting cuts the stored ladder again: these stages must have finished once.
const NEEDED: StageName[] = ['probe', 'image-map', 'audio'];

/**
 * The author's transcript (WebVTT, SRT or plain text) replaces the workflow's transcript in its
 * language (a version is kept first), then the steps are cut again from it — by stream copy, the
 * video is not encoded again.
 */
export async function submitTranscript(session: SessionContext, id: unknown, input: SubmitTranscriptInput) {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, id);
  if (workflow.blocked) throw new AppError('conflict', 'pipeline.busy');
  const ctx = createContext({ db, storage: getStorage(), orgId: session.org.id, workflowId: workflow.id, workDir: '', options: {} });
  const probe = await ctx.readMarker<{ duration: number }>('probe');
  const ready = await Promise.all(NEEDED.map((stage) => ctx.storage.exists(ctx.keys.marker(stage))));
  if (!probe || ready.includes(false)) throw new AppError('conflict', 'pipeline.notProcessed');

  let sentences;
  try {
    sentences = parseManualTranscript(input.format, input.content, probe.duration);
  } catch (error) {
    if (error instanceof TranscriptParseError) throw new AppError('invalid_input', 'pipeline.transcriptInvalid', { line: error.line });
    throw error;
  }
  if (!sentences.length) throw new AppError('invalid_input', 'pipeline.transcriptEmpty');

  const scope = and(eq(transcriptions.workflowId, workflow.id), eq(transcriptions.organizationId, session.org.id), eq(transcriptions.languageCode, workflow.languageCode));
  const updated = await db.transaction(async (tx) => {
    const existing = await tx.query.transcriptions.findFirst({ where: scope });
    if (existing) await snapshotBeforeUpdate(tx, { orgId: session.org.id, collection: 'transcriptions', documentId: existing.id, createdById: session.user.id });
    const source = input.format === 'text' ? 'manual' : 'upload';
    await saveTranscript(tx, { orgId: session.org.id, workflowId: workflow.id, languageCode: workflow.languageCode, source, sentences });
    const [row] = await tx
      .update(workflows)
      .set({
        ...clearedErrorStatuses(workflow),
        speechStatus: SPEECH.sentencesFinished,
        stepsStatus: STEPS.scheduled,
        editorStatus: EDITOR.processingSegmentation,
        blocked: BLOCKED.transcoding,
        failure: null,
        progress: null,
        updatedAt: new Date(),
      })
      .where(and(eq(workflows.id, workflow.id), eq(workflows.organizationId, session.org.id)))
      .returning();
    return row;
  });
  // The pipeline resumes: transcript given, so only segmentation and packaging run again.
  const result: TranscribeResult = { provider: input.format === 'text' ? 'manual' : 'upload', waiting: false, sentences };
  await ctx.writeMarker('transcribe', result);
  await ctx.storage.delete(ctx.keys.marker('segment'));
  await ctx.storage.delete(ctx.keys.marker('package'));
  await ctx.history('transcribe', 'finished', `${result.provider}: ${sentences.length} sentences`);
  await sendProcessJob({ organizationId: session.org.id, workflowId: workflow.id });
  return toProgressEvent(db, updated);
}
