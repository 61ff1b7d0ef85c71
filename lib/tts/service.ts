import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { textToSpeech } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { listSteps } from '@/lib/workflows/queries';
import { loadVoiceOverWorkflow, assertText2Speech } from './access';
import { sendSpeechJob } from './jobs';
import { findSpeech, findSpeeches, listSpeechHistory, toSourceDto } from './queries';
import { ttsRequestOf } from './request';
import type { AudioSourceDto, GenerateSpeechInput } from './schema';

/**
 * POST /workflows/{id}/text-2-speech: one generation row per block (pending), one job each.
 * Answers {key, text2SpeechId} per block for the page to poll (spec 02 §7).
 */
export async function requestSpeech(session: SessionContext, workflowId: unknown, input: GenerateSpeechInput) {
  const db = await getDb();
  const workflow = await loadVoiceOverWorkflow(db, session, workflowId);
  const steps = new Set((await listSteps(db, { orgId: session.org.id, workflowId: workflow.id })).map((s) => s.id));
  if (input.text2Speechs.some((b) => !steps.has(b.stepId))) throw new AppError('invalid_input', 'advancedEditor.voiceOver.errors.unknownStep');
  const rows = await db
    .insert(textToSpeech)
    .values(
      input.text2Speechs.map((block) => {
        const request = ttsRequestOf(block, workflow.languageCode);
        const speech = request.kind === 'speech' ? request : null;
        return {
          organizationId: session.org.id,
          workflowId: workflow.id,
          stepId: block.stepId,
          requestedById: session.user.id,
          voice: block.voice,
          rate: speech ? speech.rate : 1,
          text: speech?.text ?? '',
          language: speech?.language ?? workflow.languageCode,
          span: speech?.span ?? (request.kind === 'silence' ? request.duration : 0),
          targetDuration: speech ? speech.targetDuration : request.kind === 'silence' ? request.duration : null,
        };
      }),
    )
    .returning();
  for (const row of rows) await sendSpeechJob({ organizationId: session.org.id, text2SpeechId: row.id });
  return rows.map((row, i) => ({ key: input.text2Speechs[i]!.key, text2SpeechId: row.id }));
}

/** GET /text-2-speech?text2SpeechIds=…: the generations the caller may see; others are left out, as unknown ids are. */
export async function getSpeeches(session: SessionContext, ids: string[]): Promise<AudioSourceDto[]> {
  assertText2Speech(session);
  const db = await getDb();
  const rows = await findSpeeches(db, { orgId: session.org.id, ids });
  const allowed = new Map<string, boolean>();
  for (const workflowId of new Set(rows.map((r) => r.workflowId))) {
    allowed.set(workflowId, await loadVoiceOverWorkflow(db, session, workflowId).then(() => true, () => false));
  }
  return Promise.all(rows.filter((r) => allowed.get(r.workflowId)).map(toSourceDto));
}

/** GET /workflows/{id}/text-2-speech-histories */
export async function getSpeechHistory(session: SessionContext, workflowId: unknown): Promise<AudioSourceDto[]> {
  const db = await getDb();
  const workflow = await loadVoiceOverWorkflow(db, session, workflowId);
  return Promise.all((await listSpeechHistory(db, { orgId: session.org.id, workflowId: workflow.id })).map(toSourceDto));
}

/** POST /text-2-speech/{id}/retry: a failed generation back to pending and its job sent again (409 unless failed). */
export async function retrySpeech(session: SessionContext, id: string): Promise<AudioSourceDto> {
  assertText2Speech(session);
  const db = await getDb();
  const row = await findSpeech(db, { orgId: session.org.id, id });
  if (!row) throw new AppError('not_found');
  await loadVoiceOverWorkflow(db, session, row.workflowId);
  if (row.status !== 'failure') throw new AppError('conflict', 'advancedEditor.voiceOver.errors.notFailed');
  const [updated] = await db
    .update(textToSpeech)
    .set({ status: 'pending', failure: null, updatedAt: new Date() })
    .where(and(eq(textToSpeech.id, row.id), eq(textToSpeech.organizationId, session.org.id), eq(textToSpeech.status, 'failure')))
    .returning();
  if (!updated) throw new AppError('conflict', 'advancedEditor.voiceOver.errors.notFailed');
  await sendSpeechJob({ organizationId: session.org.id, text2SpeechId: row.id });
  return toSourceDto(updated);
}
