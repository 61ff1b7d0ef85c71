import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orgId } from './columns';
import { users } from './users';

/**
 * A SCORM / cmi5 export (spec 02 §3 Export process, §4 Export process status): which workflows, as
 * which package type (scorm12 | scorm2004 | cmi5) and source (full: the video inside; thin: a launcher
 * that plays the live workflow through the host player). A job builds the zip (lib/scorm/job.ts);
 * status is pending → running → finished | error. `fileKey` is the zip in storage.
 */
export const scormExportProcesses = pgTable(
  'scorm_export_processes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    workflowIds: jsonb('workflow_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    // The workflows' titles when the export was made, for the history list (a workflow may be renamed or deleted).
    titles: jsonb('titles').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    exportType: text('export_type').notNull(), // scorm12 | scorm2004 | cmi5
    exportSource: text('export_source').notNull(), // full | thin
    resolution: integer('resolution').notNull().default(720),
    status: text('status').notNull().default('pending'), // pending | running | finished | error
    progress: real('progress').notNull().default(0), // 0..1
    errorCode: text('error_code'),
    fileKey: text('file_key'),
    fileSize: bigint('file_size', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('scorm_export_processes_org_idx').on(t.organizationId, t.createdAt)],
);

export type ScormExportProcessRow = typeof scormExportProcesses.$inferSelect;
