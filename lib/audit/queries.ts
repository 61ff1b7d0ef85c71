import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, lte, max, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { auditLog } from '@/db/schema';

type OrgRef = { orgId: string };

export type AuditFilter = {
  action?: string;
  entityType?: string;
  actorId?: string;
  from?: Date;
  to?: Date;
  /** Free text over who, what and which entity. */
  q?: string;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(orgId: string, filter: AuditFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(auditLog.organizationId, orgId)];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.from) conditions.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) conditions.push(lte(auditLog.createdAt, filter.to));
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    conditions.push(or(ilike(auditLog.actorName, like), ilike(auditLog.entityName, like), ilike(auditLog.action, like), ilike(auditLog.entityType, like)));
  }
  return and(...conditions);
}

/** One page of the organisation's audit log, newest first, and the number of matching entries. */
export async function listAuditEntries(db: Db, { orgId, filter, limit, offset }: OrgRef & { filter: AuditFilter; limit: number; offset: number }) {
  const where = whereOf(orgId, filter);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  return { rows, total };
}
export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>['rows'][number];

const FACET_LIMIT = 500;

/** The actions, entity types and actors that occur in the organisation's log (the filter choices). */
export async function listAuditFacets(db: Db, { orgId }: OrgRef) {
  const inOrg = eq(auditLog.organizationId, orgId);
  const actions = await db.selectDistinct({ value: auditLog.action }).from(auditLog).where(inOrg).orderBy(asc(auditLog.action)).limit(FACET_LIMIT);
  const entityTypes = await db
    .selectDistinct({ value: auditLog.entityType })
    .from(auditLog)
    .where(inOrg)
    .orderBy(asc(auditLog.entityType))
    .limit(FACET_LIMIT);
  // An actor's name is copied into each entry, so a renamed admin shows their latest-sorting name once.
  const actors = await db
    .select({ id: auditLog.actorId, name: max(auditLog.actorName) })
    .from(auditLog)
    .where(and(inOrg, isNotNull(auditLog.actorId)))
    .groupBy(auditLog.actorId)
    .limit(FACET_LIMIT);
  return {
    actions: actions.map((r) => r.value),
    entityTypes: entityTypes.map((r) => r.value),
    actors: actors.flatMap((r) => (r.id ? [{ id: r.id, name: r.name ?? '' }] : [])).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The newest entry of one action in the organisation (e.g. when the master password was last set). */
export async function findLatestAuditEntry(db: Db, { orgId, action }: OrgRef & { action: string }) {
  const [row] = await db
    .select({ actorName: auditLog.actorName, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.organizationId, orgId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row ?? null;
}
