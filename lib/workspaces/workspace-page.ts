import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { requirePageSession } from '@/lib/auth/guards';
import { AppError } from '@/lib/http/errors';
import { getWorkspace } from './get-workspace';
import { workspaceTabs, type WorkspaceTab } from './workspace-tabs';

/**
 * The /workspace/{id} layout and each tab load the same thing; cached per request so the check
 * runs once but every page still makes it (a layout alone does not guard its pages).
 * Someone who may not see the workspace gets the 404 page, exactly as for an unknown id.
 */
export const loadWorkspacePage = cache(async (id: string) => {
  const session = await requirePageSession();
  try {
    const workspace = await getWorkspace(session, id);
    return { session, workspace, tabs: workspaceTabs(session.access, session.org.settings) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  }
});

/** A tab page: the workspace as above, and the tab itself must be one this user gets (403 otherwise). */
export async function loadWorkspaceTab(id: string, tab: WorkspaceTab) {
  const page = await loadWorkspacePage(id);
  if (!page.tabs.includes(tab)) redirect('/403');
  return page;
}
