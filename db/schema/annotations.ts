import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './orgs';
import { users } from './users';
import { workflows, workflowSteps } from './workflows';

/**
 * Drawings over a step's video (spec 02 §3 Annotation): elements (pen path, arrow, text, image,
 * shape, blur), each shown while the step time lies within its range. Saving replaces a step's
 * annotations as a whole. Rows go with their step: re-segmenting a workflow makes new steps
 * whose times no longer match the old drawings. Image elements hold storage keys under the
 * organisation's annotations folder, signed when read (lib/annotations/present.ts).
 */
export const annotations = pgTable(
  'annotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    stepId: uuid('step_id')
      .notNull()
      .references(() => workflowSteps.id, { onDelete: 'cascade' }),
    // Order within the step, as the author saved them.
    position: integer('position').notNull().default(0),
    elements: jsonb('elements').notNull().default(sql`'[]'::jsonb`),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('annotations_workflow_idx').on(t.organizationId, t.workflowId),
    index('annotations_step_idx').on(t.organizationId, t.stepId),
  ],
);

export type Annotation = typeof annotations.$inferSelect;
export type NewAnnotation = typeof annotations.$inferInsert;
