import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { quizzes } from '@/db/schema';
import { assertAiFeature } from '@/lib/ai/access';
import { generateQuestions } from '@/lib/ai/content';
import { loadTranscriptInput } from '@/lib/ai/content/transcript';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { sendJob } from '@/lib/jobs';
import { loadWorkflowForEdit } from '@/lib/workflows/access';
import { assertQuizAuthoring } from './access';
import { toAuthorQuizDto, storedQuestions } from './present';
import { updateQuizRow } from './queries';
import { ensureQuiz, toStoredQuestions } from './operations';
import { questionSchema, type AuthorQuizDto, type GenerateQuizInput } from './schema';

/** The job that adds generated questions to a workflow's draft quiz (POST …/ai-generate-quiz). */
export const GENERATE_QUIZ_JOB = 'quiz-generate';
export type GenerateQuizJobData = { organizationId: string; quizId: string; workflowId: string; generationId: string; count: number; languageCode?: string };

// POST /api/v1/workflows/{id}/ai-generate-quiz {count?, languageCode?} – queues generation (also the retry after a failure)
export async function requestQuizGeneration(session: SessionContext, workflowId: unknown, input: GenerateQuizInput): Promise<AuthorQuizDto> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  assertQuizAuthoring(session);
  assertAiFeature(session, 'quiz');
  const quiz = await ensureQuiz(db, session, workflow);
  if (quiz.published) throw new AppError('conflict', 'quiz.errors.published');
  if (quiz.status === 'pending' || quiz.status === 'processing') throw new AppError('conflict', 'quiz.errors.generating');
  const generationId = randomUUID();
  const row = await updateQuizRow(db, { orgId: session.org.id, id: quiz.id, revision: quiz.revision }, { status: 'pending', generationId, generationError: null });
  if (!row) throw new AppError('conflict', 'quiz.errors.stale');
  await sendJob<GenerateQuizJobData>(
    GENERATE_QUIZ_JOB,
    { organizationId: session.org.id, quizId: quiz.id, workflowId: workflow.id, generationId, count: input.count, ...(input.languageCode ? { languageCode: input.languageCode } : {}) },
    { singletonKey: generationId },
  );
  return toAuthorQuizDto(row, session.user.locale);
}

/** Moves this run's quiz from one status to the next; false when the run is no longer current (a second delivery). */
async function advance(data: GenerateQuizJobData, from: string[], values: Partial<typeof quizzes.$inferInsert>, { bump = false } = {}) {
  const db = await getDb();
  const rows = await db
    .update(quizzes)
    .set({ ...values, updatedAt: new Date(), ...(bump ? { revision: sql`${quizzes.revision} + 1` } : {}) })
    .where(and(eq(quizzes.id, data.quizId), eq(quizzes.organizationId, data.organizationId), eq(quizzes.generationId, data.generationId), inArray(quizzes.status, from)))
    .returning({ id: quizzes.id });
  return rows.length > 0;
}

/**
 * The job: reads the transcript, asks lib/ai for questions and appends the valid ones to the
 * draft (each keeps its provider and cited sentences). Any failure ends the run in `failure`
 * with a message key; the author retries with the same request.
 */
export async function runQuizGeneration(data: GenerateQuizJobData) {
  if (!(await advance(data, ['pending', 'processing'], { status: 'processing' }))) return;
  const db = await getDb();
  try {
    const input = await loadTranscriptInput(db, { orgId: data.organizationId, workflowId: data.workflowId, languageCode: data.languageCode });
    if (!input || input.sentences.length === 0) throw new AppError('conflict', 'quiz.errors.noTranscript');
    const generated = await generateQuestions(input, { organizationId: data.organizationId, count: data.count });
    const valid = generated.questions
      .map((q) => questionSchema.safeParse({ ...q, provider: generated.provider }))
      .flatMap((r) => (r.success ? [r.data] : []));
    if (valid.length === 0) throw new AppError('conflict', 'quiz.errors.nothingGenerated');
    const [current] = await db.select({ questions: quizzes.questions }).from(quizzes).where(and(eq(quizzes.id, data.quizId), eq(quizzes.organizationId, data.organizationId)));
    const questions = [...storedQuestions(current?.questions), ...toStoredQuestions(valid)];
    // A new revision: an editor still holding the old list must reload before it saves over them.
    await advance(data, ['processing'], { status: 'completed', questions, generationError: null }, { bump: true });
  } catch (error) {
    const key = error instanceof AppError ? error.messageKey : 'quiz.errors.generationFailed';
    await advance(data, ['processing'], { status: 'failure', generationError: key });
  }
}
