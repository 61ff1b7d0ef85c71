import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as myAttemptsRoute } from '@/app/api/v1/quiz/[id]/user-quiz/route';
import { GET as resultsRoute } from '@/app/api/v1/quiz/[id]/results/route';
import { GET as statusRoute } from '@/app/api/v1/quiz/published-status/route';
import { GET as attemptRoute } from '@/app/api/v1/user-quiz/[id]/route';
import { POST as retrainRoute } from '@/app/api/v1/user-quiz/[id]/retrain/route';
import { GET as workflowAttemptsRoute } from '@/app/api/v1/workflows/[id]/user-quiz/route';
import { GET as playerRoute } from '@/app/api/v1/player/workflow/route';
import { notifications, teamMembers, teams } from '@/db/schema';
import { db } from '@/tests/helpers/factories';
import { quizApi, twoQuestions } from './quiz-fixtures';
import { call, createWorkflow, workflowWorld, type WorkflowWorld } from './workflows-fixtures';

let w: WorkflowWorld;
beforeAll(async () => {
  w = await workflowWorld();
}, 60_000);

const published = () => createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, authorId: w.users.publisher.id, state: 'published' });

/** A workflow with a quiz of twoQuestions(), published to all unless told otherwise. */
async function quizOn(publish: Record<string, unknown> | null = { published: true, audience: 'all' }) {
  const wf = await published();
  const made = await quizApi.create(w.cookies.publisher, { workflow: wf.id, questions: twoQuestions() });
  expect(made.status).toBe(201);
  if (!publish) return { wf, quiz: made.body.item };
  const put = await quizApi.put(w.cookies.publisher, made.body.item.id, publish);
  expect(put.status).toBe(200);
  return { wf, quiz: put.body.item };
}

describe('POST /api/v1/quiz', () => {
  it('makes a draft quiz for authors; viewers 403, another organisation 404, a second one 409', async () => {
    const wf = await published();
    const res = await quizApi.create(w.cookies.publisher, { workflow: wf.id, questions: twoQuestions() });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ workflowId: wf.id, published: false, audience: 'draft', status: 'completed', passingScore: 80, canEdit: true });
    expect(res.body.item.questions[0]).toMatchObject({ correctAnswer: 'C', provider: null });
    expect(res.body.item.questions[0].id).toBeTruthy();
    expect((await quizApi.create(w.cookies.viewer, { workflow: wf.id, questions: [] })).status).toBe(403);
    expect((await quizApi.create(w.cookies.outsider, { workflow: wf.id, questions: [] })).status).toBe(404);
    const again = await quizApi.create(w.cookies.publisher, { workflow: wf.id, questions: [] });
    expect(again.status).toBe(409);
    expect(again.body.error!.message).toBe('quiz.errors.exists');
  });

  it.each([
    ['a blank question title', (q: ReturnType<typeof twoQuestions>) => (q[0].title = '  '), 'questions.0.title', 'quiz.errors.titleRequired'],
    ['no correct answer', (q: ReturnType<typeof twoQuestions>) => ((q[0] as { correctAnswer: string | null }).correctAnswer = null), 'questions.0.correctAnswer', 'quiz.errors.correctAnswerRequired'],
    ['no reference source', (q: ReturnType<typeof twoQuestions>) => (q[1].referenceSource = ''), 'questions.1.referenceSource', 'quiz.errors.referenceRequired'],
    ['a blank option', (q: ReturnType<typeof twoQuestions>) => (q[0].options[3].text = ''), 'questions.0.options.3.text', 'quiz.errors.optionRequired'],
    ['a true/false answer C', (q: ReturnType<typeof twoQuestions>) => (q[1].correctAnswer = 'C'), 'questions.1.correctAnswer', 'quiz.errors.correctAnswerRequired'],
  ])('refuses %s with 422 naming the field (spec 02 §5)', async (_name, spoil, path, message) => {
    const wf = await published();
    const questions = twoQuestions();
    spoil(questions);
    const res = await quizApi.create(w.cookies.publisher, { workflow: wf.id, questions });
    expect(res.status).toBe(422);
    expect(res.body.error!.issues).toContainEqual({ path, message });
    // PUT checks the same rules.
    const { quiz } = await quizOn(null);
    const put = await quizApi.put(w.cookies.publisher, quiz.id, { questions });
    expect(put.status).toBe(422);
    expect(put.body.error!.issues).toContainEqual({ path, message });
  });
});

