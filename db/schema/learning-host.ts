import { doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orgId } from './columns';
import { users } from './users';
import { workflows } from './workflows';

// The external-identity link of a learner who arrives through a thin SCORM/cmi5 package: the LMS's
// learner id, within the package's organisation, names one OpenHow account (created on first use).
export const learningHostLearners = pgTable(
  'learning_host_learners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    learnerId: text('learner_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('learning_host_learners_org_learner_uq').on(t.organizationId, t.learnerId), index('learning_host_learners_user_idx').on(t.userId)],
);

// The host player's own record of a learner's place and progress in a workflow (spec 02 §7 "host
// fields"): written every 3 s while playing; status follows the LMS vocabulary.
export const learningHostProgress = pgTable(
  'learning_host_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    stepId: uuid('step_id'),
    time: doublePrecision('time').notNull().default(0),
    watchedSeconds: doublePrecision('watched_seconds').notNull().default(0),
    status: text('status').notNull().default('incomplete'), // incomplete | completed | passed | failed
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('learning_host_progress_user_workflow_uq').on(t.userId, t.workflowId), index('learning_host_progress_org_idx').on(t.organizationId)],
);

export type LearningHostProgress = typeof learningHostProgress.$inferSelect;
