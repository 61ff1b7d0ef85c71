import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { workspaces } from '@/db/schema';
import { manageableWorkspaces } from '@/lib/access/workspace-scope';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { ALL_WORKSPACES, DATE_RANGE_MESSAGE, dateRangeSchema, defaultRange, listPagingSchema, workspaceFilterSchema, type DateRange } from './schema';

/** Whose data a caller may read: the organisation, and every workspace or the listed ones. */
export type AnalyticsScope = { orgId: string; workspaceIds: 'all' | string[] };

/**
 * Spec 02 §6 and 01 §3: gen2 accounts are refused; otherwise the `analytics` flag decides (the
 * role table, overridden by the organisation's analytics role list). Org admins read every
 * workspace; anyone else only the workspaces they administer (none for a listed publisher/viewer).
 */
export function analyticsScope(session: SessionContext): AnalyticsScope {
  if (session.org.generation === 'gen2') throw new AppError('forbidden', 'analytics.errors.gen2');
  if (!session.access.analytics) throw new AppError('forbidden');
  return { orgId: session.org.id, workspaceIds: manageableWorkspaces(session) };
}

/** The scope narrowed to the workspace filter; an unknown, foreign or out-of-scope workspace is 404. */
export async function narrowScope(db: Db, scope: AnalyticsScope, workspaceId: string): Promise<AnalyticsScope> {
  if (workspaceId === ALL_WORKSPACES) return scope;
  const [row] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(eq(workspaces.organizationId, scope.orgId), eq(workspaces.id, workspaceId)));
  if (!row || (scope.workspaceIds !== 'all' && !scope.workspaceIds.includes(row.id))) throw new AppError('not_found');
  return { ...scope, workspaceIds: [row.id] };
}

export const inScope = (scope: AnalyticsScope, workspaceId: string) => scope.workspaceIds === 'all' || scope.workspaceIds.includes(workspaceId);

export type AnalyticsQuery = { range: DateRange; workspaceId: string; page: number; size: number };

/** The query string of an analytics call: from/to (default: the last 3 months), workspaceId, page, size. */
export function parseAnalyticsQuery(req: Request): AnalyticsQuery {
  const params = new URL(req.url).searchParams;
  return parseAnalyticsInput((key) => params.get(key));
}

/** The JSON body of an analytics-service POST: the same fields as the query string of a GET. */
export function parseAnalyticsBody(body: unknown): AnalyticsQuery {
  const record = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return parseAnalyticsInput((key) => (record[key] === undefined || record[key] === null ? null : String(record[key])));
}

function parseAnalyticsInput(get: (key: string) => string | null): AnalyticsQuery {
  const fallback = defaultRange();
  const range = dateRangeSchema.safeParse({ from: get('from') ?? fallback.from, to: get('to') ?? fallback.to });
  if (!range.success) throw new AppError('invalid_input', DATE_RANGE_MESSAGE);
  const workspaceId = workspaceFilterSchema.safeParse(get('workspaceId') ?? undefined);
  if (!workspaceId.success) throw new AppError('not_found');
  const paging = listPagingSchema.safeParse({ page: get('page') ?? undefined, size: get('size') ?? undefined });
  if (!paging.success) throw new AppError('invalid_input');
  return { range: range.data, workspaceId: workspaceId.data, ...paging.data };
}
