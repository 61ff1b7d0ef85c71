import { and, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { transcriptions, type Workflow } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import type { TranscriptSentence } from '@/lib/transcription/types';
import { loadWorkflowForView } from '@/lib/workflows/access';
import { findStep } from '@/lib/workflows/queries';
import { requireId } from '@/lib/workspaces/workspace-access';
import { languageFromVttFile, stepVtt } from './subtitles';

export type StepVttOptions = { orgId: string; workflow: Pick<Workflow, 'id'>; stepId: unknown; languageCode: string };

/**
 * One step's WebVTT in one language for a workflow the caller may already play (the signed-in
 * route below, or the public player's own route). Unknown step or language: not_found.
 */
export async function stepSubtitlesVtt(db: Db, { orgId, workflow, stepId, languageCode }: StepVttOptions): Promise<string> {
  const step = await findStep(db, { orgId, workflowId: workflow.id, stepId: requireId(stepId) });
  if (!step) throw new AppError('not_found');
  const text = await db.query.transcriptions.findFirst({
    where: and(eq(transcriptions.workflowId, workflow.id), eq(transcriptions.organizationId, orgId), eq(transcriptions.languageCode, languageCode)),
  });
  if (!text || text.disabled) throw new AppError('not_found');
  return stepVtt(Array.isArray(text.sentences) ? (text.sentences as TranscriptSentence[]) : [], step);
}

export type GetStepSubtitlesOptions = { session: SessionContext; workflowId: unknown; stepId: unknown; file: unknown };

/** GET /api/v1/workflows/{id}/steps/{stepId}/subtitles/{lang}.vtt (view permission: viewers published only). */
export async function getStepSubtitles({ session, workflowId, stepId, file }: GetStepSubtitlesOptions): Promise<string> {
  const languageCode = typeof file === 'string' ? languageFromVttFile(file) : null;
  if (!languageCode) throw new AppError('not_found');
  const db = await getDb();
  const { workflow } = await loadWorkflowForView(db, session, workflowId);
  return stepSubtitlesVtt(db, { orgId: session.org.id, workflow, stepId, languageCode });
}
