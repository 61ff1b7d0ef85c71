import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orgId } from './columns';
import { users } from './users';
import { teams } from './workspaces';
import { workflows } from './workflows';

/**
 * A workflow's quiz (spec 02 §3 Quiz): one per workflow. `questions` is the list of Question
 * documents (lib/quiz/schema.ts). `status` is the AI generation's (pending, processing,
 * completed, failure); `published` makes the questions read-only, `audience` says who takes it
 * (all, one team, or a draft nobody but authors sees). `revision` guards against stale saves.
 */
export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    titleTranslations: jsonb('title_translations').notNull().default(sql`'{}'::jsonb`),
    questions: jsonb('questions').notNull().default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('completed'),
    // Which generation run the job may finish (a retried request starts a new one).
    generationId: uuid('generation_id'),
    generationError: text('generation_error'),
    published: boolean('published').notNull().default(false),
    audience: text('audience').notNull().default('draft'),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    revision: integer('revision').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quizzes_workflow_uq').on(t.workflowId),
    index('quizzes_org_idx').on(t.organizationId),
    check('quizzes_status', sql`${t.status} in ('pending', 'processing', 'completed', 'failure')`),
    check('quizzes_audience', sql`${t.audience} in ('all', 'team', 'draft')`),
  ],
);

/** One attempt at a quiz (spec 02 §3 User quiz result); a retake is a new row. `answers` snapshots the graded questions. */
export const userQuizzes = pgTable(
  'user_quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').notNull().default(sql`'[]'::jsonb`),
    correctAnswerCount: integer('correct_answer_count').notNull(),
    questionCount: integer('question_count').notNull(),
    score: integer('score').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_quizzes_quiz_idx').on(t.organizationId, t.quizId, t.createdAt),
    index('user_quizzes_user_idx').on(t.userId, t.quizId),
    check('user_quizzes_status', sql`${t.status} in ('passed', 'failed')`),
  ],
);

export type Quiz = typeof quizzes.$inferSelect;
export type UserQuiz = typeof userQuizzes.$inferSelect;
