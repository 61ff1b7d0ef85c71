import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { aiSummaries, type AiSummaryRow } from '@/db/schema';
import { assertAiFeature } from '@/lib/ai/access';
import type { SessionContext } from '@/lib/auth/session';
import { findTranscriptionByLanguage, sentencesOf } from '@/lib/editor/transcription/queries';
import { STALE_REVISION_KEY } from '@/lib/editor/schema';
import { AppError } from '@/lib/http/errors';
import { sendJob } from '@/lib/jobs';
import { requestKnowledgeIndex } from '@/lib/knowledge/jobs';
import { invalidatePublicWorkflow } from '@/lib/player/public-cache-store';
import { loadWorkflowForEdit, loadWorkflowForView } from '@/lib/workflows/access';
import { applyEdits } from './content';
import { contentOf, isVisibleToLearners, toAiSummaryDto } from './dto';
import { AI_SUMMARY_JOB, NO_TRANSCRIPT, type AiSummaryJobData } from './generate';
import { deleteSummaryRow, findSummary, findSummaryOfWorkflow, updateSummaryRow, upsertPendingSummary } from './queries';
import type { AiSummaryDto, AiSummaryLearnerDto, CreateAiSummaryInput, UpdateAiSummaryInput } from './schema';

export const BUSY = 'aiSummary.errors.busy';
/** A job that has not finished within this time is taken as lost (its expiry is 15 minutes): a new request may start over. */
const STALE_AFTER_MS = 20 * 60_000;

const isRunning = (row: AiSummaryRow) => (row.status === 'pending' || row.status === 'processing') && Date.now() - row.updatedAt.getTime() < STALE_AFTER_MS;

// POST /api/v1/ai-summary – start (or retry, or redo) the generation of a workflow's summary as a job
export async function requestAiSummary(session: SessionContext, input: CreateAiSummaryInput): Promise<AiSummaryDto> {
  assertAiFeature(session, 'aiSummary');
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, input.workflowId);
  const orgId = session.org.id;
  const existing = await findSummaryOfWorkflow(db, { orgId, workflowId: workflow.id });
  if (existing && isRunning(existing)) throw new AppError('conflict', BUSY);
  const transcript = await findTranscriptionByLanguage(db, { orgId, workflowId: workflow.id, languageCode: workflow.languageCode });
  const count = sentencesOf(transcript?.sentences).length;
  if (!count) throw new AppError('conflict', NO_TRANSCRIPT);
  if (input.sentences?.some((i) => i >= count)) throw new AppError('invalid_input', 'aiSummary.errors.unknownSentence', { field: 'sentences' });
  const row = await upsertPendingSummary(db, {
    organizationId: orgId,
    workflowId: workflow.id,
    languageCode: workflow.languageCode,
    sentences: input.sentences ? [...new Set(input.sentences)].sort((a, b) => a - b) : null,
    requestedById: session.user.id,
  });
  if (!row) throw new AppError('not_found');
  await sendJob<AiSummaryJobData>(AI_SUMMARY_JOB, { organizationId: orgId, summaryId: row.id }, { singletonKey: `${row.id}:${row.revision}` });
  return toAiSummaryDto(row);
}

// GET /api/v1/workflows/{id}/ai-summary – authors read the row in any state, learners only completed + active content
export async function getWorkflowAiSummary(session: SessionContext, workflowId: unknown): Promise<AiSummaryDto | AiSummaryLearnerDto | null> {
  assertAiFeature(session, 'aiSummary');
  const db = await getDb();
  const { workflow, canEdit } = await loadWorkflowForView(db, session, workflowId);
  const row = await findSummaryOfWorkflow(db, { orgId: session.org.id, workflowId: workflow.id });
  if (!row) return null;
  if (canEdit) return toAiSummaryDto(row);
  return isVisibleToLearners(row) ? { status: 'completed', content: contentOf(row.content) } : null;
}

/** The summary by id, for an author of its workflow (another organisation's or an unseen one: 404). */
async function loadForEdit(db: Db, session: SessionContext, id: string) {
  assertAiFeature(session, 'aiSummary');
  const row = await findSummary(db, { orgId: session.org.id, id });
  if (!row) throw new AppError('not_found');
  await loadWorkflowForEdit(db, session, row.workflowId);
  return row;
}

// PATCH /api/v1/ai-summary/{id} – the author's edits of the content and the activate switch
export async function updateAiSummary(session: SessionContext, id: string, input: UpdateAiSummaryInput): Promise<AiSummaryDto> {
  const db = await getDb();
  const row = await loadForEdit(db, session, id);
  if (isRunning(row)) throw new AppError('conflict', BUSY);
  if (row.status !== 'completed') throw new AppError('conflict', 'aiSummary.errors.notCompleted');
  const set = {
    ...(input.activate !== undefined ? { activate: input.activate } : {}),
    ...(input.content ? { content: applyEdits(input.content, row.languageCode) } : {}),
    revision: row.revision + 1,
  };
  const updated = await updateSummaryRow(db, { orgId: session.org.id, id: row.id }, set, eq(aiSummaries.revision, input.revision));
  if (!updated) throw new AppError('conflict', STALE_REVISION_KEY, { revision: row.revision });
  await invalidatePublicWorkflow(row.workflowId);
  await requestKnowledgeIndex(session.org.id, row.workflowId);
  return toAiSummaryDto(updated);
}

// DELETE /api/v1/ai-summary/{id}
export async function deleteAiSummary(session: SessionContext, id: string): Promise<void> {
  const db = await getDb();
  const row = await loadForEdit(db, session, id);
  if (!(await deleteSummaryRow(db, { orgId: session.org.id, id: row.id }))) throw new AppError('not_found');
  await invalidatePublicWorkflow(row.workflowId);
  await requestKnowledgeIndex(session.org.id, row.workflowId);
}
