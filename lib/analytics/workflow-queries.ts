import { and, asc, between, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { analyticsDailySteps as ds, analyticsDailyWorkflows as dwf, analyticsDailyWorkflowUsers as dwu, users, workflows, workflowSteps, workspaces } from '@/db/schema';
import type { AnalyticsScope } from './access';
import { num, numbers, withoutTotal, workspaceIn } from './query-parts';
import { NO_USER } from './rollup-keys';
import type { DateRange, StepRowDto, ViewHistoryRowDto, WorkflowRowDto } from './schema';

const perUserWhere = (scope: AnalyticsScope, range: DateRange, workflowIds: string[]) =>
  and(eq(dwu.organizationId, scope.orgId), inArray(dwu.workflowId, workflowIds), between(dwu.day, range.from, range.to), workspaceIn(scope, dwu.workspaceId));

/** Distinct viewers per (workflow, workspace) of the given workflows, from the per-user rows' workflow index. */
async function viewersOf(db: Db, scope: AnalyticsScope, range: DateRange, workflowIds: string[]) {
  if (workflowIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ workflowId: dwu.workflowId, workspaceId: dwu.workspaceId, users: sql<number>`count(distinct ${dwu.userId})` })
    .from(dwu)
    .where(and(perUserWhere(scope, range, workflowIds), ne(dwu.userId, NO_USER)))
    .groupBy(dwu.workflowId, dwu.workspaceId);
  return new Map(rows.map((r) => [`${r.workflowId}/${r.workspaceId}`, num(r.users)]));
}

/**
 * One page of workflows by views: the sums from the per-day workflow rollup (an index-only range
 * scan), then the distinct viewers of that page's workflows only.
 */
export async function workflowList(db: Db, scope: AnalyticsScope, range: DateRange, page: { page: number; size: number }) {
  const sums = db
    .select({
      workflowId: dwf.workflowId,
      workspaceId: dwf.workspaceId,
      views: sql<number>`sum(${dwf.views})`.as('views'),
      completions: sql<number>`sum(${dwf.completions})`.as('completions'),
      watchSeconds: sql<number>`sum(${dwf.watchSeconds})`.as('watch_seconds'),
    })
    .from(dwf)
    .where(and(eq(dwf.organizationId, scope.orgId), between(dwf.day, range.from, range.to), workspaceIn(scope, dwf.workspaceId)))
    .groupBy(dwf.workflowId, dwf.workspaceId)
    .as('s');
  const rows = await db
    .select({
      workflowId: sums.workflowId,
      title: workflows.title,
      workspaceId: sums.workspaceId,
      workspaceName: workspaces.name,
      views: sums.views,
      completions: sums.completions,
      watchSeconds: sums.watchSeconds,
      total: sql<number>`count(*) over ()`,
    })
    .from(sums)
    .innerJoin(workflows, and(eq(workflows.id, sums.workflowId), eq(workflows.organizationId, scope.orgId)))
    .innerJoin(workspaces, and(eq(workspaces.id, sums.workspaceId), eq(workspaces.organizationId, scope.orgId)))
    .orderBy(desc(sums.views), asc(workflows.title), asc(sums.workflowId))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  const viewers = await viewersOf(db, scope, range, [...new Set(rows.map((r) => r.workflowId))]);
  const items: WorkflowRowDto[] = rows.map((r) => {
    const row = numbers(withoutTotal(r), ['views', 'completions', 'watchSeconds']);
    return { ...row, users: viewers.get(`${r.workflowId}/${r.workspaceId}`) ?? 0 };
  });
  return { items, total: num(rows[0]?.total) };
}

/** Totals and per-step drop-off of one workflow the caller may see (the loader checked it). */
export async function workflowOverview(db: Db, scope: AnalyticsScope, range: DateRange, workflowId: string) {
  const [row] = await db
    .select({ views: sql<number>`sum(${dwf.views})`, completions: sql<number>`sum(${dwf.completions})`, watchSeconds: sql<number>`sum(${dwf.watchSeconds})` })
    .from(dwf)
    .where(and(eq(dwf.organizationId, scope.orgId), eq(dwf.workflowId, workflowId), between(dwf.day, range.from, range.to), workspaceIn(scope, dwf.workspaceId)));
  const [viewers] = await db
    .select({ users: sql<number>`count(distinct ${dwu.userId})` })
    .from(dwu)
    .where(and(perUserWhere(scope, range, [workflowId]), ne(dwu.userId, NO_USER)));
  const stepViews = db
    .select({ stepId: ds.stepId, views: sql<number>`sum(${ds.views})`.as('views') })
    .from(ds)
    .where(and(eq(ds.organizationId, scope.orgId), eq(ds.workflowId, workflowId), between(ds.day, range.from, range.to)))
    .groupBy(ds.stepId)
    .as('sv');
  const steps = await db
    .select({ stepId: workflowSteps.id, position: workflowSteps.position, title: workflowSteps.title, views: sql<number>`coalesce(${stepViews.views}, 0)` })
    .from(workflowSteps)
    .leftJoin(stepViews, eq(stepViews.stepId, workflowSteps.id))
    .where(and(eq(workflowSteps.organizationId, scope.orgId), eq(workflowSteps.workflowId, workflowId)))
    .orderBy(asc(workflowSteps.position));
  return {
    totals: { views: num(row?.views), users: num(viewers?.users), completions: num(row?.completions), watchSeconds: num(row?.watchSeconds) },
    steps: steps.map((s): StepRowDto => ({ ...s, views: num(s.views) })),
  };
}

/** The people who watched a workflow in the range, most recent first (deleted people left out). */
export async function workflowViewHistory(db: Db, scope: AnalyticsScope, range: DateRange, workflowId: string, page: { page: number; size: number }) {
  const rows = await db
    .select({
      userId: dwu.userId,
      displayName: users.displayName,
      email: users.email,
      views: sql<number>`sum(${dwu.views})`,
      completions: sql<number>`sum(${dwu.completions})`,
      watchSeconds: sql<number>`sum(${dwu.watchSeconds})`,
      lastViewedAt: sql<string>`max(${dwu.lastViewedAt})`,
      total: sql<number>`count(*) over ()`,
    })
    .from(dwu)
    .innerJoin(users, and(eq(users.id, dwu.userId), eq(users.organizationId, dwu.organizationId)))
    .where(and(perUserWhere(scope, range, [workflowId]), ne(dwu.userId, NO_USER)))
    .groupBy(dwu.userId, users.displayName, users.email)
    .orderBy(desc(sql`max(${dwu.lastViewedAt})`), asc(dwu.userId))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  const items: ViewHistoryRowDto[] = rows.map((r) => ({
    ...numbers(withoutTotal(r), ['views', 'completions', 'watchSeconds']),
    lastViewedAt: new Date(r.lastViewedAt).toISOString(),
  }));
  return { items, total: num(rows[0]?.total) };
}
