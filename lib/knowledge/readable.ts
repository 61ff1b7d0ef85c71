import 'server-only';
import { and, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { knowledgeChunks, workflows, workspaceMembers, workspaces } from '@/db/schema';
import { isOrgAdminRole } from '@/lib/access/roles';
import { aiFeatureOn } from '@/lib/ai/access';
import type { SessionContext } from '@/lib/auth/session';
import { isPublished } from '@/lib/workflows/library-query';

export type Caller = Pick<SessionContext, 'user' | 'org'>;
/** A caller with the workspaces they may read, looked up once per request (`reader`). */
export type Reader = Caller & { workspaceIds: readonly string[] };

/**
 * The workspaces whose content the caller may read, by the library's visibility rule
 * (lib/workflows/library-query, strict): every workspace of the organisation for its admins, else
 * the public ones and the private ones they are assigned to. One small query per request, so the
 * ranking queries test a list of ids instead of joining the workspace and the membership per row.
 */
export async function reader(db: Db, caller: Caller): Promise<Reader> {
  const rows = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .leftJoin(workspaceMembers, and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, caller.user.id), eq(workspaceMembers.organizationId, caller.org.id)))
    .where(and(eq(workspaces.organizationId, caller.org.id), isOrgAdminRole(caller.user.role) ? undefined : or(eq(workspaces.private, false), isNotNull(workspaceMembers.userId))));
  return { ...caller, workspaceIds: [...new Set(rows.map((r) => r.id))] };
}

/** The caller as a reader: as given (or awaited) when the workspaces were looked up already, or being looked up. */
export const asReader = (db: Db, caller: Caller | Reader | Promise<Reader>): Promise<Reader> =>
  caller instanceof Promise ? caller : 'workspaceIds' in caller ? Promise.resolve(caller) : reader(db, caller);

/**
 * Who may read a chunk, in SQL, before anything is ranked: the caller's organisation, then either
 * a published workflow in a workspace the caller reads (`reader`), or — with the data hub on — a
 * data-hub document of such a workspace. Joins the chunk's workflow (if any); every ranking query
 * starts from here.
 */
export function readable(db: Db, caller: Reader, columns: Record<string, SQL | SQL.Aliased | AnyPgColumn>, workflowId: string | undefined, ...conditions: SQL[]) {
  const ids = [...caller.workspaceIds];
  const fromWorkflow = and(isNotNull(knowledgeChunks.workflowId), isPublished, inArray(workflows.workspaceId, ids));
  // The settings are absent only for callers made up by benchmarks and tests: no data hub there.
  const documentsOn = caller.org.settings ? aiFeatureOn(caller.org.settings, 'dataHub') : false;
  const fromDocument = documentsOn ? and(isNull(knowledgeChunks.workflowId), eq(knowledgeChunks.sourceKind, 'document'), inArray(knowledgeChunks.workspaceId, ids)) : undefined;
  return db
    .select(columns as never)
    .from(knowledgeChunks)
    .leftJoin(workflows, and(eq(workflows.id, knowledgeChunks.workflowId), eq(workflows.organizationId, caller.org.id)))
    .where(
      and(
        eq(knowledgeChunks.organizationId, caller.org.id),
        workflowId ? and(eq(knowledgeChunks.workflowId, workflowId), fromWorkflow) : or(fromWorkflow, fromDocument),
        ...conditions,
      ),
    )
    .$dynamic();
}
