import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import type { AnnotationDto } from '@/lib/player/schema';
import { loadWorkflowForView } from '@/lib/workflows/access';
import { isUuid } from '@/lib/users/schema';
import { presentAnnotation } from './present';
import { findStepWorkflows, listStepAnnotations } from './queries';
import type { GetAnnotationsByStepsInput } from './schema';

export type GetAnnotationsByStepsOptions = { session: SessionContext; input: GetAnnotationsByStepsInput };

/** Whether the caller may view the workflow (and author it); null when it reads as unknown to them. */
async function viewRights(session: SessionContext, workflowId: string) {
  try {
    return (await loadWorkflowForView(await getDb(), session, workflowId)).canEdit;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}

/**
 * The annotations of the given steps (spec 02 §7 get-by-steps), in step order. Steps the caller
 * cannot view — unknown, another organisation's, a private workspace's, a draft for a viewer —
 * contribute nothing, exactly like unknown ids. Authors also get image storage keys back.
 */
export async function getAnnotationsBySteps({ session, input }: GetAnnotationsByStepsOptions): Promise<AnnotationDto[]> {
  const orgId = session.org.id;
  const db = await getDb();
  const stepIds = [...new Set(input.stepIds.filter(isUuid).map((id) => id.toLowerCase()))];
  const owners = await findStepWorkflows(db, { orgId, stepIds });
  const workflowIds = [...new Set(owners.map((s) => s.workflowId))];
  const rights = new Map(await Promise.all(workflowIds.map(async (id) => [id, await viewRights(session, id)] as const)));
  const viewable = owners.filter((s) => rights.get(s.workflowId) != null).map((s) => s.stepId);
  const rows = await listStepAnnotations(db, { orgId, stepIds: viewable });
  return Promise.all(rows.map((row) => presentAnnotation(row, { withKeys: rights.get(row.workflowId) === true })));
}
