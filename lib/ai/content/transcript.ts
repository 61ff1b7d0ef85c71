import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { workflowSteps, workflows } from '@/db/schema';
import { findTranscriptionByLanguage, sentencesOf } from '@/lib/editor/transcription/queries';
import type { TranscriptInput } from './types';

/**
 * The transcript a generator reads: the workflow's own language unless another is named, with
 * the steps in order. Null when the workflow (in this organisation) or that transcript is missing.
 */
export async function loadTranscriptInput(
  db: Db,
  { orgId, workflowId, languageCode }: { orgId: string; workflowId: string; languageCode?: string },
): Promise<TranscriptInput | null> {
  const [workflow] = await db
    .select({ id: workflows.id, title: workflows.title, languageCode: workflows.languageCode })
    .from(workflows)
    .where(and(eq(workflows.id, workflowId), eq(workflows.organizationId, orgId)));
  if (!workflow) return null;
  const language = languageCode ?? workflow.languageCode;
  const transcription = await findTranscriptionByLanguage(db, { orgId, workflowId, languageCode: language });
  if (!transcription) return null;
  const steps = await db
    .select({ id: workflowSteps.id, position: workflowSteps.position, title: workflowSteps.title, startTime: workflowSteps.startTime, endTime: workflowSteps.endTime })
    .from(workflowSteps)
    .where(and(eq(workflowSteps.workflowId, workflowId), eq(workflowSteps.organizationId, orgId)))
    .orderBy(asc(workflowSteps.position));
  const sentences = sentencesOf(transcription.sentences).filter((s) => s.sentence.trim());
  return { workflowId, title: workflow.title, languageCode: language, steps, sentences };
}
