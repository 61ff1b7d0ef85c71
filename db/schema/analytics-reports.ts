import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orgId } from './columns';
import { users } from './users';

/**
 * A saved grid state of a configurable report (spec 02 §3 "Saved report grid state", the
 * `ag-grid-state` calls): one person's named layout of one report — columns (order, width,
 * visibility), filters, sort, grouping and page size, as lib/analytics/reports/schema.ts defines.
 * Private to its owner; another person's id reads as unknown.
 */
export const analyticsReportStates = pgTable(
  'analytics_report_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    report: text('report').notNull(),
    name: text('name').notNull(),
    state: jsonb('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_report_states_owner_idx').on(t.organizationId, t.userId, t.report, t.updatedAt)],
);

/**
 * One analytics export (the `advanced-report/export` calls): a report source, its query and the
 * caller's language and time zone, run by the `analytics-export` job into a CSV or XLSX object.
 * `progress` is 0–100; finished and error are terminal (spec 02 §4 export process status).
 */
export const analyticsExports = pgTable(
  'analytics_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    format: text('format').notNull(),
    params: jsonb('params').notNull(),
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    rowCount: integer('row_count'),
    storageKey: text('storage_key'),
    fileName: text('file_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('analytics_exports_owner_idx').on(t.organizationId, t.userId, t.createdAt),
    check('analytics_exports_status', sql`${t.status} in ('queued', 'running', 'finished', 'error')`),
    check('analytics_exports_format', sql`${t.format} in ('csv', 'xlsx')`),
  ],
);

export type AnalyticsReportState = typeof analyticsReportStates.$inferSelect;
export type AnalyticsExport = typeof analyticsExports.$inferSelect;
