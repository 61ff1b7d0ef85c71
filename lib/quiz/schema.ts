import { z } from 'zod';
import { multilineText, text } from '@/lib/http/text';
import { CONTENT_LANGUAGES } from '@/lib/workflows/languages';

/**
 * Quiz contracts (spec 02 §3 Quiz, Question, User quiz result; §5 validity), shared by the
 * routes and the builder's quiz editor. Messages are message keys of the `quiz` namespace.
 */
export const QUESTION_TYPES = ['singleSelection', 'trueFalse'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const LETTERS = ['A', 'B', 'C', 'D'] as const;
export type Letter = (typeof LETTERS)[number];
export const QUIZ_STATUSES = ['pending', 'processing', 'completed', 'failure'] as const;
export type QuizStatus = (typeof QUIZ_STATUSES)[number];
export const AUDIENCES = ['all', 'team', 'draft'] as const;
export type QuizAudience = (typeof AUDIENCES)[number];
export const QUESTION_PROVIDERS = ['openai', 'offline'] as const;

/** Spec 02 §9: the passing score in percent. */
export const PASSING_SCORE = 80;
/** Spec 02 §5: what a question added by hand cites. */
export const MANUAL_REFERENCE = 'User manually adds questions';
export const MAX_QUESTIONS = 100;
const TEXT_MAX = 500;
/** trueFalse options are A = true, B = false; their texts are shown translated. */
export const TRUE_FALSE_OPTIONS = [
  { key: 'A', text: 'true' },
  { key: 'B', text: 'false' },
] as const;

const sourceSchema = z.object({ sentenceIndex: z.number().int().min(0), stepId: z.string().nullable(), startTime: z.number(), endTime: z.number() });
const optionSchema = z.object({ key: z.enum(LETTERS), text: text().max(TEXT_MAX, 'quiz.errors.tooLong') });

/** One question; the §5 rules are checked per field so the editor can show each one where it belongs. */
export const questionSchema = z
  .object({
    id: z.string().max(64).optional(),
    type: z.enum(QUESTION_TYPES, 'quiz.errors.type'),
    title: multilineText().max(TEXT_MAX, 'quiz.errors.tooLong'),
    options: z.array(optionSchema).max(4),
    correctAnswer: z.enum(LETTERS).or(z.literal('')).nullable(),
    referenceSource: multilineText().max(2000, 'quiz.errors.tooLong'),
    /** Who made it: a provider for generated questions, null for one written by hand. */
    provider: z.enum(QUESTION_PROVIDERS).nullable().optional(),
    sources: z.array(sourceSchema).max(20).optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.title.trim()) ctx.addIssue({ code: 'custom', path: ['title'], message: 'quiz.errors.titleRequired' });
    if (!q.referenceSource.trim()) ctx.addIssue({ code: 'custom', path: ['referenceSource'], message: 'quiz.errors.referenceRequired' });
    const keys = q.type === 'trueFalse' ? ['A', 'B'] : LETTERS;
    keys.forEach((key, i) => {
      const option = q.options.find((o) => o.key === key);
      if (!option?.text.trim()) ctx.addIssue({ code: 'custom', path: ['options', i, 'text'], message: 'quiz.errors.optionRequired' });
    });
    if (!q.correctAnswer || !keys.includes(q.correctAnswer)) ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: 'quiz.errors.correctAnswerRequired' });
  });
export type Question = z.infer<typeof questionSchema>;
/** A question as stored and shown to authors: every §5 rule holds. */
export type QuizQuestion = Omit<Question, 'correctAnswer'> & { id: string; correctAnswer: Letter; provider: 'openai' | 'offline' | null };

const language = z.enum(CONTENT_LANGUAGES, 'workflows.unknownLanguage');
const titleTranslations = z.partialRecord(language, text().trim().max(200, 'quiz.errors.tooLong'));
const questions = z.array(questionSchema).max(MAX_QUESTIONS, 'quiz.errors.tooMany');

