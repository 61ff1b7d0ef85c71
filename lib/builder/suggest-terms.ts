import 'server-only';
import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { sendJob } from '@/lib/jobs';
import { loadWorkflowForEdit } from '@/lib/workflows/access';
import { toKeyTermsJobDto, type KeyTermsJobDto } from './key-terms-dto';
import { KEY_TERMS_JOB, NO_TRANSCRIPT, keyTermLanguages, type KeyTermsJobData } from './key-terms-generate';
import { findKeyTermGenerationOfWorkflow, startKeyTermGeneration } from './key-terms-queries';

/** A run that has not finished within this time is taken as lost (its job expires after 15 minutes): a new request starts over. */
const STALE_AFTER_MS = 20 * 60_000;

/**
 * POST /api/v1/workflow/keypoints (spec 02 §7 `workflow/keypoints`): queues the key-term job
 * (lib/builder/key-terms-generate.ts) and answers at once with its state. While a run is under
 * way a second request answers that run instead of starting another; after a failure or a
 * completed run it starts a new one (the retry).
 */
export async function requestKeyTerms(session: SessionContext, workflowId: unknown): Promise<KeyTermsJobDto> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  const orgId = session.org.id;
  if (!(await keyTermLanguages(db, orgId, workflow.id)).length) throw new AppError('conflict', NO_TRANSCRIPT);
  const values = { organizationId: orgId, workflowId: workflow.id, requestedById: session.user.id };
  const started = await startKeyTermGeneration(db, values, new Date(Date.now() - STALE_AFTER_MS));
  if (!started) {
    const running = await findKeyTermGenerationOfWorkflow(db, { orgId, workflowId: workflow.id });
    if (!running) throw new AppError('not_found');
    return toKeyTermsJobDto(running, workflow);
  }
  await sendJob<KeyTermsJobData>(KEY_TERMS_JOB, { organizationId: orgId, generationId: started.id, revision: started.revision }, { singletonKey: `${started.id}:${started.revision}` });
  return toKeyTermsJobDto(started, workflow);
}

// GET /api/v1/workflows/{id}/keypoints – the workflow's key-term job for its authors (null before the first request)
export async function getKeyTermGeneration(session: SessionContext, workflowId: unknown): Promise<KeyTermsJobDto | null> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  const row = await findKeyTermGenerationOfWorkflow(db, { orgId: session.org.id, workflowId: workflow.id });
  return row ? toKeyTermsJobDto(row, workflow) : null;
}
