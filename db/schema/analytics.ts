import { sql } from 'drizzle-orm';
import { bigint, date, doublePrecision, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orgId } from './columns';
import { workflows } from './workflows';

// The key every rollup row starts with: a UTC day of one workflow, with the workspace it was in.
const rollupKey = () => ({
    organizationId: orgId(),
    day: date('day', { mode: 'string' }).notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
});

/**
 * Analytics rollups (issue 22): the dashboards read these, never the raw tracking events. Days are
 * UTC calendar days of the events' `occurred_at`. Every row of one (organisation, day) is rebuilt
 * from that day's events whenever a new or late event lands on it (lib/analytics/rollup.ts), so a
 * resent event changes nothing and a late one corrects exactly its day.
 *
 * Per day × workflow × user: viewing sessions (distinct tracker ids), watch seconds (the stored
 * played seconds, which count only gaps under 2 s) and whether that day's playing reached 90 % of
 * the workflow. `userId` is the nil uuid for events whose user was deleted; no foreign key, so a
 * deleted person's history still adds up.
 */
export const analyticsDailyWorkflowUsers = pgTable(
  'analytics_daily_workflow_users',
  {
    ...rollupKey(),
    userId: uuid('user_id').notNull(),
    views: integer('views').notNull(),
    completions: integer('completions').notNull(),
    watchSeconds: doublePrecision('watch_seconds').notNull(),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.day, t.workflowId, t.userId] }),
    index('analytics_dwu_ws_day_idx').on(t.organizationId, t.workspaceId, t.day),
    index('analytics_dwu_wf_day_idx').on(t.organizationId, t.workflowId, t.day),
  ],
);

/** Per day × workflow × step: viewing sessions that played some of the step (the drop-off curve). */
export const analyticsDailySteps = pgTable(
  'analytics_daily_steps',
  {
    ...rollupKey(),
    stepId: uuid('step_id').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.day, t.workflowId, t.stepId] }),
    index('analytics_ds_wf_idx').on(t.organizationId, t.workflowId, t.day),
  ],
);

/**
 * (Organisation, day) pairs whose rollups are stale. A statement trigger on tracking_events
 * (hand-written in the migration) adds or bumps a row in the inserting transaction, so no event
 * is ever missed; the rollup job deletes a row only if its version is still the one it rebuilt.
 */
export const analyticsDirtyDays = pgTable(
  'analytics_dirty_days',
  {
    organizationId: orgId(),
    day: date('day', { mode: 'string' }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.day] }), index('analytics_dirty_marked_idx').on(t.markedAt)],
);

export type AnalyticsDailyWorkflowUser = typeof analyticsDailyWorkflowUsers.$inferSelect;
