import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orgId } from './columns';
import { users } from './users';

/**
 * A smart compare (spec 02 §7 POST /v1/users-smart-compares, POST /v1/video-evaluator/compare):
 * a user's video compared with a reference — a workflow, one of its steps, or a reference video —
 * by a job (lib/smart-compare/job.ts) with the statuses pending → processing → completed | failure.
 * The reference ids are kept as given (no foreign key): the result must outlive a deleted workflow.
 */
export const usersSmartCompares = pgTable(
  'users_smart_compares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // workflow | step | video
    referenceKind: text('reference_kind').notNull(),
    workflowId: uuid('workflow_id'),
    stepId: uuid('step_id'),
    // The reference video's storage key (kind video) and the user video's: resolved from an upload id or a stored URL.
    referenceVideoKey: text('reference_video_key'),
    userVideoKey: text('user_video_key').notNull(),
    userUploadId: uuid('user_upload_id'),
    // Where the compare was asked from (a smart instruction's smart-compare block), for the supervisors' list.
    multimodalSopId: uuid('multimodal_sop_id'),
    sopItemId: text('sop_item_id'),
    status: text('status').notNull().default('pending'),
    progress: real('progress').notNull().default(0),
    // lib/smart-compare/schema.ts SmartCompareResult
    result: jsonb('result'),
    errorKey: text('error_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('users_smart_compares_org_user_idx').on(t.organizationId, t.userId, t.createdAt.desc()),
    index('users_smart_compares_org_sop_idx').on(t.organizationId, t.multimodalSopId, t.createdAt.desc()).where(sql`${t.multimodalSopId} is not null`),
  ],
);

export type SmartCompareRow = typeof usersSmartCompares.$inferSelect;
export type NewSmartCompareRow = typeof usersSmartCompares.$inferInsert;
