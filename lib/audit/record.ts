import { auditLog } from '@/db/schema';
import type { Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import type { AuditAction, AuditEntityType } from './actions';

export type AuditEntry = {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId?: string | null;
  entityName?: string | null;
  before?: unknown;
  after?: unknown;
};

// Secrets never reach the log, whatever an operation passes in.
const SECRET_KEYS = /password|secret|token|hash/i;
function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '[redacted]' : scrub(v)]));
  }
  return value;
}

/** Who made a change: an admin's session, or a person whose own sign-in changed their profile. */
export type AuditActor = { orgId: string; id: string; name: string };

/**
 * Records one change. Call it with the operation's transaction so the entry exists exactly when
 * the change does.
 */
export async function recordAuditBy(db: Db, actor: AuditActor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    organizationId: actor.orgId,
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    entityName: entry.entityName ?? null,
    before: entry.before === undefined ? null : scrub(entry.before),
    after: entry.after === undefined ? null : scrub(entry.after),
  });
}

/** Records one admin change made in this session. */
export const recordAudit = (db: Db, session: SessionContext, entry: AuditEntry) =>
  recordAuditBy(db, { orgId: session.org.id, id: session.user.id, name: session.user.displayName || session.user.email }, entry);
