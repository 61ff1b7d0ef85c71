import 'server-only';
import { getDb, type Db } from '@/db/client';
import type { Quiz } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { createNotification } from '@/lib/notifications/operations';
import { loadWorkflowForView } from '@/lib/workflows/access';
import { requireId } from '@/lib/workspaces/workspace-access';
import { loadQuizForEdit, loadQuizForView } from './access';
import { gradeQuiz } from './grading';
import { storedQuestions, toUserQuizDto } from './present';
import { findQuizByWorkflow, findUserQuiz, insertUserQuiz, listAttempts } from './queries';
import type { SubmitQuizInput, UserQuizDto } from './schema';

/**
 * Grades an attempt at a quiz the caller was allowed to load and stores it: only a published quiz
 * is taken, at the revision the learner saw, with one answer per question. The player and the
 * learning-host player (lib/learning-host/quiz.ts) both submit through here.
 */
export async function storeQuizAttempt(db: Db, { orgId, user, quiz, input }: { orgId: string; user: { id: string; displayName: string | null }; quiz: Quiz; input: SubmitQuizInput }): Promise<UserQuizDto> {
  if (!quiz.published) throw new AppError('conflict', 'quiz.errors.notPublished');
  if (input.revision !== quiz.revision) throw new AppError('conflict', 'quiz.errors.changed');
  const questions = storedQuestions(quiz.questions);
  if (input.answers.length !== questions.length) throw new AppError('invalid_input', 'quiz.errors.answerCount', { field: 'answers' });
  const grade = gradeQuiz(questions, input.answers);
  const attempt = await insertUserQuiz(db, {
    organizationId: orgId,
    quizId: quiz.id,
    userId: user.id,
    answers: grade.answers,
    correctAnswerCount: grade.correctAnswerCount,
    questionCount: grade.questionCount,
    score: grade.score,
    status: grade.status,
  });
  return toUserQuizDto({ attempt, userName: user.displayName });
}

// POST /api/v1/user-quiz {quiz, revision, answers} – graded on the server; the answer carries the review
export async function submitQuiz(session: SessionContext, input: SubmitQuizInput): Promise<UserQuizDto> {
  const db = await getDb();
  // Authors try their quiz in the player too, but only a published one is taken.
  const { quiz } = await loadQuizForView(db, session, input.quiz);
  return storeQuizAttempt(db, { orgId: session.org.id, user: session.user, quiz, input });
}

// GET /api/v1/user-quiz/{id} – one attempt: its taker's, or any in a quiz the caller authors
export async function getUserQuiz(session: SessionContext, id: unknown): Promise<UserQuizDto> {
  const db = await getDb();
  const row = await findUserQuiz(db, { orgId: session.org.id, id: requireId(id) });
  if (!row) throw new AppError('not_found');
  if (row.attempt.userId !== session.user.id) {
    await loadQuizForEdit(db, session, row.attempt.quizId).catch(() => {
      throw new AppError('not_found');
    });
  }
  return toUserQuizDto(row);
}

// GET /api/v1/quiz/{id}/user-quiz – the caller's attempts at a quiz, newest first
export async function listMyQuizAttempts(session: SessionContext, quizId: unknown): Promise<UserQuizDto[]> {
  const db = await getDb();
  const { quiz } = await loadQuizForView(db, session, quizId);
  return (await listAttempts(db, { orgId: session.org.id, quizId: quiz.id, userId: session.user.id })).map(toUserQuizDto);
}

// GET /api/v1/workflows/{id}/user-quiz – the caller's attempts at the workflow's quiz (none: empty)
export async function listMyWorkflowAttempts(session: SessionContext, workflowId: unknown): Promise<UserQuizDto[]> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForView(db, session, workflowId);
  const quiz = await findQuizByWorkflow(db, { orgId: session.org.id, workflowId: workflow.id });
  if (!quiz) return [];
  return listMyQuizAttempts(session, quiz.id);
}

// GET /api/v1/quiz/{id}/results – authors: every attempt (who, score, status, answers), newest first
export async function listQuizResults(session: SessionContext, quizId: unknown): Promise<UserQuizDto[]> {
  const db = await getDb();
  const { quiz } = await loadQuizForEdit(db, session, quizId);
  return (await listAttempts(db, { orgId: session.org.id, quizId: quiz.id })).map(toUserQuizDto);
}

// POST /api/v1/user-quiz/{id}/retrain – an author asks the taker of a failed attempt to go through the workflow again
export async function requestRetrain(session: SessionContext, userQuizId: unknown) {
  const db = await getDb();
  const row = await findUserQuiz(db, { orgId: session.org.id, id: requireId(userQuizId) });
  if (!row) throw new AppError('not_found');
  const { workflow } = await loadQuizForEdit(db, session, row.attempt.quizId).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'forbidden' ? error : new AppError('not_found');
  });
  if (row.attempt.status !== 'failed') throw new AppError('conflict', 'quiz.errors.notFailed');
  await createNotification(db, {
    orgId: session.org.id,
    userId: row.attempt.userId,
    type: 'user-workflow-retrain',
    workflowId: workflow.id,
    activity: [{ senderId: session.user.id, senderName: session.user.displayName, counter: 1 }],
    summary: { title: workflow.title },
  });
  return { userId: row.attempt.userId, workflowId: workflow.id };
}
