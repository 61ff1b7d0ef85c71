import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orgId } from './columns';
import { users } from './users';
import { workflows } from './workflows';

/** Token use of every AI provider call, per organisation (lib/ai/limits.ts writes one row per call). */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    task: text('task').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_usage_org_created_idx').on(t.organizationId, t.createdAt)],
);

/**
 * A workflow's AI summary and SOP outline (spec 02 §3 AI summary): one per workflow, made by a
 * job (lib/ai-summary) with the spec's statuses pending → processing → completed | failure.
 * Learners see it only when completed and activated by an author. `content` holds
 * { summary: { highlights, contents }, sop } (lib/ai-summary/schema.ts), every item citing the
 * transcript sentences it came from and carrying its translations per content language.
 */
export const aiSummaries = pgTable(
  'ai_summaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'), // pending | processing | completed | failure
    activate: boolean('activate').notNull().default(false),
    // Which provider made it: openai | offline (the UI says "AI" or "from the transcript").
    provider: text('provider'),
    // The language the content was generated in (the workflow's transcript language).
    languageCode: text('language_code').notNull(),
    content: jsonb('content').notNull().default(sql`'{"summary":{"highlights":[],"contents":[]},"sop":[]}'::jsonb`),
    // Job progress 0..1 while pending or processing; the message key of the last failure.
    progress: real('progress').notNull().default(0),
    errorKey: text('error_key'),
    // Sentence indices the author asked to summarise (null: the whole transcript).
    sentences: jsonb('sentences'),
    // Optimistic concurrency for the author's edits (a stale PATCH is refused with 409).
    revision: integer('revision').notNull().default(0),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ai_summaries_workflow_uq').on(t.workflowId), index('ai_summaries_org_idx').on(t.organizationId, t.status)],
);

export type AiSummaryRow = typeof aiSummaries.$inferSelect;
export type NewAiSummaryRow = typeof aiSummaries.$inferInsert;

/**
 * A workflow's key-term suggestion (POST /api/v1/workflow/keypoints): one row per workflow, made
 * by a job (lib/builder/key-terms-job.ts) with the statuses pending → processing → completed |
 * failure. `added` holds what the last completed run merged into workflows.terms, per language
 * (the builder merges it into its open form). `revision` names the run: a restart bumps it, so a
 * late delivery of an older run changes nothing.
 */
export const keyTermGenerations = pgTable(
  'key_term_generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'), // pending | processing | completed | failure
    provider: text('provider'),
    added: jsonb('added').notNull().default(sql`'{}'::jsonb`),
    progress: real('progress').notNull().default(0),
    errorKey: text('error_key'),
    revision: integer('revision').notNull().default(0),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('key_term_generations_workflow_uq').on(t.workflowId), index('key_term_generations_org_idx').on(t.organizationId, t.status)],
);

export type KeyTermGenerationRow = typeof keyTermGenerations.$inferSelect;
export type NewKeyTermGenerationRow = typeof keyTermGenerations.$inferInsert;
