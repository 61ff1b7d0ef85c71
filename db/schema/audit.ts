import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orgId } from './columns';
import { users } from './users';

// Every admin change: who, what, before, after, when (visible to org admins).
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(), // e.g. workspace.create, user.disable, settings.update
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    entityName: text('entity_name'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_org_idx').on(t.organizationId, t.createdAt)],
);
