import { sql } from 'drizzle-orm';
import { bigint, bit, date, doublePrecision, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    // The user in the key: the workflow list counts one page's distinct viewers from the index alone.
    index('analytics_dwu_wf_day_user_idx').on(t.organizationId, t.workflowId, t.day, t.userId),
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

// The screen rollups below are derived from analytics_daily_workflow_users in the same rebuild
// (lib/analytics/rollup-screens.ts), sized for what a dashboard reads.

/**
 * Per day × workspace: the overview's and the trend's figures. `workspaceId` is the nil uuid
 * (ORG_WIDE) on the organisation's own row, whose `users` and `workflows` are distinct across its
 * workspaces; a three-month org-wide overview reads 92 rows.
 */
export const analyticsDailyTotals = pgTable(
  'analytics_daily_totals',
  {
    organizationId: orgId(),
    workspaceId: uuid('workspace_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
    completions: integer('completions').notNull(),
    watchSeconds: doublePrecision('watch_seconds').notNull(),
    users: integer('users').notNull(),
    workflows: integer('workflows').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.workspaceId, t.day] })],
);

/**
 * Per day × workflow without the user: the workflow list's sums. The day index carries every
 * column the list reads, so the list is an index-only range scan.
 */
export const analyticsDailyWorkflows = pgTable(
  'analytics_daily_workflows',
  {
    ...rollupKey(),
    views: integer('views').notNull(),
    completions: integer('completions').notNull(),
    watchSeconds: doublePrecision('watch_seconds').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.workflowId, t.day] }),
    index('analytics_dwf_day_cover_idx').on(t.organizationId, t.day, t.workspaceId, t.workflowId, t.views, t.completions, t.watchSeconds),
  ],
);

/**
 * Exact distinct counts over any range (active users, workflows viewed): one row per user or
 * workflow, workspace and calendar year, with a bit per day of the year (bit 0 = 1 January, UTC)
 * set when it had any viewing that day. `workspaceId` is the nil uuid on the organisation-wide
 * rows. A distinct count over a range reads one row per entity and year (about 1,000 for the
 * organisation's users), however long the range.
 */
export const analyticsActivityDays = pgTable(
  'analytics_activity_days',
  {
    organizationId: orgId(),
    kind: text('kind', { enum: ['user', 'workflow'] }).notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    year: smallint('year').notNull(),
    entityId: uuid('entity_id').notNull(),
    days: bit('days', { dimensions: 366 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.kind, t.workspaceId, t.year, t.entityId] })],
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
