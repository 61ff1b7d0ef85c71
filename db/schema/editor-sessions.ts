import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orgId } from './columns';
import { users } from './users';
import { workflows } from './workflows';

/**
 * The advanced editor's session of a workflow (spec 02 §3 Editor session): the cut edit list —
 * segments and the redo stack — kept between visits until it is applied. One per workflow,
 * shared by its authors; saves are revision-checked (lib/editor/revision.ts).
 */
export const editorSessions = pgTable(
  'editor_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    segments: jsonb('segments').notNull().default(sql`'[]'::jsonb`),
    redo: jsonb('redo').notNull().default(sql`'[]'::jsonb`),
    revision: integer('revision').notNull().default(0),
    // The render asked for last ('apply' or 'restore'): a failed one is retried as it was.
    pendingRender: text('pending_render'),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('editor_sessions_workflow_uq').on(t.workflowId)],
);

export type EditorSession = typeof editorSessions.$inferSelect;
