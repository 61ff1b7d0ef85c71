import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { notFound, redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { workspaces } from '@/db/schema';
import { requirePageSession } from '@/lib/auth/guards';
import { AppError } from '@/lib/http/errors';
import { analyticsScope } from './access';
import { analyticsFeatures } from './features';
import type { WorkspaceOption } from './schema';

/**
 * Every analytics page checks for itself (the route rules already send these users home): gen2
 * accounts and users without the analytics flag go home. Returns the workspaces the caller may
 * filter by: all of the organisation's for org admins, the administered ones otherwise, and which
 * optional reports the organisation has (quiz analytics only with quizzes on, spec 02 §2; the
 * smart-instruction reports only with smart instructions on).
 */
export async function requireAnalyticsPage() {
  const session = await requirePageSession();
  if (session.org.generation === 'gen2' || !session.access.analytics) redirect('/home/overview');
  const scope = analyticsScope(session);
  const db = await getDb();
  const options: WorkspaceOption[] =
    scope.workspaceIds !== 'all' && scope.workspaceIds.length === 0
      ? []
      : await db
          .select({ id: workspaces.id, name: workspaces.name })
          .from(workspaces)
          .where(and(eq(workspaces.organizationId, scope.orgId), scope.workspaceIds === 'all' ? undefined : inArray(workspaces.id, scope.workspaceIds)))
          .orderBy(asc(workspaces.name), asc(workspaces.id));
  return { session, workspaces: options, features: analyticsFeatures(session.org.settings) };
}

/** A drill-down page's load: an unknown, foreign or out-of-scope id (AppError not_found) is the 404 page. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  }
}
