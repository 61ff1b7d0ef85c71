import { sql } from 'drizzle-orm';
import { bigint, customType, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
 * resent event changes nothing and a late one corrects exactly its day (and the week and month that contain it).
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
// (lib/analytics/rollup-screens.ts), sized for what a dashboard reads: one row per calendar
// period (a UTC day, an ISO week from Monday, a month) so a range is read as whole months + whole
// weeks + edge days (lib/analytics/periods.ts), whatever its length and the number of events.

/** A set of an organisation's members (users or workflows) by their analytics number: bit n = member n. */
const memberBits = customType<{ data: string; driverData: string }>({ dataType: () => 'bit varying' });
// `quarter` and `tail` (a day to its quarter's end) on the per-workflow rows only (lib/analytics/periods.ts).
const grain = () => text('grain', { enum: ['day', 'week', 'month', 'quarter', 'tail'] }).notNull();

/**
 * Dense numbers (0, 1, 2 …) per organisation and kind for the people and workflows that appear in
 * the rollups: bit n of a period's bitmap is member n, so distinct people or workflows over several
 * periods (or workspaces) are `bit_count(bit_or(...))` of the rows read anyway. Numbers are never
 * reused; a deleted person keeps theirs (their events count as NO_USER from then on).
 */
export const analyticsMembers = pgTable(
  'analytics_members',
  {
    organizationId: orgId(),
    kind: text('kind', { enum: ['user', 'workflow'] }).notNull(),
    entityId: uuid('entity_id').notNull(),
    n: integer('n').notNull(),
  },
  // No index on `n`: the rebuild looks numbers up by entity per row, and with a second (org, kind, …)
  // index the planner, misjudging a young table, scanned it per row. The rebuild's lock keeps `n` unique.
  (t) => [primaryKey({ columns: [t.organizationId, t.kind, t.entityId] })],
);

/**
 * How many members of one kind an organisation has numbered (its highest `n` + 1): the width every
 * read widens bitmaps to before OR-ing them, looked up by key instead of a max over the members
 * (a seq scan of every member per read, there is no index on `n`). Raised by every rebuild right
 * after it numbers new members, from their max (lib/analytics/rollup-screens.ts), under the
 * rebuild's lock; migration 0043 backfills it.
 */
export const analyticsMemberWidths = pgTable(
  'analytics_member_widths',
  {
    organizationId: orgId(),
    kind: text('kind', { enum: ['user', 'workflow'] }).notNull(),
    width: integer('width').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.kind] })],
);

/**
 * Per period × workspace: the overview's and the trend's figures. `workspaceId` is the nil uuid
 * (ORG_WIDE) on the organisation's own row. `users`/`workflows` are the period's distinct counts
 * (a trend point is one row), the bitmaps the same sets for unions over periods and workspaces.
 */
export const analyticsPeriodTotals = pgTable(
  'analytics_period_totals',
  {
    organizationId: orgId(),
    workspaceId: uuid('workspace_id').notNull(),
    grain: grain(),
    start: date('start', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
    completions: integer('completions').notNull(),
    watchSeconds: doublePrecision('watch_seconds').notNull(),
    users: integer('users').notNull(),
    workflows: integer('workflows').notNull(),
    userBits: memberBits('user_bits').notNull(),
    workflowBits: memberBits('workflow_bits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.workspaceId, t.grain, t.start] })],
);

/**
 * Per period × workflow (and the workspace it was in): the workflow lists' (the dashboard's and the
 * drill-down's details and trend) and the workflow overview's figures, with the period's viewers as a bitmap. Besides days,
 * weeks and months it keeps quarters and quarter tails (`tail`: a day to its quarter's end, migration 0042), so a three-month
 * list reads two to four rows per workflow watched, not every day × person.
 */
export const analyticsPeriodWorkflows = pgTable(
  'analytics_period_workflows',
  {
    organizationId: orgId(),
    grain: grain(),
    start: date('start', { mode: 'string' }).notNull(),
    workspaceId: uuid('workspace_id').notNull(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    views: integer('views').notNull(),
    completions: integer('completions').notNull(),
    watchSeconds: doublePrecision('watch_seconds').notNull(),
    userBits: memberBits('user_bits').notNull(),
    // The period's last view (the drill-down list's column). Null only on rows built before it existed
    // (migration 0040 marks their days stale, so the rollup job refills them).
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.grain, t.start, t.workflowId, t.workspaceId] }),
    index('analytics_pwf_workflow_idx').on(t.organizationId, t.workflowId, t.grain, t.start),
  ],
);

/**
 * (Organisation, day) pairs whose rollups are stale. A statement trigger on tracking_events
 * (hand-written in the migration) adds or bumps a row in the inserting transaction, so no event
 * is ever missed; the rollup job deletes a row only if its version is still the one it rebuilt.
 * Deleted or updated events (a workflow deleted, a person deleted) and a workflow moved to another
 * workspace or given another length mark their days the same way (migration 0039).
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
