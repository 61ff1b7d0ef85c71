import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users, workflowLikes, workflowSteps, workflowSubcategories, workflows, workspaceMembers, workspaces } from '@/db/schema';
import { isOrgAdminRole } from '@/lib/access/roles';
import type { SessionContext } from '@/lib/auth/session';
import type { LibrarySort } from './library-schema';
import { titleLanguages } from './titles';

type Caller = Pick<SessionContext, 'user' | 'org'>;

/** Workspace roles that author content (spec 01 §6): they see every state of a workflow. */
const AUTHOR_ROLES = ['admin-group', 'publisher'];

/**
 * 'strict': only workflows the caller may open (the rule of loadWorkflowForView, in SQL).
 * 'masked': also the published workflows of private workspaces the caller is not assigned to —
 * for lists that hold the caller's own links to them (favourites, continue watching), where they
 * show as locked cards; the mapping withholds everything but the id.
 */
export type Visibility = 'strict' | 'masked';

export function visibleCondition(caller: Caller, visibility: Visibility): SQL | undefined {
  if (isOrgAdminRole(caller.user.role)) return undefined;
  const assigned = sql`${workspaceMembers.userId} is not null`;
  const strict = and(
    or(eq(workspaces.private, false), assigned),
    or(eq(workflows.published, true), inArray(workspaceMembers.role, AUTHOR_ROLES)),
  );
  if (visibility === 'strict') return strict;
  return or(strict, and(eq(workspaces.private, true), isNull(workspaceMembers.userId), eq(workflows.published, true)));
}

/** The title the caller reads (their locale's translation, else the own title), for sorting. */
export function titleExpression(locale: string): SQL {
  const picks = titleLanguages(locale).map((code) => sql`nullif(${workflows.titleTranslations} ->> ${code}, '')`);
  return sql`lower(coalesce(${sql.join([...picks, sql`${workflows.title}`], sql`, `)}))`;
}

export function orderFor(sort: LibrarySort, locale: string): SQL[] {
  // Published workflows date from their publication, the rest from their creation.
  const when = sql`coalesce(${workflows.publishedAt}, ${workflows.createdAt})`;
  switch (sort) {
    case 'oldest':
      return [asc(when), asc(workflows.id)];
    case 'titleAsc':
      return [asc(titleExpression(locale)), asc(workflows.id)];
    case 'titleDesc':
      return [desc(titleExpression(locale)), desc(workflows.id)];
    default:
      return [desc(when), desc(workflows.id)];
  }
}

export type CardQuery = {
  caller: Caller;
  visibility?: Visibility;
  where?: (SQL | undefined)[];
  orderBy: SQL[];
  limit: number;
  offset?: number;
};

/**
 * One page of workflows as cards need them: the workflow with its workspace, the caller's
 * membership there, author, step count, image-map presence, the caller's favourite and the
 * sub-category ids. Tenant and visibility are in the `where`; `total` counts every match.
 */
export async function selectCardRows(db: Db, { caller, visibility = 'strict', where = [], orderBy, limit, offset = 0 }: CardQuery) {
  const orgId = caller.org.id;
  const userId = caller.user.id;
  const condition = and(eq(workflows.organizationId, orgId), visibleCondition(caller, visibility), ...where);
  const rows = await db
    .select({
      workflow: workflows,
      workspaceName: workspaces.name,
      privateWorkspace: workspaces.private,
      memberRole: workspaceMembers.role,
      authorName: users.displayName,
      stepCount: sql<number>`(select count(*) from ${workflowSteps} where ${workflowSteps.workflowId} = ${workflows.id})`.mapWith(Number),
      hasImageMap: sql<boolean>`exists(select 1 from ${workflowSteps} where ${workflowSteps.workflowId} = ${workflows.id} and ${workflowSteps.imageMap} is not null)`,
      favorite: sql<boolean>`exists(select 1 from ${workflowLikes} where ${workflowLikes.workflowId} = ${workflows.id} and ${workflowLikes.userId} = ${userId})`,
      subcategoryIds: sql<string[] | null>`(select json_agg(${workflowSubcategories.subcategoryId}) from ${workflowSubcategories} where ${workflowSubcategories.workflowId} = ${workflows.id})`,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(workflows)
    .innerJoin(workspaces, and(eq(workspaces.id, workflows.workspaceId), eq(workspaces.organizationId, orgId)))
    .leftJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, workflows.workspaceId), eq(workspaceMembers.userId, userId), eq(workspaceMembers.organizationId, orgId)),
    )
    .leftJoin(users, and(eq(users.id, workflows.authorId), eq(users.organizationId, orgId)))
    .where(condition)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // Past the last page the window count has no row to ride on: count on its own.
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(workflows)
    .innerJoin(workspaces, and(eq(workspaces.id, workflows.workspaceId), eq(workspaces.organizationId, orgId)))
    .leftJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, workflows.workspaceId), eq(workspaceMembers.userId, userId), eq(workspaceMembers.organizationId, orgId)),
    )
    .where(condition);
  return { rows, total: n };
}

export type CardRow = Awaited<ReturnType<typeof selectCardRows>>['rows'][number];
