import { and, asc, between, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { analyticsDailySteps as ds, analyticsDailyWorkflowUsers as dwu, analyticsPeriodWorkflows as pwf, users, workflows, workflowSteps, workspaces } from '@/db/schema';
import type { AnalyticsScope } from './access';
import { distinctMembers, lastRolledDay, num, numbers, piecesIn, rangeOf, withoutTotal, workflowTilings, workspaceIn } from './query-parts';
import { rowsOf } from '@/db/rows';
import { NO_USER } from './rollup-keys';
import { pageWithTotal, type Paging } from './lists/shared';
import type { DateRange, StepRowDto, ViewHistoryRowDto, WorkflowRowDto } from './schema';

const perUserWhere = (scope: AnalyticsScope, range: DateRange, workflowIds: string[]) =>
  and(eq(dwu.organizationId, scope.orgId), inArray(dwu.workflowId, workflowIds), between(dwu.day, range.from, range.to), workspaceIn(scope, dwu.workspaceId));

/**
 * Per (workflow, workspace) in scope: the sums, last view and distinct viewers of the period rows
 * that tile the range (the dashboard's workflow list and the drill-down's details list). A range
 * whose first day's quarter has ended reads that day's quarter tail, then whole quarters, months,
 * weeks and days: three months are two to four rows per workflow (at 10,000,000 events ~4,000 rows
 * instead of ~11,000 by months and days); one starting in the current quarter reads months, weeks
 * and days. When nothing was rolled up after the range's last day (a range ending today), its last
 * period may also run past it. The tiling is chosen in the statement (one-time filters on the last
 * rolled-up day, workflowTilings), so a day rolled up meanwhile is never missed.
 */
export const workflowSums = (scope: AnalyticsScope, range: DateRange) => {
  const rows = sql.join(
    workflowTilings(range, lastRolledDay(scope.orgId)).map(
      ({ pieces, when }) => sql`select f.workflow_id, f.workspace_id, f.views, f.completions, f.watch_seconds, f.last_viewed_at, f.user_bits
        from ${pwf} f where f.organization_id = ${scope.orgId}
        and ${piecesIn(pieces, sql`f.grain`, sql`f.start`)} and ${workspaceIn(scope, sql`f.workspace_id`) ?? sql`true`} and ${when}`,
    ),
    sql` union all `,
  );
  return sql`select f.workflow_id, f.workspace_id,
    sum(f.views) as views, sum(f.completions) as completions, sum(f.watch_seconds) as watch_seconds,
    max(f.last_viewed_at) as last_viewed_at, ${distinctMembers(scope.orgId, sql`f.user_bits`, 'user')} as users
  from (${rows}) f
  group by f.workflow_id, f.workspace_id`;
};

/**
 * The organisation's workflows with their titles and lengths, hashed once: joined by index after
 * the grouping above (whose pair count the planner guesses ~10x too low) it probed 2,000 titles.
 */
export const workflowTitles = (scope: AnalyticsScope) =>
  sql`(select w.id, w.title, w.video_duration from ${workflows} w where w.organization_id = ${scope.orgId} offset 0)`;

type ListRow = { workflow_id: string; title: string; workspace_id: string; workspace_name: string; views: number; completions: number; watch_seconds: number; users: number; total: number };

/** One page of workflows by views (ties by title), with the figures of every period row that tiles the range. */
export async function workflowList(db: Db, scope: AnalyticsScope, range: DateRange, page: Paging) {
  const rows = rowsOf<ListRow>(
    await db.execute(
      pageWithTotal(
        sql`select s.workflow_id, w.title, s.workspace_id, ws.name as workspace_name, s.views, s.completions, s.watch_seconds, s.users
          from (${workflowSums(scope, range)}) s
          join ${workflowTitles(scope)} w on w.id = s.workflow_id
          join ${workspaces} ws on ws.id = s.workspace_id and ws.organization_id = ${scope.orgId}`,
        sql`j.views desc, j.title asc, j.workflow_id asc`,
        page,
      ),
    ),
  );
  const items: WorkflowRowDto[] = rows.map((r) => ({
    workflowId: r.workflow_id,
    title: r.title,
    workspaceId: r.workspace_id,
    workspaceName: r.workspace_name,
    views: num(r.views),
    users: num(r.users),
    completions: num(r.completions),
    watchSeconds: num(r.watch_seconds),
  }));
  return { items, total: num(rows[0]?.total) };
}

/** Totals and per-step drop-off of one workflow the caller may see (the loader checked it). */
export async function workflowOverview(db: Db, scope: AnalyticsScope, range: DateRange, workflowId: string) {
  const [row] = rowsOf<{ views: number; completions: number; watch_seconds: number; users: number }>(
    await db.execute(sql`select sum(f.views) as views, sum(f.completions) as completions, sum(f.watch_seconds) as watch_seconds,
      ${distinctMembers(scope.orgId, sql`f.user_bits`, 'user')} as users
      from ${rangeOf(range)} join ${pwf} f on f.organization_id = ${scope.orgId} and f.grain = p.grain and f.start = p.start
        and f.workflow_id = ${workflowId} and ${workspaceIn(scope, sql`f.workspace_id`) ?? sql`true`}`),
  );
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
    totals: { views: num(row?.views), users: num(row?.users), completions: num(row?.completions), watchSeconds: num(row?.watch_seconds) },
    steps: steps.map((s): StepRowDto => ({ ...s, views: num(s.views) })),
  };
}

/** The people who watched a workflow in the range, most recent first (deleted people left out). */
export async function workflowViewHistory(db: Db, scope: AnalyticsScope, range: DateRange, workflowId: string, page: Paging) {
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
