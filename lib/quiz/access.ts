import 'server-only';
import type { Db } from '@/db/client';
import type { Quiz, Workflow } from '@/db/schema';
import { aiFeatureOn } from '@/lib/ai/access';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isFeatureOn, type OrgSettings } from '@/lib/orgs/settings';
import { loadWorkflowForEdit, loadWorkflowForView } from '@/lib/workflows/access';
import { requireId } from '@/lib/workspaces/workspace-access';
import { findQuiz, isTeamMember } from './queries';

/** Authors build quizzes when the organisation has quizzes (plan flag and admin toggle). */
export function assertQuizAuthoring(session: SessionContext) {
  if (!isFeatureOn(session.org.settings, 'enableQuiz')) throw new AppError('forbidden', 'quiz.errors.featureOff');
}

/** Learners take quizzes with the player's `quiz` permission (lib/player/permissions.ts: feature and AI switch). */
export const quizTakingOn = (settings: OrgSettings) => aiFeatureOn(settings, 'quiz');

/** Whether a learner may see this quiz: published, and to all or to a team they belong to. */
export async function learnerMaySee(db: Db, session: SessionContext, quiz: Quiz): Promise<boolean> {
  if (!quiz.published) return false;
  if (quiz.audience === 'all') return true;
  return quiz.audience === 'team' && !!quiz.teamId && isTeamMember(db, { orgId: session.org.id, teamId: quiz.teamId, userId: session.user.id });
}

export type LoadedQuiz = { quiz: Quiz; workflow: Workflow; canEdit: boolean };

/**
 * A quiz the caller may see: its workflow visible to them (lib/workflows/access.ts) and, unless
 * they author it, published to them. Anything else reads as unknown (404).
 */
export async function loadQuizForView(db: Db, session: SessionContext, id: unknown): Promise<LoadedQuiz> {
  const quiz = await findQuiz(db, { orgId: session.org.id, id: requireId(id) });
  if (!quiz) throw new AppError('not_found');
  const { workflow, canEdit } = await loadWorkflowForView(db, session, quiz.workflowId);
  if (canEdit) {
    assertQuizAuthoring(session);
    return { quiz, workflow, canEdit };
  }
  if (!quizTakingOn(session.org.settings)) throw new AppError('forbidden', 'quiz.errors.featureOff');
  if (!(await learnerMaySee(db, session, quiz))) throw new AppError('not_found');
  return { quiz, workflow, canEdit };
}

/** A quiz the caller authors (403 for a learner who may see it, 404 for anything they cannot see). */
export async function loadQuizForEdit(db: Db, session: SessionContext, id: unknown): Promise<LoadedQuiz> {
  const quiz = await findQuiz(db, { orgId: session.org.id, id: requireId(id) });
  if (!quiz) throw new AppError('not_found');
  const { workflow } = await loadWorkflowForEdit(db, session, quiz.workflowId);
  assertQuizAuthoring(session);
  return { quiz, workflow, canEdit: true };
}
