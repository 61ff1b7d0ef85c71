import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getHostQuiz } from '@/app/api/v1/learning-host/quizzes/[id]/route';
import { GET as getAttempt } from '@/app/api/v1/learning-host/user-quiz/[id]/route';
import { POST as postAttempt } from '@/app/api/v1/learning-host/user-quiz/route';
import { GET as getHostWorkflow } from '@/app/api/v1/learning-host/workflow/route';
import { organizations, quizzes } from '@/db/schema';
import { apiRequest, db, routeParams } from '../helpers/factories';
import { QUIZ_QUESTIONS } from '../helpers/scorm-content';
import { HOST_SETTINGS, hostWorld, launch } from './learning-host-fixtures';

// The workflow's quiz in the host player: offered like the player offers it, graded with passing
// score 80, stored as the learner's attempt, and the package's result (passed or failed, score).
type World = Awaited<ReturnType<typeof hostWorld>>;
let w: World;
let quizId: string;
let outsideQuizId: string;
const QUIZ_ON = { ...HOST_SETTINGS, features: { ...HOST_SETTINGS.features, enableQuiz: { featureEnabled: true, enabled: true } }, ai: { quiz: true } };

beforeAll(async () => {
  w = await hostWorld(QUIZ_ON);
  const d = await db();
  const quiz = { organizationId: w.org.id, title: 'Check', questions: QUIZ_QUESTIONS, published: true, audience: 'all' as const };
  [{ id: quizId }] = await d.insert(quizzes).values({ ...quiz, workflowId: w.privateFlow.workflow.id }).returning();
  [{ id: outsideQuizId }] = await d.insert(quizzes).values({ ...quiz, workflowId: w.outsideFlow.workflow.id }).returning();
}, 60_000);

const hostWorkflow = (workflowId: string, headers: Record<string, string>) =>
  getHostWorkflow(apiRequest(`/api/v1/learning-host/workflow?workflowId=${workflowId}`, { headers }), routeParams({}));
const quizOf = (id: string, headers: Record<string, string>) => getHostQuiz(apiRequest(`/api/v1/learning-host/quizzes/${id}`, { headers }), routeParams({ id }));
const submit = (body: unknown, headers: Record<string, string>) => postAttempt(apiRequest('/api/v1/learning-host/user-quiz', { method: 'POST', body, headers }), routeParams({}));
const attempt = (id: string, headers: Record<string, string>) => getAttempt(apiRequest(`/api/v1/learning-host/user-quiz/${id}`, { headers }), routeParams({ id }));

describe('the quiz in the host player', () => {
  it('is offered with the workflow, without its answers; a failed then a passed attempt become the package’s result', async () => {
    const { bearer } = await launch(w.pkg, w.privateFlow.workflow.id, { id: `lms-${randomUUID()}`, name: 'Quinn Quiz' });
    const { item } = await (await hostWorkflow(w.privateFlow.workflow.id, bearer)).json();
    expect(item.workflow.permissions.quiz).toBe(true);
    expect(item.workflow.usersQuizzes).toMatchObject({ quizId, status: 'pending', userQuizId: null });

    const quiz = await quizOf(quizId, bearer);
    expect(quiz.status).toBe(200);
    const { item: dto } = await quiz.json();
    expect(dto).toMatchObject({ id: quizId, passingScore: 80, canEdit: false, revision: expect.any(Number) });
    expect(dto.questions).toHaveLength(2);
    expect(JSON.stringify(dto.questions)).not.toContain('correctAnswer');

    const failed = await submit({ quiz: quizId, revision: dto.revision, answers: ['A', 'B'] }, bearer);
    expect(failed.status).toBe(201);
    const f = (await failed.json()).item;
    expect(f.attempt).toMatchObject({ score: 50, status: 'failed', correctAnswerCount: 1, questionCount: 2 });
    expect(f.progress).toMatchObject({ status: 'failed', completed: true });
    expect(f.quiz).toEqual({ score: 50, passed: false });

    const passed = (await (await submit({ quiz: quizId, revision: dto.revision, answers: ['A', 'A'] }, bearer)).json()).item;
    expect(passed.quiz).toEqual({ score: 100, passed: true });
    expect(passed.progress).toMatchObject({ status: 'passed', completed: true });

    // The review of the learner's own attempt; the workflow now shows the latest result.
    const review = await attempt(passed.attempt.id, bearer);
    expect(review.status).toBe(200);
    expect((await review.json()).item.questions[0]).toMatchObject({ correctAnswer: 'A', correct: true });
    const again = (await (await hostWorkflow(w.privateFlow.workflow.id, bearer)).json()).item;
    expect(again.progress).toMatchObject({ status: 'passed', completed: true });
    expect(again.workflow.usersQuizzes).toMatchObject({ status: 'passed', userQuizId: passed.attempt.id });

    // Another learner cannot read that attempt.
    const other = await launch(w.pkg, w.privateFlow.workflow.id, { id: `lms-${randomUUID()}`, name: 'Nosy Neighbour' });
    expect((await attempt(passed.attempt.id, other.bearer)).status).toBe(404);
  });

  it('answers 404 for a quiz outside the package, a made-up one, and 401 without the host session', async () => {
    const { bearer } = await launch(w.pkg, w.privateFlow.workflow.id);
    expect((await quizOf(outsideQuizId, bearer)).status).toBe(404);
    expect((await submit({ quiz: outsideQuizId, revision: 1, answers: ['A', 'A'] }, bearer)).status).toBe(404);
    expect((await quizOf(randomUUID(), bearer)).status).toBe(404);
    expect((await quizOf(quizId, { cookie: w.cookies.viewer })).status).toBe(401);
  });

  it('refuses a stale revision and a wrong number of answers', async () => {
    const { bearer } = await launch(w.pkg, w.privateFlow.workflow.id);
    const { item } = await (await quizOf(quizId, bearer)).json();
    expect((await submit({ quiz: quizId, revision: item.revision + 1, answers: ['A', 'A'] }, bearer)).status).toBe(409);
    expect((await submit({ quiz: quizId, revision: item.revision, answers: ['A'] }, bearer)).status).toBe(422);
  });

  it('is not offered when the organisation switches quizzes off', async () => {
    const d = await db();
    await d.update(organizations).set({ settings: { ...QUIZ_ON, ai: { quiz: false } } }).where(eq(organizations.id, w.org.id));
    try {
      const { bearer } = await launch(w.pkg, w.privateFlow.workflow.id);
      const { item } = await (await hostWorkflow(w.privateFlow.workflow.id, bearer)).json();
      expect(item.workflow.permissions.quiz).toBe(false);
      expect(item.workflow.usersQuizzes).toBeNull();
      expect((await quizOf(quizId, bearer)).status).toBe(404);
    } finally {
      await d.update(organizations).set({ settings: QUIZ_ON }).where(eq(organizations.id, w.org.id));
    }
  });
});
