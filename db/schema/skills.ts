import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, boolean } from 'drizzle-orm/pg-core';
import { orgId } from './columns';
import { users } from './users';
import { teams, workspaces } from './workspaces';
import { workflows } from './workflows';
// sop.ts imports playlists too; the references below are lazy, so the cycle is harmless.
import { multimodalSops } from './sop';

/**
 * A skill (spec 01 §3 Playlist): an ordered list of content, assigned to users and teams.
 * `workspaceId` is the spec's `group` (null: organisation-wide). `assessment` holds the skill's own
 * quiz questions (lib/quiz Question documents, POST /v1/skill/skills/{id}/quiz); empty means none.
 * `signerId` is the skills manager whose signature the certificates carry (the creator by default).
 */
export const playlists = pgTable(
  'playlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    posterKey: text('poster_key'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    signerId: uuid('signer_id').references(() => users.id, { onDelete: 'set null' }),
    assessment: jsonb('assessment').notNull().default(sql`'[]'::jsonb`),
    certification: boolean('certification').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('playlists_org_idx').on(t.organizationId, t.createdAt), index('playlists_ws_idx').on(t.organizationId, t.workspaceId)],
);

/** One entry of a skill's content list, in order: a workflow or a smart instruction ('mm-sop'), exactly one id set to match the type. */
export const playlistItems = pgTable(
  'playlist_items',
  {
    organizationId: orgId(),
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').notNull().default('workflow'),
    workflowId: uuid('workflow_id').references(() => workflows.id, { onDelete: 'cascade' }),
    sopId: uuid('sop_id').references(() => multimodalSops.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.playlistId, t.position] }),
    index('playlist_items_workflow_idx').on(t.workflowId),
    index('playlist_items_sop_idx').on(t.sopId),
    check('playlist_items_type', sql`${t.type} in ('workflow', 'mm-sop')`),
    check(
      'playlist_items_target',
      sql`(${t.type} = 'workflow' and ${t.workflowId} is not null and ${t.sopId} is null) or (${t.type} = 'mm-sop' and ${t.sopId} is not null and ${t.workflowId} is null)`,
    ),
  ],
);

/**
 * A skill given to one user or one team (exactly one of the two). The due date is an interval from
 * the start of the user's cycle; `recurrenceMonths` re-opens the skill that long after completion.
 */
export const skillAssignments = pgTable(
  'skill_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    dueDateIntervalType: text('due_date_interval_type'),
    dueDateInterval: integer('due_date_interval'),
    recurrenceMonths: integer('recurrence_months'),
    assignedById: uuid('assigned_by_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('skill_assignments_user_uq').on(t.playlistId, t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex('skill_assignments_team_uq').on(t.playlistId, t.teamId).where(sql`${t.teamId} is not null`),
    index('skill_assignments_org_idx').on(t.organizationId, t.playlistId),
    index('skill_assignments_user_idx').on(t.userId),
    index('skill_assignments_team_idx').on(t.teamId),
    check('skill_assignments_target', sql`(${t.userId} is null) <> (${t.teamId} is null)`),
    check('skill_assignments_due_type', sql`${t.dueDateIntervalType} is null or ${t.dueDateIntervalType} in ('year', 'month', 'day')`),
  ],
);

/**
 * One user's standing in one skill (the spec's "skill performance"): the current cycle's status
 * and percent, its due date and, once certified, when the certificate lapses.
 */
export const skillUserProgress = pgTable(
  'skill_user_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('not_started'),
    percent: integer('percent').notNull().default(0),
    cycle: integer('cycle').notNull().default(1),
    cycleStartedAt: timestamp('cycle_started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    lapsesAt: timestamp('lapses_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('skill_user_progress_uq').on(t.playlistId, t.userId),
    index('skill_user_progress_user_idx').on(t.organizationId, t.userId),
    check('skill_user_progress_status', sql`${t.status} in ('not_started', 'in_progress', 'completed')`),
  ],
);

/** One attempt at a skill's assessment, in the user's cycle; graded with lib/quiz (passing score 80). */
export const skillAssessmentAttempts = pgTable(
  'skill_assessment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    answers: jsonb('answers').notNull().default(sql`'[]'::jsonb`),
    correctAnswerCount: integer('correct_answer_count').notNull(),
    questionCount: integer('question_count').notNull(),
    score: integer('score').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('skill_assessment_attempts_user_idx').on(t.organizationId, t.playlistId, t.userId, t.cycle),
    check('skill_assessment_attempts_status', sql`${t.status} in ('passed', 'failed')`),
  ],
);

/** A certificate for one completed cycle (spec 01 §3 Skill certificate); public by id for verification. */
export const skillCertificates = pgTable(
  'skill_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    displayName: text('display_name').notNull(),
    email: text('email').notNull(),
    // { displayName, email, uid, signDate }
    signature: jsonb('signature').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    lapsesAt: timestamp('lapses_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('skill_certificates_cycle_uq').on(t.playlistId, t.userId, t.cycle),
    index('skill_certificates_user_idx').on(t.organizationId, t.userId),
  ],
);

/**
 * Reminders and cycle events already raised, one row per (playlist, user, cycle, kind): the daily
 * job inserts here first and acts only on rows it inserted, so reruns never repeat one.
 */
export const skillRemindersSent = pgTable(
  'skill_reminders_sent',
  {
    organizationId: orgId(),
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.userId, t.cycle, t.kind] })],
);

export type Playlist = typeof playlists.$inferSelect;
export type SkillAssignment = typeof skillAssignments.$inferSelect;
export type SkillUserProgress = typeof skillUserProgress.$inferSelect;
export type SkillCertificate = typeof skillCertificates.$inferSelect;
