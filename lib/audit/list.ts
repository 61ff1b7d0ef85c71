import { getDb, type Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { listAuditEntries, listAuditFacets, type AuditRow } from './queries';
import type { AuditFacets, AuditItemDto, AuditQuery } from './schema';

/** The audit log is the organisation's record of admin changes: org and super admins read it. */
function assertCanReadAudit(session: SessionContext) {
  if (!session.access.isOrgAdmin) throw new AppError('forbidden');
}

export const toAuditItem = (row: AuditRow): AuditItemDto => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  actorId: row.actorId,
  actorName: row.actorName,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  entityName: row.entityName,
  before: row.before,
  after: row.after,
});

/** GET /api/v1/admin/audit-log: one page of the caller's organisation's entries, newest first. */
export async function listAuditLog({ session, query }: { session: SessionContext; query: AuditQuery }, db?: Db) {
  assertCanReadAudit(session);
  db ??= await getDb();
  const { page, size, ...filter } = query;
  const { rows, total } = await listAuditEntries(db, { orgId: session.org.id, filter, limit: size, offset: (page - 1) * size });
  return { items: rows.map(toAuditItem), total };
}

/** The filter choices of the audit page: only what occurs in the caller's organisation. */
export async function getAuditFacets({ session }: { session: SessionContext }, db?: Db): Promise<AuditFacets> {
  assertCanReadAudit(session);
  db ??= await getDb();
  return listAuditFacets(db, { orgId: session.org.id });
}
