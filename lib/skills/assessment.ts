import { getDb, type Db } from '@/db/client';
import { skillAssessmentAttempts, type Playlist } from '@/db/schema';
import { recordAudit } from '@/lib/audit/record';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { gradeQuiz } from '@/lib/quiz/grading';
import { toStoredQuestions } from '@/lib/quiz/operations';
import { storedQuestions } from '@/lib/quiz/present';
import { PASSING_SCORE, type GradedAnswer, type LearnerQuestion, type QuizQuestion } from '@/lib/quiz/schema';
import { canManageSkills, loadPlaylistForManager, loadPlaylistOrThrow, assertSkillsAvailable } from './access';
import { recalculate } from './calculate';
import { updatePlaylistRow } from './queries';
import { SKILL_CODE, type AssessmentAttemptInput, type AssessmentInput, type ProgressCalculation } from './schema';
import { learnerStanding } from './welcome';

/** The skill's assessment: skills managers see it whole, learners without answers or references. */
export type SkillAssessmentDto = { skillId: string; passingScore: number; canEdit: boolean; questions: (QuizQuestion | LearnerQuestion)[] };
export type AssessmentAttemptDto = {
  score: number;
  correctAnswerCount: number;
  questionCount: number;
  status: 'passed' | 'failed';
  answers: GradedAnswer[];
  result: ProgressCalculation;
};

/** A learner may take a skill's assessment only when it reaches them and is published (403 with code 52 or 2). */
async function standingOrThrow(db: Db, playlist: Playlist, userId: string, now: Date) {
  const standing = await learnerStanding(db, { playlist, userId, now });
  if (standing.code === SKILL_CODE.notAssigned) throw new AppError('forbidden', 'skills.errors.notAssigned', { code: standing.code });
  if (standing.code === SKILL_CODE.unpublished) throw new AppError('forbidden', 'skills.errors.unpublished', { code: standing.code });
  return standing;
}

const learnerQuestion = ({ id, type, title, options }: QuizQuestion): LearnerQuestion => ({ id, type, title, options });

// POST /api/v1/skill/skills/{id}/quiz {questions}
export async function saveAssessment(session: SessionContext, skillId: string, input: AssessmentInput): Promise<SkillAssessmentDto> {
  const db = await getDb();
  const playlist = await loadPlaylistForManager(db, session, skillId);
  const questions = toStoredQuestions(input.questions);
  await db.transaction(async (tx) => {
    await updatePlaylistRow(tx, { orgId: session.org.id, playlistId: playlist.id, patch: { assessment: questions } });
    await recordAudit(tx, session, { action: 'skill.update', entityType: 'skill', entityId: playlist.id, entityName: playlist.title, after: { assessmentQuestions: questions.length } });
  });
  return { skillId: playlist.id, passingScore: PASSING_SCORE, canEdit: true, questions };
}

// GET /api/v1/skill/skills/{id}/quiz
export async function getAssessment(session: SessionContext, skillId: string): Promise<SkillAssessmentDto> {
  assertSkillsAvailable(session);
  const db = await getDb();
  const playlist = await loadPlaylistOrThrow(db, session, skillId);
  const canEdit = canManageSkills(session);
  if (!canEdit) {
    await standingOrThrow(db, playlist, session.user.id, new Date());
  }
  const questions = storedQuestions(playlist.assessment);
  return { skillId: playlist.id, passingScore: PASSING_SCORE, canEdit, questions: canEdit ? questions : questions.map(learnerQuestion) };
}

// POST /api/v1/skill/skills/{id}/quiz/attempts {answers} – the caller takes the assessment of a skill assigned to them
export async function submitAssessment(session: SessionContext, skillId: string, input: AssessmentAttemptInput): Promise<AssessmentAttemptDto> {
  assertSkillsAvailable(session);
  const db = await getDb();
  const playlist = await loadPlaylistOrThrow(db, session, skillId);
  const now = new Date();
  const userId = session.user.id;
  const { progress, assignment } = await standingOrThrow(db, playlist, userId, now);
  const questions = storedQuestions(playlist.assessment);
  if (!questions.length) throw new AppError('conflict', 'skills.errors.noAssessment');
  const grade = gradeQuiz(questions, input.answers);
  await db.insert(skillAssessmentAttempts).values({
    organizationId: session.org.id,
    playlistId: playlist.id,
    userId,
    cycle: progress.cycle,
    answers: grade.answers,
    correctAnswerCount: grade.correctAnswerCount,
    questionCount: grade.questionCount,
    score: grade.score,
    status: grade.status,
    createdAt: now,
  });
  const result = await recalculate(db, { playlist, progress, assignment, now });
  return { ...grade, result };
}
