import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orgId } from './columns';
import { users } from './users';
import { workflows, workflowSteps } from './workflows';

/**
 * Generated speech (spec 02 §3 Audio source): one row per generation request of a block, so the
 * rows of a workflow are its text-to-speech history. rate null = automatic speed to fit
 * target_duration. The audio lives in the organisation's audios folder (storage_key).
 */
export const textToSpeech = pgTable(
  'text_to_speech',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    stepId: uuid('step_id').references(() => workflowSteps.id, { onDelete: 'set null' }),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    voice: text('voice').notNull(),
    rate: real('rate'),
    text: text('text').notNull(),
    language: text('language').notNull(),
    // The block's span when requested: audio a little shorter is padded to it (auto-correct).
    span: real('span').notNull(),
    targetDuration: real('target_duration'),
    duration: real('duration'),
    status: text('status').notNull().default('pending'),
    failure: text('failure'),
    storageKey: text('storage_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('text_to_speech_workflow_idx').on(t.organizationId, t.workflowId, t.createdAt)],
);

/** A workflow's voice-over: its blocks per step and how publishing mixes them with the original sound. */
export const voiceOvers = pgTable(
  'voice_overs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull().default('duck'),
    steps: jsonb('steps').notNull().default(sql`'{}'::jsonb`),
    // Every save claims it (lib/editor/revision.ts): a save based on an older one is refused (409).
    revision: integer('revision').notNull().default(0),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('voice_overs_workflow_idx').on(t.organizationId, t.workflowId)],
);

export type TextToSpeech = typeof textToSpeech.$inferSelect;
export type VoiceOver = typeof voiceOvers.$inferSelect;
