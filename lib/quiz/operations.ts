import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDb, type Db } from '@/db/client';
import { quizzes, type Quiz, type Workflow } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { loadWorkflowForEdit, loadWorkflowForView } from '@/lib/workflows/access';
import { assertQuizAuthoring, learnerMaySee, loadQuizForEdit, loadQuizForView, quizTakingOn } from './access';
import { toAuthorQuizDto, toQuizDto } from './present';
import { findQuizByWorkflow, findTeam, insertQuiz, listTeams, updateQuizRow } from './queries';
import type { AuthorQuizDto, CreateQuizInput, Question, QuizDto, QuizQuestion, UpdateQuizInput } from './schema';

/** Stored questions: every one with an id, the provider kept (null: written by hand). */
export const toStoredQuestions = (questions: Question[]): QuizQuestion[] =>
  questions.map((q) => ({ ...q, id: q.id || randomUUID(), correctAnswer: q.correctAnswer as QuizQuestion['correctAnswer'], provider: q.provider ?? null }));

const titleOf = (workflow: Workflow, translations: Record<string, string | undefined> = {}) => translations[workflow.languageCode] ?? Object.values(translations).find(Boolean) ?? '';

// GET /api/v1/quiz/{id}
export async function getQuiz(session: SessionContext, id: unknown): Promise<QuizDto> {
  const { quiz, canEdit } = await loadQuizForView(await getDb(), session, id);
  return toQuizDto(quiz, { canEdit, locale: session.user.locale });
}

export type WorkflowQuizReply = { item: QuizDto | null; teams?: Array<{ id: string; name: string }> };

// GET /api/v1/workflows/{id}/quiz – authors: the quiz in any state and the teams to publish to; learners: a published quiz of theirs or null
export async function getWorkflowQuiz(session: SessionContext, workflowId: unknown): Promise<WorkflowQuizReply> {
  const db = await getDb();
  const { workflow, canEdit } = await loadWorkflowForView(db, session, workflowId);
  const quiz = await findQuizByWorkflow(db, { orgId: session.org.id, workflowId: workflow.id });
  if (canEdit) {
    assertQuizAuthoring(session);
    return { item: quiz ? toAuthorQuizDto(quiz, session.user.locale) : null, teams: await listTeams(db, { orgId: session.org.id }) };
  }
  if (!quizTakingOn(session.org.settings)) throw new AppError('forbidden', 'quiz.errors.featureOff');
  const visible = quiz && (await learnerMaySee(db, session, quiz));
  return { item: visible ? toQuizDto(quiz, { canEdit: false, locale: session.user.locale }) : null };
}

/** The workflow's quiz, made (as a draft) when it has none yet; authors only. */
export async function ensureQuiz(db: Db, session: SessionContext, workflow: Workflow): Promise<Quiz> {
  await db.insert(quizzes).values({ organizationId: session.org.id, workflowId: workflow.id, title: workflow.title, titleTranslations: { [workflow.languageCode]: workflow.title } }).onConflictDoNothing();
  const quiz = await findQuizByWorkflow(db, { orgId: session.org.id, workflowId: workflow.id });
  if (!quiz) throw new AppError('not_found');
  return quiz;
}

// POST /api/v1/quiz {workflow, questions, titleTranslations?} – the workflow's quiz, as a draft (409 when it has one)
export async function createQuiz(session: SessionContext, input: CreateQuizInput): Promise<AuthorQuizDto> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, input.workflow);
  assertQuizAuthoring(session);
  if (await findQuizByWorkflow(db, { orgId: session.org.id, workflowId: workflow.id })) throw new AppError('conflict', 'quiz.errors.exists');
  const translations = input.titleTranslations ?? { [workflow.languageCode]: workflow.title };
  const row = await insertQuiz(db, {
    organizationId: session.org.id,
    workflowId: workflow.id,
    title: titleOf(workflow, translations) || workflow.title,
    titleTranslations: translations,
    questions: toStoredQuestions(input.questions),
  }).catch((error: unknown) => {
    // Two authors creating at once: the unique index keeps one quiz per workflow.
    if (String((error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code) === '23505') throw new AppError('conflict', 'quiz.errors.exists');
    throw error;
  });
  return toAuthorQuizDto(row, session.user.locale);
}

