import { and, asc, between, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { analyticsDailySteps as ds, analyticsDailyWorkflowUsers as dwu, users, workflows, workflowSteps, workspaces } from '@/db/schema';
import type { AnalyticsScope } from './access';
import { NO_USER } from './rollup';
import type { DateRange, EngagementDto, OverviewDto, StepRowDto, ViewHistoryRowDto, WorkflowRowDto } from './schema';
import { dayDiff } from './schema';

// Every read: the organisation first, the day range, then the workspaces the caller may see.
function where(scope: AnalyticsScope, range: DateRange, ...more: (SQL | undefined)[]) {
  const ws = scope.workspaceIds === 'all' ? undefined : scope.workspaceIds.length ? inArray(dwu.workspaceId, scope.workspaceIds) : sql`false`;
  return and(eq(dwu.organizationId, scope.orgId), between(dwu.day, range.from, range.to), ws, ...more);
}

const num = (v: unknown) => Number(v ?? 0);
const totals = {
  views: sql<number>`coalesce(sum(${dwu.views}), 0)`,
  users: sql<number>`count(distinct ${dwu.userId}) filter (where ${dwu.userId} <> ${NO_USER}::uuid)`,
  completions: sql<number>`coalesce(sum(${dwu.completions}), 0)`,
  watchSeconds: sql<number>`coalesce(sum(${dwu.watchSeconds}), 0)`,
};
// The window count each page row carries, left out of the row itself.
const withoutTotal = <T extends { total: unknown }>(row: T): Omit<T, 'total'> => {
  const copy: Partial<T> = { ...row };
  delete copy.total;
  return copy as Omit<T, 'total'>;
};
const numbers = <T extends Record<string, unknown>>(row: T, keys: (keyof T)[]) => {
  const out = { ...row };
  for (const k of keys) (out as Record<keyof T, unknown>)[k] = num(row[k]);
  return out;
};

export async function organizationOverview(db: Db, scope: AnalyticsScope, range: DateRange): Promise<OverviewDto> {
  const [row] = await db
    .select({ ...totals, workflowsViewed: sql<number>`count(distinct ${dwu.workflowId})` })
    .from(dwu)
    .where(where(scope, range));
  return { activeUsers: num(row?.users), views: num(row?.views), completions: num(row?.completions), watchSeconds: num(row?.watchSeconds), workflowsViewed: num(row?.workflowsViewed) };
}

/** Daily points up to 93 days, weekly up to two years, monthly beyond; empty periods included. */
export async function organizationEngagement(db: Db, scope: AnalyticsScope, range: DateRange): Promise<EngagementDto> {
  const days = dayDiff(range.from, range.to);
  const granularity = days <= 93 ? 'day' : days <= 731 ? 'week' : 'month';
  const period = sql<string>`to_char(date_trunc(${granularity}, ${dwu.day}::timestamp), 'YYYY-MM-DD')`;
  const rows = await db.select({ period, ...totals }).from(dwu).where(where(scope, range)).groupBy(sql`1`).orderBy(sql`1`);
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  const points = periods(range, granularity).map((p) => {
    const r = byPeriod.get(p);
    return { period: p, views: num(r?.views), activeUsers: num(r?.users), completions: num(r?.completions), watchSeconds: num(r?.watchSeconds) };
  });
  return { granularity, points };
}

function periods(range: DateRange, granularity: 'day' | 'week' | 'month'): string[] {
  const out: string[] = [];
  const start = new Date(`${range.from}T00:00:00Z`);
  if (granularity === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (granularity === 'month') start.setUTCDate(1);
  for (const d = start; d.toISOString().slice(0, 10) <= range.to; ) {
    out.push(d.toISOString().slice(0, 10));
    if (granularity === 'day') d.setUTCDate(d.getUTCDate() + 1);
    else if (granularity === 'week') d.setUTCDate(d.getUTCDate() + 7);
    else d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}

export async function workflowList(db: Db, scope: AnalyticsScope, range: DateRange, page: { page: number; size: number }) {
  const rows = await db
    .select({ workflowId: dwu.workflowId, title: workflows.title, workspaceId: dwu.workspaceId, workspaceName: workspaces.name, ...totals, total: sql<number>`count(*) over ()` })
    .from(dwu)
    .innerJoin(workflows, and(eq(workflows.id, dwu.workflowId), eq(workflows.organizationId, dwu.organizationId)))
    .innerJoin(workspaces, and(eq(workspaces.id, dwu.workspaceId), eq(workspaces.organizationId, dwu.organizationId)))
    .where(where(scope, range))
    .groupBy(dwu.workflowId, workflows.title, dwu.workspaceId, workspaces.name)
    .orderBy(desc(sql`coalesce(sum(${dwu.views}), 0)`), asc(workflows.title), asc(dwu.workflowId))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  const items: WorkflowRowDto[] = rows.map((r) => numbers(withoutTotal(r), ['views', 'users', 'completions', 'watchSeconds']));
  return { items, total: num(rows[0]?.total) };
}

/** Totals and per-step drop-off of one workflow the caller may see (the loader checked it). */
export async function workflowOverview(db: Db, scope: AnalyticsScope, range: DateRange, workflowId: string) {
  const [row] = await db.select(totals).from(dwu).where(where(scope, range, eq(dwu.workflowId, workflowId)));
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
    totals: { views: num(row?.views), users: num(row?.users), completions: num(row?.completions), watchSeconds: num(row?.watchSeconds) },
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
    .where(where(scope, range, eq(dwu.workflowId, workflowId), ne(dwu.userId, NO_USER)))
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