/** POST /api/v1/quiz {workflow, questions, titleTranslations?} */
export const createQuizSchema = z.object({ workflow: z.string().max(64), questions: questions.default([]), titleTranslations: titleTranslations.optional() });
export type CreateQuizInput = z.infer<typeof createQuizSchema>;

/** PUT /api/v1/quiz/{id} {published?, audience?, teamId?, questions?, titleTranslations?, revision?} */
export const updateQuizSchema = z
  .object({
    revision: z.number().int().min(0).optional(),
    published: z.boolean().optional(),
    audience: z.enum(AUDIENCES).optional(),
    teamId: z.uuid('quiz.errors.teamRequired').nullable().optional(),
    questions: questions.optional(),
    titleTranslations: titleTranslations.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.published && v.audience === 'draft') ctx.addIssue({ code: 'custom', path: ['audience'], message: 'quiz.errors.audience' });
    if (v.audience === 'team' && !v.teamId) ctx.addIssue({ code: 'custom', path: ['teamId'], message: 'quiz.errors.teamRequired' });
  });
export type UpdateQuizInput = z.infer<typeof updateQuizSchema>;

/** POST /api/v1/user-quiz {quiz, revision, answers}: one letter (or null, unanswered) per question, in order. */
export const submitQuizSchema = z.object({
  quiz: z.string().max(64),
  revision: z.number().int().min(0),
  answers: z.array(z.enum(LETTERS).nullable()).max(MAX_QUESTIONS),
});
export type SubmitQuizInput = z.infer<typeof submitQuizSchema>;

/** POST /api/v1/workflows/{id}/ai-generate-quiz {count?, languageCode?} */
export const generateQuizSchema = z.object({ count: z.number().int().min(1).max(20).default(5), languageCode: language.optional() });
export type GenerateQuizInput = z.infer<typeof generateQuizSchema>;

/** Spec 02 §5 new-question defaults: correct answer A, the manual reference; A–D or true/false. */
export function newQuestion(type: QuestionType, id: string): QuizQuestion {
  return {
    id,
    type,
    title: '',
    options: type === 'trueFalse' ? TRUE_FALSE_OPTIONS.map((o) => ({ ...o })) : LETTERS.map((key) => ({ key, text: '' })),
    correctAnswer: 'A',
    referenceSource: MANUAL_REFERENCE,
    provider: null,
  };
}

/** A question as a learner sees it before submitting: no correct answer, no reference (it gives the answer away). */
export type LearnerQuestion = Pick<QuizQuestion, 'id' | 'type' | 'title' | 'options'>;

export type QuizDto = {
  id: string;
  workflowId: string;
  title: string;
  titleTranslations: Record<string, string>;
  status: QuizStatus;
  generationError: string | null;
  published: boolean;
  audience: QuizAudience;
  teamId: string | null;
  revision: number;
  passingScore: number;
  canEdit: boolean;
  /** Authors get full questions; learners LearnerQuestion only. */
  questions: Array<QuizQuestion | LearnerQuestion>;
};
export type AuthorQuizDto = QuizDto & { questions: QuizQuestion[] };

export type GradedAnswer = { questionId: string; type: QuestionType; title: string; options: Array<{ key: Letter; text: string }>; answer: Letter | null; correctAnswer: Letter; correct: boolean; referenceSource: string };
export type UserQuizDto = {
  id: string;
  quizId: string;
  userId: string;
  userName: string | null;
  correctAnswerCount: number;
  questionCount: number;
  score: number;
  status: 'passed' | 'failed';
  createdAt: string;
  /** The graded questions with the learner's and the correct answer (the review screen). */
  questions: GradedAnswer[];
};

/** The player's view (Workflow.usersQuizzes): a published quiz the viewer may take, and how they did. */
export type UsersQuizzesDto = { quizId: string; published: true; status: 'pending' | 'passed' | 'failed'; userQuizId: string | null };