const isRunning = (quiz: Quiz) => quiz.status === 'pending' || quiz.status === 'processing';

/** What a PUT changes, after the published read-only rule (spec 02 §4) and the team check. */
async function plannedChange(db: Db, session: SessionContext, quiz: Quiz, workflow: Workflow, input: UpdateQuizInput) {
  const editsContent = input.questions !== undefined || input.titleTranslations !== undefined;
  const willBePublished = input.published ?? quiz.published;
  // A published quiz is read-only: unpublish first (a PUT that unpublishes may edit in the same call).
  if (editsContent && willBePublished && quiz.published) throw new AppError('conflict', 'quiz.errors.published');
  if (editsContent && isRunning(quiz)) throw new AppError('conflict', 'quiz.errors.generating');
  const values: Partial<Quiz> = {};
  if (input.questions) values.questions = toStoredQuestions(input.questions);
  if (input.titleTranslations) {
    values.titleTranslations = input.titleTranslations;
    values.title = titleOf(workflow, input.titleTranslations) || quiz.title;
  }
  if (input.published === false) Object.assign(values, { published: false, audience: 'draft', teamId: null, publishedAt: null });
  if (input.published === true || (input.audience && input.audience !== 'draft' && input.published !== false)) {
    const audience = input.audience && input.audience !== 'draft' ? input.audience : 'all';
    const questions = values.questions ?? quiz.questions;
    if (!Array.isArray(questions) || questions.length === 0) throw new AppError('invalid_input', 'quiz.errors.noQuestions', { field: 'questions' });
    if (isRunning(quiz)) throw new AppError('conflict', 'quiz.errors.generating');
    if (audience === 'team' && !(input.teamId && (await findTeam(db, { orgId: session.org.id, teamId: input.teamId })))) {
      throw new AppError('invalid_input', 'quiz.errors.teamRequired', { field: 'teamId' });
    }
    Object.assign(values, { published: true, audience, teamId: audience === 'team' ? input.teamId : null, publishedAt: quiz.publishedAt ?? new Date() });
  } else if (input.audience === 'draft') Object.assign(values, { published: false, audience: 'draft', teamId: null, publishedAt: null });
  return values;
}

// PUT /api/v1/quiz/{id} {published?, audience?, teamId?, questions?, titleTranslations?, revision?}
export async function updateQuiz(session: SessionContext, id: unknown, input: UpdateQuizInput): Promise<AuthorQuizDto> {
  const db = await getDb();
  const { quiz, workflow } = await loadQuizForEdit(db, session, id);
  if (input.revision !== undefined && input.revision !== quiz.revision) throw new AppError('conflict', 'quiz.errors.stale');
  const values = await plannedChange(db, session, quiz, workflow, input);
  const row = await updateQuizRow(db, { orgId: session.org.id, id: quiz.id, revision: quiz.revision }, values);
  if (!row) throw new AppError('conflict', 'quiz.errors.stale');
  return toAuthorQuizDto(row, session.user.locale);
}

// GET /api/v1/quiz/published-status?workflowId= – whether the workflow has a published quiz (and its id)
export async function getPublishedStatus(session: SessionContext, workflowId: unknown) {
  const db = await getDb();
  const { workflow, canEdit } = await loadWorkflowForView(db, session, workflowId);
  const quiz = await findQuizByWorkflow(db, { orgId: session.org.id, workflowId: workflow.id });
  const visible = quiz && (canEdit || (await learnerMaySee(db, session, quiz)));
  return { workflowId: workflow.id, quizId: visible ? quiz.id : null, published: visible ? quiz.published : false, status: visible ? quiz.status : null };
}
