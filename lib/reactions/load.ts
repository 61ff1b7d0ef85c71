import type { Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { loadWorkflowForView, type LoadedWorkflow } from '@/lib/workflows/access';

/**
 * A workflow the caller may view and that is published: spec 02 §6 hides reactions on
 * unpublished workflows, so an author previewing one is refused (403) rather than shown none.
 */
export async function loadWorkflowForReactions(db: Db, session: SessionContext, id: unknown): Promise<LoadedWorkflow> {
  const loaded = await loadWorkflowForView(db, session, id);
  if (!loaded.workflow.published) throw new AppError('forbidden', 'reactions.unpublished');
  return loaded;
}
