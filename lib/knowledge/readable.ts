import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { knowledgeChunks, workflows, workspaceMembers, workspaces } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { isPublished, membershipOf, visibleCondition, workspaceOf } from '@/lib/workflows/library-query';

export type Caller = Pick<SessionContext, 'user' | 'org'>;

/**
 * Who may read a chunk, in SQL, before anything is ranked: the caller's organisation, a published
 * workflow, and the library's visibility rule (lib/workflows/library-query: public workspaces or
 * assigned ones; organisation admins every workspace). Joins the workflow and the caller's
 * membership; every ranking query starts from here.
 */
export function readable(db: Db, caller: Caller, columns: Record<string, SQL | SQL.Aliased | AnyPgColumn>, workflowId: string | undefined, ...conditions: SQL[]) {
  return db
    .select(columns as never)
    .from(knowledgeChunks)
    .innerJoin(workflows, and(eq(workflows.id, knowledgeChunks.workflowId), eq(workflows.organizationId, caller.org.id)))
    .innerJoin(workspaces, workspaceOf(caller))
    .leftJoin(workspaceMembers, membershipOf(caller))
    .where(
      and(
        eq(knowledgeChunks.organizationId, caller.org.id),
        isPublished,
        visibleCondition(caller, 'strict'),
        workflowId ? eq(knowledgeChunks.workflowId, workflowId) : undefined,
        ...conditions,
      ),
    )
    .$dynamic();
}
