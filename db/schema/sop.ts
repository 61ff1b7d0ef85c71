import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orgId } from './columns';
import { playlists } from './skills';
import { users } from './users';
import { workflows } from './workflows';
import { workspaces } from './workspaces';

/**
 * Multimodal SOPs, "smart instructions" (spec 02 §3 Multimodal SOP; contract /work/notes/sop-contract.md).
 * `version` is the optimistic-concurrency counter of the document (title, description, items):
 * every whole-document save bumps it and writes a multimodal_sop_versions row.
 */
export const multimodalSops = pgTable(
  'multimodal_sops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull().default('manually'),
    sourceWorkflowId: uuid('source_workflow_id').references(() => workflows.id, { onDelete: 'set null' }),
    languageCode: text('language_code').notNull().default('en-us'),
    title: text('title').notNull().default('Untitled SOP'),
    description: text('description').notNull().default(''),
    posterKey: text('poster_key'),
    metadata: jsonb('metadata').notNull().default(sql`'{}'::jsonb`),
    status: text('status').notNull().default('completed'),
    // Why an import failed (a message key), shown to the author.
    statusError: text('status_error'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    allowDuplicate: boolean('allow_duplicate').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('multimodal_sops_org_ws_idx').on(t.organizationId, t.workspaceId, t.updatedAt),
    index('multimodal_sops_author_idx').on(t.organizationId, t.authorId, t.updatedAt),
    check('multimodal_sops_type', sql`${t.type} in ('manually', 'pdf', 'workflow', 'sop')`),
    check('multimodal_sops_status', sql`${t.status} in ('processing', 'completed', 'failed')`),
  ],
);

/** One block of a SOP. `id` is chosen by the editor (a UUID), unique within its SOP; `data` holds the type's own fields. */
export const multimodalSopItems = pgTable(
  'multimodal_sop_items',
  {
    id: uuid('id').notNull(),
    organizationId: orgId(),
    sopId: uuid('sop_id')
      .notNull()
      .references(() => multimodalSops.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    attachments: jsonb('attachments').notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [primaryKey({ columns: [t.sopId, t.id] }), index('multimodal_sop_items_org_id_idx').on(t.organizationId, t.id)],
);

/** A snapshot {title, description, items} per saved version (version history panel, restore). */
export const multimodalSopVersions = pgTable(
  'multimodal_sop_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    sopId: uuid('sop_id')
      .notNull()
      .references(() => multimodalSops.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('multimodal_sop_versions_uq').on(t.sopId, t.version)],
);

/** One operator's run through a SOP; its entries form a hash chain ending in `headHash`. */
export const multimodalSopExecutions = pgTable(
  'multimodal_sop_executions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    sopId: uuid('sop_id')
      .notNull()
      .references(() => multimodalSops.id, { onDelete: 'cascade' }),
    sopVersion: integer('sop_version').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    skillId: uuid('skill_id').references(() => playlists.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('in-progress'),
    confirmedName: text('confirmed_name'),
    headHash: text('head_hash').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('multimodal_sop_executions_sop_idx').on(t.organizationId, t.sopId, t.startedAt),
    check('multimodal_sop_executions_status', sql`${t.status} in ('in-progress', 'completed')`),
  ],
);

/** An execution entry: hash = sha256(prevHash + canonical JSON of {seq, kind, itemId, payload, at, userId}). */
export const multimodalSopExecutionEntries = pgTable(
  'multimodal_sop_execution_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    executionId: uuid('execution_id')
      .notNull()
      .references(() => multimodalSopExecutions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull().default(''),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    userId: text('user_id').notNull(),
    at: text('at').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [uniqueIndex('multimodal_sop_execution_entries_uq').on(t.executionId, t.seq)],
);

/** Usage tracking (spec 02 §3 Usage tracking (SOP)): one row per viewing session, feeding analytics. */
export const multimodalSopUsage = pgTable(
  'multimodal_sop_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    sopId: uuid('sop_id')
      .notNull()
      .references(() => multimodalSops.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    deviceInfo: jsonb('device_info').notNull().default(sql`'{}'::jsonb`),
    durationSeconds: integer('duration_seconds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('multimodal_sop_usage_idx').on(t.organizationId, t.sopId, t.createdAt)],
);

export const multimodalSopLikes = pgTable(
  'multimodal_sop_likes',
  {
    organizationId: orgId(),
    sopId: uuid('sop_id')
      .notNull()
      .references(() => multimodalSops.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sopId, t.userId] }), index('multimodal_sop_likes_user_idx').on(t.organizationId, t.userId, t.createdAt)],
);

export type MultimodalSop = typeof multimodalSops.$inferSelect;
export type MultimodalSopItemRow = typeof multimodalSopItems.$inferSelect;
export type MultimodalSopExecution = typeof multimodalSopExecutions.$inferSelect;
export type MultimodalSopExecutionEntry = typeof multimodalSopExecutionEntries.$inferSelect;
