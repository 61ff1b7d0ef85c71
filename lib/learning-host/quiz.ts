import 'server-only';
import type { Db } from '@/db/client';
import { AppError } from '@/lib/http/errors';
import { storeQuizAttempt } from '@/lib/quiz/attempts';
import { toQuizDto, toUserQuizDto } from '@/lib/quiz/present';
import { findQuiz, findUserQuiz } from '@/lib/quiz/queries';
import type { QuizDto, SubmitQuizInput, UserQuizDto } from '@/lib/quiz/schema';
import { usersQuizzesFor } from '@/lib/quiz/users-quizzes';
import { requireId } from '@/lib/workspaces/workspace-access';
import { loadPublishedHostWorkflow } from './access';
import type { HostSession } from './host-session';
import { totalDuration, toProgressDto } from './progress';
import { recordHostQuizResult } from './queries';
import type { HostQuizResult } from './schema';

/**
 * The quiz of a package's workflow as the host player offers it: the one the normal player would
 * offer this learner (published, quizzes on, lib/quiz/users-quizzes.ts), of a workflow in the
 * package. Anything else — unknown, another workflow's, switched off — reads as unknown (404).
 */
async function loadHostQuiz(db: Db, session: HostSession, quizId: unknown) {
  const quiz = await findQuiz(db, { orgId: session.org.id, id: requireId(quizId) });
  if (!quiz) throw new AppError('not_found');
  const workflow = await loadPublishedHostWorkflow(db, session, quiz.workflowId);
  const offered = await usersQuizzesFor(db, { orgId: session.org.id, workflowId: workflow.id, viewerId: session.user.id, settings: session.org.settings, isPublic: false });
  if (offered?.quizId !== quiz.id) throw new AppError('not_found');
  return { quiz, workflow };
}

// GET /api/v1/learning-host/quizzes/{id} – the questions, without answers
export async function getHostQuiz(db: Db, session: HostSession, quizId: unknown, locale: string): Promise<QuizDto> {
  const { quiz } = await loadHostQuiz(db, session, quizId);
  return toQuizDto(quiz, { canEdit: false, locale });
}

/**
 * POST /api/v1/learning-host/user-quiz – graded like the player's (passing score 80), stored as the
 * learner's attempt (quiz analytics count it), and the package's result: the host record takes the
 * attempt's passed or failed, which the launcher reports to the LMS with the score.
 */
export async function submitHostQuiz(db: Db, session: HostSession, input: SubmitQuizInput, now = new Date()): Promise<HostQuizResult> {
  const { quiz, workflow } = await loadHostQuiz(db, session, input.quiz);
  const attempt = await storeQuizAttempt(db, { orgId: session.org.id, user: session.user, quiz, input });
  const row = await recordHostQuizResult(db, { orgId: session.org.id, userId: session.user.id, workflowId: workflow.id, status: attempt.status, now });
  const { total } = await totalDuration(db, { orgId: session.org.id, workflow });
  return { attempt, progress: toProgressDto(row, total), quiz: { score: attempt.score, passed: attempt.status === 'passed' } };
}

// GET /api/v1/learning-host/user-quiz/{id} – the learner's own attempt, for the review
export async function getHostAttempt(db: Db, session: HostSession, attemptId: unknown): Promise<UserQuizDto> {
  const row = await findUserQuiz(db, { orgId: session.org.id, id: requireId(attemptId) });
  if (!row || row.attempt.userId !== session.user.id) throw new AppError('not_found');
  await loadHostQuiz(db, session, row.attempt.quizId);
  return toUserQuizDto(row);
}