describe('PUT /api/v1/quiz/{id}', () => {
  it('publishes to all, is read-only while published (409), edits again after unpublishing; stale revision 409', async () => {
    const { quiz } = await quizOn();
    expect(quiz).toMatchObject({ published: true, audience: 'all' });
    const edit = await quizApi.put(w.cookies.publisher, quiz.id, { questions: twoQuestions().slice(0, 1) });
    expect(edit.status).toBe(409);
    expect(edit.body.error!.message).toBe('quiz.errors.published');
    const reopened = await quizApi.put(w.cookies.publisher, quiz.id, { published: false, questions: twoQuestions().slice(0, 1), titleTranslations: { 'en-us': 'Bolt check', 'de-de': 'Schraubenprüfung' } });
    expect(reopened.status).toBe(200);
    expect(reopened.body.item).toMatchObject({ published: false, audience: 'draft', title: 'Bolt check', titleTranslations: { 'de-de': 'Schraubenprüfung' } });
    expect(reopened.body.item.questions).toHaveLength(1);
    const stale = await quizApi.put(w.cookies.publisher, quiz.id, { revision: quiz.revision, questions: twoQuestions() });
    expect(stale.status).toBe(409);
    expect(stale.body.error!.message).toBe('quiz.errors.stale');
    expect((await quizApi.put(w.cookies.viewer, quiz.id, { published: false })).status).toBe(403);
    expect((await quizApi.put(w.cookies.outsider, quiz.id, { published: false })).status).toBe(404);
  });

  it('refuses publishing an empty quiz or to a team that is not the organisation’s (422)', async () => {
    const wf = await published();
    const empty = await quizApi.create(w.cookies.publisher, { workflow: wf.id, questions: [] });
    expect((await quizApi.put(w.cookies.publisher, empty.body.item.id, { published: true, audience: 'all' })).body.error!.message).toBe('quiz.errors.noQuestions');
    const { quiz } = await quizOn(null);
    expect((await quizApi.put(w.cookies.publisher, quiz.id, { published: true, audience: 'team' })).status).toBe(422);
    const [foreign] = await (await db()).insert(teams).values({ organizationId: w.users.outsider.organizationId, name: `Foreign ${Date.now()}` }).returning();
    const res = await quizApi.put(w.cookies.publisher, quiz.id, { published: true, audience: 'team', teamId: foreign.id });
    expect(res.status).toBe(422);
    expect(res.body.error!.message).toBe('quiz.errors.teamRequired');
  });
});

describe('learners', () => {
  it('see a published quiz without answers; a draft or another organisation reads as 404', async () => {
    const { wf, quiz } = await quizOn(null);
    expect((await quizApi.get(w.cookies.viewer, quiz.id)).status).toBe(404);
    expect((await quizApi.ofWorkflow(w.cookies.viewer, wf.id)).body.item).toBeNull();
    await quizApi.put(w.cookies.publisher, quiz.id, { published: true, audience: 'all' });
    const seen = await quizApi.get(w.cookies.viewer, quiz.id);
    expect(seen.status).toBe(200);
    expect(seen.body.item.canEdit).toBe(false);
    expect(seen.body.item.questions[0]).toEqual({ id: expect.any(String), type: 'singleSelection', title: 'Which tool tightens the bolt?', options: expect.any(Array) });
    expect(JSON.stringify(seen.body)).not.toContain('correctAnswer');
    expect((await quizApi.get(w.cookies.outsider, quiz.id)).status).toBe(404);
    const status = await call(statusRoute, `/api/v1/quiz/published-status?workflowId=${wf.id}`, { cookie: w.cookies.viewer });
    expect(status.body.item).toMatchObject({ quizId: quiz.id, published: true });
  });

  it('a team quiz is only for the team’s members', async () => {
    const [team] = await (await db()).insert(teams).values({ organizationId: w.org.id, name: `Line ${Date.now()}` }).returning();
    const { wf, quiz } = await quizOn({ published: true, audience: 'team', teamId: team.id });
    expect(quiz).toMatchObject({ audience: 'team', teamId: team.id });
    expect((await quizApi.get(w.cookies.viewer, quiz.id)).status).toBe(404);
    const player = async () => (await call(playerRoute, `/api/v1/player/workflow?workflowId=${wf.id}`, { cookie: w.cookies.viewer })).body as unknown as { item: { usersQuizzes: unknown } };
    expect((await player()).item.usersQuizzes).toBeNull();
    await (await db()).insert(teamMembers).values({ organizationId: w.org.id, teamId: team.id, userId: w.users.viewer.id });
    expect((await quizApi.get(w.cookies.viewer, quiz.id)).status).toBe(200);
    expect((await player()).item.usersQuizzes).toEqual({ quizId: quiz.id, published: true, status: 'pending', userQuizId: null });
  });
});

