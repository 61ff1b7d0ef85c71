import 'server-only';
import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { knowledgeChunks, workflows, workspaceMembers, workspaces } from '@/db/schema';
import { isOrgAdminRole } from '@/lib/access/roles';
import { aiFeatureOn } from '@/lib/ai/access';
import type { SessionContext } from '@/lib/auth/session';
import { isPublished, visibleCondition } from '@/lib/workflows/library-query';

export type Caller = Pick<SessionContext, 'user' | 'org'>;

/**
 * Who may read a chunk, in SQL, before anything is ranked: the caller's organisation, then either
 * a published workflow under the library's visibility rule (lib/workflows/library-query: public
 * workspaces or assigned ones; organisation admins every workspace), or — with the data hub on — a
 * data-hub document of a workspace the caller sees by the same rule (private ones only when
 * assigned). Joins the workflow (if any), the chunk's workspace and the caller's membership there;
 * every ranking query starts from here.
 */
export function readable(db: Db, caller: Caller, columns: Record<string, SQL | SQL.Aliased | AnyPgColumn>, workflowId: string | undefined, ...conditions: SQL[]) {
  const workspaceId = sql`coalesce(${workflows.workspaceId}, ${knowledgeChunks.workspaceId})`;
  const fromWorkflow = and(isNotNull(knowledgeChunks.workflowId), isNotNull(workflows.id), isPublished, visibleCondition(caller, 'strict'));
  // The settings are absent only for callers made up by benchmarks and tests: no data hub there.
  const documentsOn = caller.org.settings ? aiFeatureOn(caller.org.settings, 'dataHub') : false;
  const fromDocument = documentsOn
    ? and(
        isNull(knowledgeChunks.workflowId),
        eq(knowledgeChunks.sourceKind, 'document'),
        isOrgAdminRole(caller.user.role) ? undefined : or(eq(workspaces.private, false), isNotNull(workspaceMembers.userId)),
      )
    : undefined;
  return db
    .select(columns as never)
    .from(knowledgeChunks)
    .leftJoin(workflows, and(eq(workflows.id, knowledgeChunks.workflowId), eq(workflows.organizationId, caller.org.id)))
    .innerJoin(workspaces, and(eq(workspaces.id, workspaceId), eq(workspaces.organizationId, caller.org.id)))
    .leftJoin(workspaceMembers, and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, caller.user.id), eq(workspaceMembers.organizationId, caller.org.id)))
    .where(
      and(
        eq(knowledgeChunks.organizationId, caller.org.id),
        workflowId ? and(eq(knowledgeChunks.workflowId, workflowId), fromWorkflow) : or(fromWorkflow, fromDocument),
        ...conditions,
      ),
    )
    .$dynamic();
}
