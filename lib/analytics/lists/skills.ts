import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { analyticsDailyWorkflowUsers as dwu, playlistItems, playlists, skillUserProgress as progress, users, workflows, workspaces } from '@/db/schema';
import type { AnalyticsScope } from '../access';
import type { DateRange } from '../schema';
import { col, inWorkspaces, offsetOf, shape, totalOver, type ListResult, type Paging } from './shared';

// Skills are read from their progress rows (one per person and skill, the current cycle): the
// standing today, so these lists take no date range. Organisation-wide skills (no workspace) are
// an org admin's only; a workspace admin sees the skills of their workspaces.
export const skillInScope = (scope: AnalyticsScope) => and(eq(playlists.organizationId, scope.orgId), inWorkspaces(playlists.workspaceId, scope));

export const SKILL_PERFORMANCE_COLUMNS = [
  col('skillTitle'),
  col('workspaceName'),
  col('assigned', 'count'),
  col('notStarted', 'count'),
  col('inProgress', 'count'),
  col('completed', 'count'),
  col('completionRate', 'percent'),
  col('overdue', 'count'),
];

/** GET skill-performance/list (and analytics-service skills/assigned): per skill with assigned people, most assigned first. */
export async function skillPerformanceList(db: Db, scope: AnalyticsScope, page: Paging): Promise<ListResult> {
  const assigned = sql<number>`count(${progress.id})`;
  const completed = sql<number>`count(*) filter (where ${progress.status} = 'completed')`;
  const rows = await db
    .select({
      skillId: playlists.id,
      skillTitle: playlists.title,
      workspaceName: workspaces.name,
      assigned,
      notStarted: sql<number>`count(*) filter (where ${progress.status} = 'not_started')`,
      inProgress: sql<number>`count(*) filter (where ${progress.status} = 'in_progress')`,
      completed,
      completionRate: sql<number>`${completed}::float8 / ${assigned}`,
      overdue: sql<number>`count(*) filter (where ${progress.status} <> 'completed' and ${progress.dueAt} < now())`,
      total: totalOver,
    })
    .from(progress)
    .innerJoin(playlists, and(eq(playlists.id, progress.playlistId), eq(playlists.organizationId, progress.organizationId)))
    .leftJoin(workspaces, and(eq(workspaces.id, playlists.workspaceId), eq(workspaces.organizationId, playlists.organizationId)))
    .where(and(eq(progress.organizationId, scope.orgId), skillInScope(scope)))
    .groupBy(playlists.id, playlists.title, workspaces.name)
    .orderBy(desc(assigned), asc(playlists.title), asc(playlists.id))
    .limit(page.size)
    .offset(offsetOf(page));
  return shape(SKILL_PERFORMANCE_COLUMNS, rows, ['skillId']);
}

export const SKILL_PROGRESS_COLUMNS = [col('displayName', 'text', '/analytics/user/{userId}'), col('skillTitle'), col('status', 'status'), col('percent', 'count'), col('dueAt', 'date'), col('completedAt', 'date')];

/** analytics-service skills/users-progress: each person's standing per skill, overdue first, then by due date. */
export async function skillUsersProgressList(db: Db, scope: AnalyticsScope, page: Paging): Promise<ListResult> {
  const rows = await db
    .select({
      userId: progress.userId,
      skillId: playlists.id,
      displayName: users.displayName,
      skillTitle: playlists.title,
      status: progress.status,
      percent: progress.percent,
      dueAt: progress.dueAt,
      completedAt: progress.completedAt,
      total: totalOver,
    })
    .from(progress)
    .innerJoin(playlists, and(eq(playlists.id, progress.playlistId), eq(playlists.organizationId, progress.organizationId)))
    .innerJoin(users, and(eq(users.id, progress.userId), eq(users.organizationId, progress.organizationId)))
    .where(and(eq(progress.organizationId, scope.orgId), skillInScope(scope)))
    .orderBy(asc(sql`${progress.status} = 'completed'`), sql`${progress.dueAt} asc nulls last`, asc(users.displayName), asc(progress.id))
    .limit(page.size)
    .offset(offsetOf(page));
  return shape(SKILL_PROGRESS_COLUMNS, rows, ['userId', 'skillId']);
}

export const SKILL_PART_COLUMNS = [col('position', 'count'), col('title', 'text', '/analytics/workflow/{workflowId}'), col('users', 'count'), col('views', 'count'), col('completions', 'count')];

/**
 * analytics-service skills/{id}/parts: the skill's content in order with, for each workflow, how
 * many of the skill's assigned people watched it in the range, their views and completions.
 */
export async function skillPartsList(db: Db, scope: AnalyticsScope, range: DateRange, skillId: string): Promise<ListResult> {
  const assignees = db.select({ userId: progress.userId }).from(progress).where(and(eq(progress.organizationId, scope.orgId), eq(progress.playlistId, skillId)));
  const usage = db
    .select({
      workflowId: dwu.workflowId,
      users: sql<number>`count(distinct ${dwu.userId})`.as('users'),
      views: sql<number>`sum(${dwu.views})`.as('views'),
      completions: sql<number>`sum(${dwu.completions})`.as('completions'),
    })
    .from(dwu)
    .where(and(eq(dwu.organizationId, scope.orgId), sql`${dwu.day} between ${range.from} and ${range.to}`, inArray(dwu.userId, assignees)))
    .groupBy(dwu.workflowId)
    .as('usage');
  const rows = await db
    .select({
      workflowId: playlistItems.workflowId,
      position: sql<number>`${playlistItems.position} + 1`,
      title: workflows.title,
      users: sql<number>`coalesce(${usage.users}, 0)`,
      views: sql<number>`coalesce(${usage.views}, 0)`,
      completions: sql<number>`coalesce(${usage.completions}, 0)`,
      total: totalOver,
    })
    .from(playlistItems)
    .innerJoin(workflows, and(eq(workflows.id, playlistItems.workflowId), eq(workflows.organizationId, playlistItems.organizationId)))
    .leftJoin(usage, eq(usage.workflowId, playlistItems.workflowId))
    .where(and(eq(playlistItems.organizationId, scope.orgId), eq(playlistItems.playlistId, skillId)))
    .orderBy(asc(playlistItems.position));
  return shape(SKILL_PART_COLUMNS, rows, ['workflowId']);
}
