import 'server-only';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { transcriptions } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { requestKnowledgeIndex } from '@/lib/knowledge/jobs';
import { sendJob } from '@/lib/jobs';
import { invalidatePublicWorkflow } from '@/lib/player/public-cache-store';
import { getStorage } from '@/lib/storage';
import { chooseProvider } from '@/lib/transcription';
import { loadWorkflowForEdit } from '@/lib/workflows/access';
import { EDITOR } from '@/lib/workflows/constants';
import { createContext } from '@/lib/workflows/pipeline/context';
import type { AudioResult } from '@/lib/workflows/pipeline/stage-frames';
import { saveTranscript } from '@/lib/workflows/pipeline/stage-speech';
import { snapshotBeforeUpdate } from '@/lib/workflows/versions';

/** The job that transcribes a processed workflow's audio again (queued by POST …/transcription/retranscribe). */
export const RETRANSCRIBE_JOB = 'transcription-retranscribe';
export type RetranscribeJobData = { organizationId: string; workflowId: string; requestedById: string };

const running = (status: string | null) => status === EDITOR.processingReTranscription;

/**
 * Queues a re-transcription with the configured provider (lib/transcription chooseProvider).
 * The workflow shows `processing re-transcription` (and the pipeline's progress) until the job
 * has written the new sentences — a version of the old ones is kept — and the editor reloads.
 */
export async function requestRetranscription(session: SessionContext, workflowId: unknown) {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  if (!(await chooseProvider(workflow.languageCode))) throw new AppError('conflict', 'transcriptionEditor.errors.noProvider');
  if (workflow.blocked || running(workflow.editorStatus)) throw new AppError('conflict', 'pipeline.busy');
  const ctx = createContext({ db, storage: getStorage(), orgId: session.org.id, workflowId: workflow.id, workDir: '', options: {} });
  const audio = await ctx.readMarker<AudioResult>('audio');
  if (!audio?.key) throw new AppError('conflict', 'pipeline.notProcessed');
  const updated = await ctx.update({ editorStatus: EDITOR.processingReTranscription, progress: { stage: 'transcribe', fraction: 0, updatedAt: new Date().toISOString() } });
  await sendJob<RetranscribeJobData>(RETRANSCRIBE_JOB, { organizationId: session.org.id, workflowId: workflow.id, requestedById: session.user.id }, { singletonKey: workflow.id });
  return { editorStatus: updated.editorStatus, progress: updated.progress };
}

/** The job's work: idempotent (a second delivery finds the status already moved on and stops). */
export async function runRetranscription({ organizationId, workflowId, requestedById }: RetranscribeJobData) {
  const db = await getDb();
  const workDir = await mkdtemp(path.join(tmpdir(), 'retranscribe-'));
  const ctx = createContext({ db, storage: getStorage(), orgId: organizationId, workflowId, workDir, options: {} });
  try {
    const workflow = await ctx.load();
    if (!running(workflow.editorStatus)) return;
    const audio = await ctx.readMarker<AudioResult>('audio');
    const provider = await chooseProvider(workflow.languageCode);
    if (!audio?.key || !provider) throw new Error('no audio or no provider');
    ctx.progress('transcribe', 0.2);
    const sentences = await provider.transcribe({ audioPath: await ctx.local(audio.key), languageCode: workflow.languageCode, duration: workflow.videoDuration ?? 0 });
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: transcriptions.id })
        .from(transcriptions)
        .where(and(eq(transcriptions.workflowId, workflowId), eq(transcriptions.organizationId, organizationId), eq(transcriptions.languageCode, workflow.languageCode)));
      if (existing) {
        await snapshotBeforeUpdate(tx, { orgId: organizationId, collection: 'transcriptions', documentId: existing.id, createdById: requestedById });
        // An editor open on the old text must not overwrite the new one silently.
        await tx.update(transcriptions).set({ revision: sql`${transcriptions.revision} + 1` }).where(eq(transcriptions.id, existing.id));
      }
      await saveTranscript(tx, { orgId: organizationId, workflowId, languageCode: workflow.languageCode, source: 'asr', sentences });
    });
    await ctx.history('re-transcribe', 'finished', `${provider.name}: ${sentences.length} sentences`);
    await requestKnowledgeIndex(organizationId, workflowId);
  } catch (error) {
    await ctx.history('re-transcribe', 'failed', error instanceof Error ? error.message.slice(0, 200) : undefined).catch(() => undefined);
  } finally {
    await ctx.flushProgress();
    await ctx.update({ editorStatus: EDITOR.completedTranscription, progress: null }).catch(() => undefined);
    await rm(workDir, { recursive: true, force: true });
    await invalidatePublicWorkflow(workflowId);
  }
}
