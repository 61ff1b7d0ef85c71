import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/db/client';
import { requirePageSession } from '@/lib/auth/guards';
import { AppError } from '@/lib/http/errors';
import { loadWorkflowForEdit } from '@/lib/workflows/access';

/**
 * The workflow an editor page (/editormain/{id}/…) opens, for its authors only: unknown, another
 * organisation's or an invisible workflow is the 404 page; a viewer of it the 403 page, as the
 * route rules send viewers elsewhere. Cached per request (layout and page share it).
 */
export const loadEditorPage = cache(async (id: string) => {
  const session = await requirePageSession({ access: 'editor' });
  try {
    const { workflow } = await loadWorkflowForEdit(await getDb(), session, id);
    return { session, workflow };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    if (error instanceof AppError && error.code === 'forbidden') redirect('/403');
    throw error;
  }
});
