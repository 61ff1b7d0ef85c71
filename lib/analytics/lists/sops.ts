import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { multimodalSopExecutions as ex, multimodalSops as sops, multimodalSopUsage as usage, workspaces } from '@/db/schema';
import type { AnalyticsScope } from '../access';
import type { DateRange } from '../schema';
import { col, inWorkspaces, offsetOf, periodOf, shape, totalOver, withinDays, type ListResult, type Paging } from './shared';

// Smart instructions have no rollup: these read the usage-tracking rows (spec 02 §3, one per
// viewing session) and the executions through their (organisation, SOP, time) indexes.
const sopInScope = (scope: AnalyticsScope) => and(eq(sops.organizationId, scope.orgId), inWorkspaces(sops.workspaceId, scope));

export const SOP_DETAIL_COLUMNS = [
  col('title'),
  col('workspaceName'),
  col('sessions', 'count'),
  col('users', 'count'),
  col('usageSeconds', 'duration'),
  col('averageSeconds', 'duration'),
  col('executionsStarted', 'count'),
  col('executionsCompleted', 'count'),
];

/** GET multimodal-sops-details/list: per smart instruction used in the range, most sessions first. */
export async function sopDetailsList(db: Db, scope: AnalyticsScope, range: DateRange, page: Paging): Promise<ListResult> {
  const u = db
    .select({
      sopId: usage.sopId,
      sessions: sql<number>`count(*)`.as('sessions'),
      users: sql<number>`count(distinct ${usage.userId})`.as('users'),
      seconds: sql<number>`sum(${usage.durationSeconds})`.as('seconds'),
    })
    .from(usage)
    .where(and(eq(usage.organizationId, scope.orgId), withinDays(usage.createdAt, range)))
    .groupBy(usage.sopId)
    .as('u');
  const e = db
    .select({
      sopId: ex.sopId,
      started: sql<number>`count(*)`.as('started'),
      completed: sql<number>`count(*) filter (where ${ex.status} = 'completed')`.as('completed'),
    })
    .from(ex)
    .where(and(eq(ex.organizationId, scope.orgId), withinDays(ex.startedAt, range)))
    .groupBy(ex.sopId)
    .as('e');
  const sessions = sql<number>`coalesce(${u.sessions}, 0)`;
  const rows = await db
    .select({
      sopId: sops.id,
      title: sops.title,
      workspaceName: workspaces.name,
      sessions,
      users: sql<number>`coalesce(${u.users}, 0)`,
      usageSeconds: sql<number>`coalesce(${u.seconds}, 0)`,
      averageSeconds: sql<number>`case when ${sessions} > 0 then ${u.seconds}::float8 / ${sessions} else 0 end`,
      executionsStarted: sql<number>`coalesce(${e.started}, 0)`,
      executionsCompleted: sql<number>`coalesce(${e.completed}, 0)`,
      total: totalOver,
    })
    .from(sops)
    .innerJoin(workspaces, and(eq(workspaces.id, sops.workspaceId), eq(workspaces.organizationId, sops.organizationId)))
    .leftJoin(u, eq(u.sopId, sops.id))
    .leftJoin(e, eq(e.sopId, sops.id))
    .where(and(sopInScope(scope), sql`(${u.sessions} is not null or ${e.started} is not null)`))
    .orderBy(desc(sessions), asc(sops.title), asc(sops.id))
    .limit(page.size)
    .offset(offsetOf(page));
  return shape(SOP_DETAIL_COLUMNS, rows, ['sopId']);
}

export const SOP_TREND_COLUMNS = [col('period', 'day'), col('title'), col('workspaceName'), col('sessions', 'count'), col('users', 'count'), col('usageSeconds', 'duration')];

/** GET multimodal-sops-trend/list: sessions, people and time per period and smart instruction, oldest period first. */
export async function sopTrendList(db: Db, scope: AnalyticsScope, range: DateRange, page: Paging): Promise<ListResult> {
  const period = periodOf(range, sql`(${usage.createdAt} at time zone 'UTC')::date`);
  const sessions = sql<number>`count(*)`;
  const rows = await db
    .select({
      period,
      sopId: sops.id,
      title: sops.title,
      workspaceName: workspaces.name,
      sessions,
      users: sql<number>`count(distinct ${usage.userId})`,
      usageSeconds: sql<number>`sum(${usage.durationSeconds})`,
      total: totalOver,
    })
    .from(usage)
    .innerJoin(sops, and(eq(sops.id, usage.sopId), eq(sops.organizationId, usage.organizationId)))
    .innerJoin(workspaces, and(eq(workspaces.id, sops.workspaceId), eq(workspaces.organizationId, sops.organizationId)))
    .where(and(eq(usage.organizationId, scope.orgId), withinDays(usage.createdAt, range), sopInScope(scope)))
    .groupBy(sql`1`, sops.id, sops.title, workspaces.name)
    .orderBy(asc(sql`1`), desc(sessions), asc(sops.title), asc(sops.id))
    .limit(page.size)
    .offset(offsetOf(page));
  return shape(SOP_TREND_COLUMNS, rows, ['sopId']);
}
