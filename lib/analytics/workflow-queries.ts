import { and, asc, between, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { analyticsDailySteps as ds, analyticsDailyWorkflowUsers as dwu, analyticsPeriodWorkflows as pwf, users, workflows, workflowSteps, workspaces } from '@/db/schema';
import type { AnalyticsScope } from './access';
import { distinctMembers, lastRolledDay, membersIn, num, numbers, piecesIn, rangeOf, startsByGrain, TILING_CONDITIONS, withoutTotal, workflowTilings, workspaceIn } from './query-parts';
import { builtOncePer, preparedSql } from '@/db/prepared';
import { zerosOf } from './rollup-screens';
import { rowsOf } from '@/db/rows';
import { periodEnd, type Grain } from './periods';
import { NO_USER } from './rollup-keys';
import { offsetOf, type Paging } from './lists/shared';
import type { DateRange, StepRowDto, ViewHistoryRowDto, WorkflowRowDto } from './schema';

const perUserWhere = (scope: AnalyticsScope, range: DateRange, workflowIds: string[]) =>
  and(eq(dwu.organizationId, scope.orgId), inArray(dwu.workflowId, workflowIds), between(dwu.day, range.from, range.to), workspaceIn(scope, dwu.workspaceId));

/** The statement shape of a workflow page: per tiling its grains and conditions (workflowTilings), and the page's columns. */
type PageShape = { kind: 'list' | 'details'; tilings: { grains: Grain[]; options: number[] }[] };

/** A PostgreSQL array literal (a statement's parameter: its text is the same for any number of values). */
const arrayOf = (xs: string[]) => `{${xs.join(',')}}`;
const ph = (name: string) => sql.placeholder(name) as unknown as SQL;

/**
 * Per (workflow, workspace) in scope: the sums, last view and distinct viewers of the period rows
 * that tile the range (the dashboard's workflow list and the drill-down's details list). A range
 * whose first day's quarter has ended reads that day's quarter tail, then whole quarters, months,
 * weeks and days: three months are two to four rows per workflow (at 10,000,000 events ~4,000 rows
 * instead of ~11,000 by months and days); one starting in the current quarter reads months, weeks
 * and days. When nothing was rolled up after the range's last day (a range ending today), its last
 * period may also run past it. The tiling is chosen in the statement (one-time filters on the last
 * rolled-up day, workflowTilings), so a day rolled up meanwhile is never missed. The values are
 * placeholders (filled by workflowPage): the text depends on the shape only.
 */
const workflowSums = (shape: PageShape) => {
  const org = ph('orgId');
  // The last rolled-up day and the bitmaps' zeros once each (CTEs), not one subquery per use: ~0.6 ms
  // less of ~8 ms server CPU per read at 10,000,000 events (load ~4–5).
  const last = sql`(select l.d from l)`;
  const zeros = sql`(select z.zeros from z)`;
  const rows = sql.join(
    shape.tilings.map(({ grains, options }, k) => {
      const when =
        shape.tilings.length === 1
          ? sql`true`
          : sql`(${sql.join(
              options.map((i) => sql`(${TILING_CONDITIONS[i]!(last, sql`${ph('to')}::date`, sql`${ph('quarterEnd')}::date`)})`),
              sql` or `,
            )})`;
      return sql`select f.workflow_id, f.workspace_id, f.views, f.completions, f.watch_seconds, f.last_viewed_at, f.user_bits
        from ${pwf} f where f.organization_id = ${org}
        and ${piecesIn(grains, (g) => ph(`t${k}_${g}`), sql`f.grain`, sql`f.start`)}
        and (${ph('allWorkspaces')}::boolean or f.workspace_id = any(${ph('workspaceIds')}::uuid[])) and ${when}`;
    }),
    sql` union all `,
  );
  return sql`with l as materialized (select ${lastRolledDay(org)} as d), z as materialized (select ${zerosOf(sql`${org}::uuid`, 'user')} as zeros)
  select f.workflow_id, f.workspace_id,
    sum(f.views) as views, sum(f.completions) as completions, sum(f.watch_seconds) as watch_seconds,
    max(f.last_viewed_at) as last_viewed_at, ${membersIn(sql`f.user_bits`, zeros)} as users
  from (${rows}) f
  group by f.workflow_id, f.workspace_id`;
};

/**
 * The organisation's workflows with their titles and lengths, hashed once: joined by index after
 * the grouping above (whose pair count the planner guesses ~10x too low) it probed 2,000 titles.
 */
export const workflowTitles = (org: SQL | string) => sql`(select w.id, w.title, w.video_duration from ${workflows} w where w.organization_id = ${org} offset 0)`;

/** Each page's columns, from the sums `s`, the titles `w` and the workspaces `ws`. */
const PAGE_COLUMNS = {
  list: {
    workflow_id: sql<string>`s.workflow_id`,
    title: sql<string>`w.title`,
    workspace_id: sql<string>`s.workspace_id`,
    workspace_name: sql<string>`ws.name`,
    views: sql<number>`s.views`,
    completions: sql<number>`s.completions`,
    watch_seconds: sql<number>`s.watch_seconds`,
    users: sql<number>`s.users`,
  },
  details: {
    workflowId: sql<string>`s.workflow_id`,
    title: sql<string>`w.title`,
    workspaceName: sql<string>`ws.name`,
    duration: sql<number>`coalesce(w.video_duration, 0)`,
    views: sql<number>`s.views`,
    users: sql<number>`s.users`,
    completions: sql<number>`s.completions`,
    completionRate: sql<number>`case when s.views > 0 then s.completions::float8 / s.views else 0 end`,
    watchSeconds: sql<number>`s.watch_seconds`,
    averageWatchSeconds: sql<number>`case when s.views > 0 then s.watch_seconds / s.views else 0 end`,
    lastViewedAt: sql<string>`s.last_viewed_at`,
  },
} satisfies Record<PageShape['kind'], Record<string, SQL>>;

/**
 * One page of workflows by views (ties by title, then id), each with the count of all rows as
 * `total` (a window count over the joined rows before the sort: the materialised CTE counted by a
 * scan it replaces cost ~0.5–1 ms more server CPU at 2,000 workflows, load ~5). Prepared once per
 * shape and database: building this statement's text with the query builder took ~1–1.7 ms of Node
 * CPU per read (load ~5).
 */
function workflowPageStatement(db: Db, shape: PageShape, built: number) {
  const org = ph('orgId');
  const columns: Record<string, SQL> = PAGE_COLUMNS[shape.kind];
  const query = sql`select ${sql.join(
    Object.entries(columns).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  )}, count(*) over () as total
    from (${workflowSums(shape)}) s
    join ${workflowTitles(org)} w on w.id = s.workflow_id
    join ${workspaces} ws on ws.id = s.workspace_id and ws.organization_id = ${org}
    order by s.views desc, w.title asc, s.workflow_id asc
    limit ${ph('limit')} offset ${ph('offset')}`;
  return preparedSql(db, query, `analytics_workflow_${shape.kind}_${built}`);
}

const pageStatements = builtOncePer<string, ReturnType<typeof workflowPageStatement>>();

/** One page of per-workflow figures (workflowPageStatement) of the scope and range. */
export async function workflowPage(db: Db, kind: PageShape['kind'], scope: AnalyticsScope, range: DateRange, page: Paging): Promise<Record<string, unknown>[]> {
  const tilings = workflowTilings(range);
  const shape: PageShape = { kind, tilings: tilings.map(({ pieces, options }) => ({ grains: startsByGrain(pieces).map(([g]) => g), options })) };
  const values: Record<string, unknown> = {
    orgId: scope.orgId,
    to: range.to,
    quarterEnd: periodEnd('tail', range.from),
    allWorkspaces: scope.workspaceIds === 'all',
    workspaceIds: arrayOf(scope.workspaceIds === 'all' ? [] : scope.workspaceIds),
    limit: page.size,
    offset: offsetOf(page),
  };
  tilings.forEach(({ pieces }, k) => {
    for (const [g, starts] of startsByGrain(pieces)) values[`t${k}_${g}`] = arrayOf(starts);
  });
  const statement = pageStatements(db, JSON.stringify(shape), (built) => workflowPageStatement(db, shape, built));
  return rowsOf<Record<string, unknown>>(await statement.execute(values));
}

/** One page of workflows by views (ties by title), with the figures of every period row that tiles the range. */
export async function workflowList(db: Db, scope: AnalyticsScope, range: DateRange, page: Paging) {
  const rows = await workflowPage(db, 'list', scope, range, page);
  const items: WorkflowRowDto[] = rows.map((r) => ({
    workflowId: r.workflow_id as string,
    title: r.title as string,
    workspaceId: r.workspace_id as string,
    workspaceName: r.workspace_name as string,
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