describe('POST /api/v1/user-quiz and the results', () => {
  it('grades on the server against 80: fail, retake, pass; authors see who; retrain notifies the learner', async () => {
    const { wf, quiz } = await quizOn();
    const wrongCount = await quizApi.submit(w.cookies.viewer, { quiz: quiz.id, revision: quiz.revision, answers: ['C'] });
    expect(wrongCount.status).toBe(422);
    const failed = await quizApi.submit(w.cookies.viewer, { quiz: quiz.id, revision: quiz.revision, answers: ['C', 'B'] });
    expect(failed.status).toBe(201);
    expect(failed.body.item).toMatchObject({ correctAnswerCount: 1, questionCount: 2, score: 50, status: 'failed' });
    expect(failed.body.item.questions[1]).toMatchObject({ answer: 'B', correctAnswer: 'A', correct: false });
    const passed = await quizApi.submit(w.cookies.viewer, { quiz: quiz.id, revision: quiz.revision, answers: ['C', 'A'] });
    expect(passed.body.item).toMatchObject({ correctAnswerCount: 2, score: 100, status: 'passed' });
    expect((await quizApi.submit(w.cookies.viewer, { quiz: quiz.id, revision: quiz.revision + 5, answers: ['C', 'A'] })).status).toBe(409);

    const mine = await call(myAttemptsRoute, `/api/v1/quiz/${quiz.id}/user-quiz`, { cookie: w.cookies.viewer, params: { id: quiz.id } });
    expect(mine.body.items.map((a: { status: string }) => a.status)).toEqual(['passed', 'failed']);
    const byWorkflow = await call(workflowAttemptsRoute, `/api/v1/workflows/${wf.id}/user-quiz`, { cookie: w.cookies.viewer, params: { id: wf.id } });
    expect(byWorkflow.body.total).toBe(2);
    const one = (cookie: string, id: string) => call(attemptRoute, `/api/v1/user-quiz/${id}`, { cookie, params: { id } });
    expect((await one(w.cookies.viewer, failed.body.item.id)).status).toBe(200);
    expect((await one(w.cookies.publisher, failed.body.item.id)).status).toBe(200);
    expect((await one(w.cookies.outsider, failed.body.item.id)).status).toBe(404);

    const results = await call(resultsRoute, `/api/v1/quiz/${quiz.id}/results`, { cookie: w.cookies.publisher, params: { id: quiz.id } });
    expect(results.body.items).toHaveLength(2);
    expect(results.body.items[1]).toMatchObject({ userName: 'Vic Viewer', score: 50, status: 'failed' });
    expect((await call(resultsRoute, `/api/v1/quiz/${quiz.id}/results`, { cookie: w.cookies.viewer, params: { id: quiz.id } })).status).toBe(403);
    expect((await call(resultsRoute, `/api/v1/quiz/${quiz.id}/results`, { cookie: w.cookies.outsider, params: { id: quiz.id } })).status).toBe(404);

    const retrain = (cookie: string, id: string) => call(retrainRoute, `/api/v1/user-quiz/${id}/retrain`, { cookie, method: 'POST', params: { id } });
    expect((await retrain(w.cookies.publisher, passed.body.item.id)).status).toBe(409);
    expect((await retrain(w.cookies.viewer, failed.body.item.id)).status).toBe(403);
    expect((await retrain(w.cookies.outsider, failed.body.item.id)).status).toBe(404);
    expect((await retrain(w.cookies.publisher, failed.body.item.id)).status).toBe(200);
    const sent = await (await db()).select().from(notifications).where(eq(notifications.userId, w.users.viewer.id));
    expect(sent).toContainEqual(expect.objectContaining({ type: 'user-workflow-retrain', workflowId: wf.id }));

    const player = await call(playerRoute, `/api/v1/player/workflow?workflowId=${wf.id}`, { cookie: w.cookies.viewer });
    expect((player.body as unknown as { item: { usersQuizzes: unknown } }).item.usersQuizzes).toEqual({ quizId: quiz.id, published: true, status: 'passed', userQuizId: passed.body.item.id });
  });

  it('a draft quiz cannot be taken', async () => {
    const { quiz } = await quizOn(null);
    const res = await quizApi.submit(w.cookies.publisher, { quiz: quiz.id, revision: quiz.revision, answers: ['C', 'A'] });
    expect(res.status).toBe(409);
    expect(res.body.error!.message).toBe('quiz.errors.notPublished');
  });
});
