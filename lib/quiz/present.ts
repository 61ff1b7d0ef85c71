import type { Quiz, UserQuiz } from '@/db/schema';
import { localizedTitle } from '@/lib/workflows/titles';
import { PASSING_SCORE, type AuthorQuizDto, type GradedAnswer, type LearnerQuestion, type QuizAudience, type QuizDto, type QuizQuestion, type QuizStatus, type UserQuizDto } from './schema';

export const storedQuestions = (raw: unknown): QuizQuestion[] => (Array.isArray(raw) ? (raw as QuizQuestion[]) : []);

const learnerQuestion = ({ id, type, title, options }: QuizQuestion): LearnerQuestion => ({ id, type, title, options });

/** Authors see the whole quiz; learners never get a correct answer or reference before they submit. */
export function toQuizDto(row: Quiz, { canEdit, locale }: { canEdit: boolean; locale: string | null }): QuizDto {
  const questions = storedQuestions(row.questions);
  return {
    id: row.id,
    workflowId: row.workflowId,
    title: localizedTitle(row.title, row.titleTranslations, locale),
    titleTranslations: (row.titleTranslations ?? {}) as Record<string, string>,
    status: row.status as QuizStatus,
    generationError: canEdit ? row.generationError : null,
    published: row.published,
    audience: row.audience as QuizAudience,
    teamId: canEdit ? row.teamId : null,
    revision: row.revision,
    passingScore: PASSING_SCORE,
    canEdit,
    questions: canEdit ? questions : questions.map(learnerQuestion),
  };
}

export const toAuthorQuizDto = (row: Quiz, locale: string | null) => toQuizDto(row, { canEdit: true, locale }) as AuthorQuizDto;

export function toUserQuizDto({ attempt, userName }: { attempt: UserQuiz; userName: string | null }): UserQuizDto {
  return {
    id: attempt.id,
    quizId: attempt.quizId,
    userId: attempt.userId,
    userName,
    correctAnswerCount: attempt.correctAnswerCount,
    questionCount: attempt.questionCount,
    score: attempt.score,
    status: attempt.status as 'passed' | 'failed',
    createdAt: attempt.createdAt.toISOString(),
    questions: (Array.isArray(attempt.answers) ? attempt.answers : []) as GradedAnswer[],
  };
}
