import { and, eq } from 'drizzle-orm';
import { workflows, workspaces } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isUuid } from '@/lib/users/schema';
import { analyticsScope, inScope, narrowScope, type AnalyticsQuery } from './access';
import { organizationEngagement, organizationOverview, workflowList, workflowOverview, workflowViewHistory } from './queries';
import { analyticsReadDb } from './read-db';
import { ALL_WORKSPACES, type WorkflowOverviewDto } from './schema';

/** The caller's scope narrowed to the query's workspace filter, on the analytics read database. */
export async function scoped(session: SessionContext, query: Pick<AnalyticsQuery, 'workspaceId'>) {
  const scope = analyticsScope(session);
  const db = await analyticsReadDb();
  return { db, scope: await narrowScope(db, scope, query.workspaceId) };
}

export async function getOverview(session: SessionContext, query: AnalyticsQuery) {
  const { db, scope } = await scoped(session, query);
  return organizationOverview(db, scope, query.range);
}

export async function getEngagement(session: SessionContext, query: AnalyticsQuery) {
  const { db, scope } = await scoped(session, query);
  return organizationEngagement(db, scope, query.range);
}

export async function listWorkflows(session: SessionContext, query: AnalyticsQuery) {
  const { db, scope } = await scoped(session, query);
  return workflowList(db, scope, query.range, query);
}

/** A workflow of the caller's organisation in a workspace they may read, else 404 (like an unknown id). */
export async function scopedWorkflow(session: SessionContext, query: Pick<AnalyticsQuery, 'workspaceId'>, workflowId: unknown) {
  const { db, scope } = await scoped(session, query);
  const [workflow] = isUuid(workflowId)
    ? await db
        .select({ id: workflows.id, title: workflows.title, workspaceId: workflows.workspaceId, workspaceName: workspaces.name })
        .from(workflows)
        .innerJoin(workspaces, and(eq(workspaces.id, workflows.workspaceId), eq(workspaces.organizationId, workflows.organizationId)))
        .where(and(eq(workflows.organizationId, scope.orgId), eq(workflows.id, workflowId)))
    : [];
  if (!workflow || !inScope(scope, workflow.workspaceId)) throw new AppError('not_found');
  return { db, scope, workflow };
}

export async function getWorkflowOverview(session: SessionContext, query: AnalyticsQuery, workflowId: unknown): Promise<WorkflowOverviewDto> {
  const { db, scope, workflow } = await scopedWorkflow(session, query, workflowId);
  const { totals, steps } = await workflowOverview(db, scope, query.range, workflow.id);
  return { workflowId: workflow.id, title: workflow.title, workspaceName: workflow.workspaceName, ...totals, steps };
}

export async function getWorkflowViewHistory(session: SessionContext, query: AnalyticsQuery, workflowId: unknown) {
  const { db, scope, workflow } = await scopedWorkflow(session, query, workflowId);
  return workflowViewHistory(db, scope, query.range, workflow.id, query);
}

/** The page loader's check: the workflow's title, or AppError not_found (unknown, foreign or out of scope). */
export async function findAnalyticsWorkflow(session: SessionContext, workflowId: unknown) {
  const { workflow } = await scopedWorkflow(session, { workspaceId: ALL_WORKSPACES }, workflowId);
  return workflow;
}
