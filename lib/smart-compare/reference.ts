import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { workflows, type SmartCompareRow } from '@/db/schema';
import { RUNGS } from '@/lib/media/ladder';
import { getStorage } from '@/lib/storage';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import { listSteps, listTranscriptions } from '@/lib/workflows/queries';
import type { ReferenceStepInput } from './compare';
import type { TimedSentence } from './text';

export type JobReference = {
  videoKey: string;
  /** null: an uploaded reference video, split by the compare itself. */
  steps: ReferenceStepInput[] | null;
  languageCode: string | null;
  transcript: TimedSentence[];
};

/**
 * The video the workflow's step times refer to: its smallest rung (the current timeline, after any
 * cut in the editor, and the cheapest to decode), else the uploaded original (not yet transcoded).
 */
export async function workflowVideoKey(orgId: string, workflow: { id: string; originalVideoKey: string | null }): Promise<string | null> {
  const keys = workflowMediaKeys(orgId, workflow.id);
  for (const rung of RUNGS) if (await getStorage().exists(keys.rung(rung))) return keys.rung(rung);
  return workflow.originalVideoKey;
}

const sentencesOf = (value: unknown): TimedSentence[] =>
  Array.isArray(value) ? value.filter((s): s is TimedSentence => typeof s?.sentence === 'string' && typeof s?.startTime === 'number' && typeof s?.endTime === 'number') : [];

/**
 * What the job compares against, read again at run time inside the compare's organisation (the
 * request checked the caller could see it). null when the workflow or its video has gone since.
 */
export async function loadJobReference(db: Db, row: SmartCompareRow): Promise<JobReference | null> {
  const orgId = row.organizationId;
  if (row.referenceKind === 'video') return row.referenceVideoKey ? { videoKey: row.referenceVideoKey, steps: null, languageCode: null, transcript: [] } : null;
  if (!row.workflowId) return null;
  const [workflow] = await db
    .select({ id: workflows.id, originalVideoKey: workflows.originalVideoKey, languageCode: workflows.languageCode })
    .from(workflows)
    .where(and(eq(workflows.id, row.workflowId), eq(workflows.organizationId, orgId)))
    .limit(1);
  const videoKey = workflow && (await workflowVideoKey(orgId, workflow));
  if (!workflow || !videoKey) return null;
  const steps = (await listSteps(db, { orgId, workflowId: workflow.id })).filter((s) => row.referenceKind !== 'step' || s.id === row.stepId);
  if (!steps.length) return null;
  const transcript = (await listTranscriptions(db, { orgId, workflowId: workflow.id })).find((t) => t.languageCode === workflow.languageCode);
  return {
    videoKey,
    steps: steps.map((s) => ({ stepId: s.id, title: s.title, start: s.startTime, end: s.endTime })),
    languageCode: workflow.languageCode,
    transcript: sentencesOf(transcript?.sentences),
  };
}
