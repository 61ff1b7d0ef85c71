import { getDb } from '@/db/client';
import { followPublicChanges, publicCaches, publicCacheId } from './public-cache-store';
import { findPublicWorkflow, loadPublicWorkflowPage } from './public-workflow';

// Cached reads of the public routes: see public-cache-store.ts for lifetime and invalidation.
export { invalidateAllPublicWorkflows, invalidatePublicWorkflow } from './public-cache-store';

/** The public page's data in one UI locale (titles differ by locale). */
export const getPublicWorkflowPage = (workflowId: unknown, locale: string) => {
  followPublicChanges();
  return publicCaches.pages.get(`${publicCacheId(workflowId)}|${locale}`, async () => loadPublicWorkflowPage(await getDb(), workflowId, locale));
};

/** The public rule alone, for the media routes. */
export const getPublicWorkflowAccess = (workflowId: unknown) => {
  followPublicChanges();
  return publicCaches.access.get(publicCacheId(workflowId), async () => findPublicWorkflow(await getDb(), workflowId));
};
