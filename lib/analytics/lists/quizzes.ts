import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { quizzes, userQuizzes as attempts, users, workflows, workspaces } from '@/db/schema';
import type { GradedAnswer } from '@/lib/quiz/schema';
import type { AnalyticsScope } from '../access';
import { col, inWorkspaces, offsetOf, shape, totalOver, type ListResult, type Paging } from './shared';

// Quiz analytics read the attempts (lib/quiz's user_quizzes, one row per attempt) through their
// (organisation, quiz, time) index. The spec's quiz pages have no date filter: all attempts count.
const quizJoin = and(eq(quizzes.id, attempts.quizId), eq(quizzes.organizationId, attempts.organizationId));
const workflowJoin = and(eq(workflows.id, quizzes.workflowId), eq(workflows.organizationId, quizzes.organizationId));
const workspaceJoin = and(eq(workspaces.id, workflows.workspaceId), eq(workspaces.organizationId, workflows.organizationId));
const userJoin = and(eq(users.id, attempts.userId), eq(users.organizationId, attempts.organizationId));
const inScope = (scope: AnalyticsScope) => and(eq(attempts.organizationId, scope.orgId), inWorkspaces(workflows.workspaceId, scope));

const attemptsCount = sql<number>`count(*)`;
const figures = {
  attempts: attemptsCount,
  users: sql<number>`count(distinct ${attempts.userId})`,
  passedUsers: sql<number>`count(distinct ${attempts.userId}) filter (where ${attempts.status} = 'passed')`,
  averageScore: sql<number>`avg(${attempts.score})::float8 / 100`,
};

export const QUIZ_COLUMNS = [
  col('title', 'text', '/analytics/quiz/workflow/{workflowId}'),
  col('workspaceName'),
  col('questions', 'count'),
  col('attempts', 'count'),
  col('users', 'count'),
  col('passedUsers', 'count'),
  col('averageScore', 'percent'),
];

/** GET quizzes/list: per quiz that was taken, the attempts, people, people who passed once, and the average score. */
export async function quizzesList(db: Db, scope: AnalyticsScope, page: Paging): Promise<ListResult> {
  const rows = await db
    .select({ workflowId: workflows.id, quizId: quizzes.id, title: workflows.title, workspaceName: workspaces.name, questions: sql<number>`jsonb_array_length(${quizzes.questions})`, ...figures, total: totalOver })
    .from(attempts)
    .innerJoin(quizzes, quizJoin)
    .innerJoin(workflows, workflowJoin)
    .innerJoin(workspaces, workspaceJoin)
    .where(inScope(scope))
    .groupBy(workflows.id, quizzes.id, workflows.title, workspaces.name)
    .orderBy(desc(attemptsCount), asc(workflows.title), asc(quizzes.id))
    .limit(page.size)
    .offset(offsetOf(page));
  return shape(QUIZ_COLUMNS, rows, ['workflowId', 'quizId']);
}

const personFigures = {
  attempts: attemptsCount,
  bestScore: sql<number>`max(${attempts.score})::float8 / 100`,
  latestScore: sql<number>`(array_agg(${attempts.score} order by ${attempts.createdAt} desc))[1]::float8 / 100`,
  latestStatus: sql<string>`(array_agg(${attempts.status} order by ${attempts.createdAt} desc))[1]`,
  lastAttemptAt: sql<string>`max(${attempts.createdAt})`,
};
const ANSWERS_LINK = '/analytics/quiz/{quizId}/workflow/{workflowId}/user/{userId}';

export const QUIZ_USER_COLUMNS = [
  col('displayName', 'text', ANSWERS_LINK),
  col('email'),
  col('attempts', 'capped'),
  col('bestScore', 'percent'),
  col('latestScore', 'percent'),
  col('latestStatus', 'status'),
  col('lastAttemptAt', 'date'),
];

/** GET quizzes/workflows/{workflowId}/users: who took the workflow's quiz, latest attempt first (the caller checked the workflow). */
export async function quizUsersList(db: Db, scope: AnalyticsScope, workflowId: string, page: Paging): Promise<ListResult> {
  const rows = await db
    .select({ userId: users.id, quizId: quizzes.id, workflowId: workflows.id, displayName: users.displayName, email: users.email, ...personFigures, total: totalOver })
    .from(attempts)
    .innerJoin(quizzes, quizJoin)
    .innerJoin(workflows, workflowJoin)
    .innerJoin(users, userJoin)
    .where(and(inScope(scope), eq(quizzes.workflowId, workflowId)))
    .groupBy(users.id, quizzes.id, workflows.id, users.displayName, users.email)
    .orderBy(desc(personFigures.lastAttemptAt), asc(users.id))
    .limit(page.size)
    .offset(offsetOf(page));
  return shape(QUIZ_USER_COLUMNS, rows, ['userId', 'quizId', 'workflowId']);
}

export const QUIZ_PERFORMANCE_COLUMNS = [
  col('displayName', 'text', ANSWERS_LINK),
  col('title', 'text', '/analytics/quiz/workflow/{workflowId}'),
  col('workspaceName'),
  col('attempts', 'count'),
  col('bestScore', 'percent'),
  col('latestStatus', 'status'),
  col('lastAttemptAt', 'date'),
];

/** GET quizzes/quiz-performance-reports/list: per person and quiz, latest attempt first. */
export async function quizPerformanceList(db: Db, scope: AnalyticsScope, page: Paging): Promise<ListResult> {
  const rows = await db
    .select({ userId: users.id, quizId: quizzes.id, workflowId: workflows.id, displayName: users.displayName, title: workflows.title, workspaceName: workspaces.name, ...personFigures, total: totalOver })
    .from(attempts)
    .innerJoin(quizzes, quizJoin)
    .innerJoin(workflows, workflowJoin)
    .innerJoin(workspaces, workspaceJoin)
    .innerJoin(users, userJoin)
    .where(inScope(scope))
    .groupBy(users.id, quizzes.id, workflows.id, users.displayName, workflows.title, workspaces.name)
    .orderBy(desc(personFigures.lastAttemptAt), asc(users.id), asc(quizzes.id))
    .limit(page.size)
    .offset(offsetOf(page));
  return shape(QUIZ_PERFORMANCE_COLUMNS, rows, ['userId', 'quizId', 'workflowId']);
}

export type QuizAttemptDto = { id: string; score: number; status: 'passed' | 'failed'; correctAnswerCount: number; questionCount: number; createdAt: string; answers: GradedAnswer[] };

/** GET quizzes/{quizId}/workflows/{workflowId}/users/{userId}/answers: one person's attempts, newest first, with their graded answers. */
export async function quizUserAnswers(db: Db, scope: AnalyticsScope, quizId: string, userId: string): Promise<QuizAttemptDto[]> {
  const rows = await db
    .select({ id: attempts.id, score: attempts.score, status: attempts.status, correctAnswerCount: attempts.correctAnswerCount, questionCount: attempts.questionCount, createdAt: attempts.createdAt, answers: attempts.answers })
    .from(attempts)
    .where(and(eq(attempts.organizationId, scope.orgId), eq(attempts.quizId, quizId), eq(attempts.userId, userId)))
    .orderBy(desc(attempts.createdAt), asc(attempts.id))
    .limit(100);
  return rows.map((r) => ({ ...r, status: r.status as QuizAttemptDto['status'], createdAt: r.createdAt.toISOString(), answers: (r.answers ?? []) as GradedAnswer[] }));
}
