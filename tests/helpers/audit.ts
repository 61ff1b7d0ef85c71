import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '@/db/schema';
import { db } from './factories';

/** An item's audit entries in the order they were written (what the audit log screen lists for it). */
export const auditEntriesOf = async (orgId: string, entityId: string) =>
  (await db())
    .select({ action: auditLog.action, actorId: auditLog.actorId, entityType: auditLog.entityType, entityName: auditLog.entityName, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.organizationId, orgId), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
