import 'server-only';
import type { Db } from '@/db/client';
import type { OrgSettings } from '@/lib/orgs/settings';
import { quizTakingOn } from './access';
import { findQuizByWorkflow, isTeamMember, latestAttempts } from './queries';
import type { UsersQuizzesDto } from './schema';

type Options = { orgId: string; workflowId: string; viewerId: string | null; settings: OrgSettings; isPublic: boolean };

/**
 * Workflow.usersQuizzes for the player: the published quiz this viewer may take and their latest
 * result (pending until a first attempt). Null on public players, with quizzes off, or with no quiz for them.
 */
export async function usersQuizzesFor(db: Db, { orgId, workflowId, viewerId, settings, isPublic }: Options): Promise<UsersQuizzesDto | null> {
  if (isPublic || !viewerId || !quizTakingOn(settings)) return null;
  const quiz = await findQuizByWorkflow(db, { orgId, workflowId });
  if (!quiz?.published || (Array.isArray(quiz.questions) && quiz.questions.length === 0)) return null;
  if (quiz.audience === 'team' && !(quiz.teamId && (await isTeamMember(db, { orgId, teamId: quiz.teamId, userId: viewerId })))) return null;
  const [latest] = await latestAttempts(db, { orgId, userId: viewerId, quizIds: [quiz.id] });
  return { quizId: quiz.id, published: true, status: (latest?.status as 'passed' | 'failed' | undefined) ?? 'pending', userQuizId: latest?.id ?? null };
}
