import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orgId } from './columns';
import { users } from './users';
import { workflows } from './workflows';

/**
 * A comment on a workflow (spec 02 §3 Comment; level is always 'workflows' today). Deleting is a
 * hard delete: the spec has no restore or "comment removed" placeholder, and text a person
 * asked to remove should not linger. `updatedAt > createdAt` marks an edited comment.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    level: text('level').notNull().default('workflows'),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_workflow_idx').on(t.organizationId, t.workflowId, t.createdAt),
    check('comments_text_length', sql`char_length(${t.text}) between 1 and 1000`),
  ],
);

/** An emoji on a comment: one per person, emoji and comment. */
export const commentReactions = pgTable(
  'comment_reactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emojiCode: text('emoji_code').notNull(),
    emojiChar: text('emoji_char').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('comment_reactions_uq').on(t.commentId, t.userId, t.emojiCode)],
);

/** A person's one reaction to a workflow (like_it, great_content, well_presented, nice_production). */
export const workflowReactions = pgTable(
  'workflow_reactions',
  {
    organizationId: orgId(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    // Changed on every set, so "newest first" follows the latest choice.
    reactedAt: timestamp('reacted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workflowId, t.userId] }),
    index('workflow_reactions_recent_idx').on(t.workflowId, t.reactedAt),
    check('workflow_reactions_value', sql`${t.reaction} in ('like_it', 'great_content', 'well_presented', 'nice_production')`),
  ],
);

/**
 * Player tracker events (spec 02 §3 Tracker document, one row per event rather than one mutable
 * document, so an offline queue can be replayed safely). `clientEventId` is generated in the
 * browser; the unique index makes a replayed batch store each event exactly once. `trackerId`
 * groups the events of one viewing session (the spec's tracker document id). Step ids are kept
 * without a foreign key: analytics must survive re-segmentation.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    clientEventId: text('client_event_id').notNull(),
    trackerId: text('tracker_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    stepId: uuid('step_id'),
    type: text('type').notNull(),
    // Seconds into the step when the event happened.
    position: real('position'),
    // Seconds played since the previous event (gaps under 2 s, scaled by speed — counted by the player).
    playedSeconds: real('played_seconds').notNull().default(0),
    // Type-specific details: deviceInfo, speed, resolution, subtitle language, interval, from/to step.
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tracking_events_client_uq').on(t.organizationId, t.clientEventId),
    index('tracking_events_user_wf_idx').on(t.organizationId, t.userId, t.workflowId, t.occurredAt),
    index('tracking_events_wf_idx').on(t.organizationId, t.workflowId, t.occurredAt),
    // The analytics rollup job rebuilds one (organisation, day) at a time from this range (lib/analytics/rollup.ts).
    index('tracking_events_org_time_idx').on(t.organizationId, t.occurredAt),
  ],
);

export type Comment = typeof comments.$inferSelect;
export type CommentReaction = typeof commentReactions.$inferSelect;
export type WorkflowReaction = typeof workflowReactions.$inferSelect;
export type TrackingEvent = typeof trackingEvents.$inferSelect;
export type NewTrackingEvent = typeof trackingEvents.$inferInsert;
