import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { optionalOrgId, orgId } from './columns';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    read: boolean('read').notNull().default(false),
    // Cleared for all of a user's notifications when the bell is opened.
    isNew: boolean('is_new').notNull().default(true),
    workflowId: uuid('workflow_id'),
    skillId: uuid('skill_id'),
    multimodalSopId: uuid('multimodal_sop_id'),
    message: text('message'),
    // [{ senderId, senderName, counter, read }]
    activity: jsonb('activity').notNull().default(sql`'[]'::jsonb`),
    // { title, numSteps, videoDuration, dueDaysLeft, ... } – what the card shows without joins
    summary: jsonb('summary').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Set when the notification-email job has taken this notification (sent, skipped or opted out).
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.updatedAt),
    // Aggregation looks up a recipient's card for one type and target (lib/notifications/raise.ts).
    index('notifications_target_idx').on(t.userId, t.type, t.workflowId),
    // The email round's question: which rows are still to be mailed (few, and recent).
    index('notifications_unmailed_idx').on(t.organizationId, t.createdAt).where(sql`emailed_at is null`),
  ],
);

// The notification types a user does not want by email (spec: a per-user switch per type; default on).
export const notificationEmailOptOuts = pgTable(
  'notification_email_opt_outs',
  {
    organizationId: orgId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

// The people and teams a user last shared with (spec: 10 history entries per user), newest first.
export const shareRecipients = pgTable(
  'share_recipients',
  {
    organizationId: orgId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'user' or 'team'
    kind: text('kind').notNull(),
    recipientId: uuid('recipient_id').notNull(),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.recipientId] }), index('share_recipients_user_idx').on(t.userId, t.sharedAt)],
);

// Every email the platform sends; with no SMTP configured this is the delivery (and the log).
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: optionalOrgId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('email_outbox_to_idx').on(t.to, t.createdAt)],
);

/**
 * A consent the organisation asks of its members (spec 01 §3 Consent). `kind` 'terms' is an
 * agreement (may be mandatory); 'tracking' is the one consent that governs personal tracking of
 * viewing (lib/consents/tracking.ts) and can never be mandatory: a refusal must cost nothing.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    mandatory: boolean('mandatory').notNull().default(false),
    kind: text('kind').notNull().default('terms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consents_org_idx').on(t.organizationId, t.createdAt),
    uniqueIndex('consents_one_tracking_uq').on(t.organizationId).where(sql`${t.kind} = 'tracking'`),
    check('consents_kind', sql`${t.kind} in ('terms', 'tracking')`),
    check('consents_tracking_optional', sql`${t.kind} <> 'tracking' or not ${t.mandatory}`),
  ],
);

export const userConsents = pgTable(
  'user_consents',
  {
    organizationId: orgId(),
    consentId: uuid('consent_id')
      .notNull()
      .references(() => consents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAgree: boolean('is_agree').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consentId, t.userId] })],
);
