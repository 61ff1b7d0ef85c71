import { beforeAll, describe, expect, it } from 'vitest';
import { createOrg, createUser, createWorkspace, addMember, sessionCookie } from '@/tests/helpers/factories';
import { GENERATE_QUIZ_JOB, runQuizGeneration, type GenerateQuizJobData } from '@/lib/quiz/generate';
import { transcriptions } from '@/db/schema';
import { db } from '@/tests/helpers/factories';
import { and, eq } from 'drizzle-orm';
import { quizApi, twoQuestions } from './quiz-fixtures';
import { addTranscript, createWorkflow, queuedJobs, workflowWorld, type WorkflowWorld } from './workflows-fixtures';

process.env.JOBS_IN_PROCESS = 'false';

let w: WorkflowWorld;
beforeAll(async () => {
  w = await workflowWorld();
}, 60_000);

const make = () => createWorkflow({ orgId: w.org.id, workspaceId: w.ws.a.id, authorId: w.users.publisher.id, state: 'published' });
const dropTranscript = async (workflowId: string) =>
  (await db()).delete(transcriptions).where(and(eq(transcriptions.workflowId, workflowId), eq(transcriptions.organizationId, w.org.id)));
const jobFor = async (workflowId: string) => (await queuedJobs(GENERATE_QUIZ_JOB)).filter((j) => j.data.workflowId === workflowId).at(-1)!;

describe('POST /api/v1/workflows/{id}/ai-generate-quiz', () => {
  it('queues a job (pending) that adds cited questions to the draft, labelled with their provider (completed)', async () => {
    const wf = await make();
    await dropTranscript(wf.id);
    await addTranscript(w.org.id, wf.id, [
      { sentence: 'Put on safety glasses before you start.', startTime: 1 },
      { sentence: 'Tighten the four bolts with the torque wrench.', startTime: 5 },
      { sentence: 'Check the torque reading on the gauge.', startTime: 12 },
    ]);
    const res = await quizApi.generate(w.cookies.publisher, wf.id, { count: 3 });
    expect(res.status).toBe(202);
    expect(res.body.item).toMatchObject({ status: 'pending', published: false, questions: [] });
    expect((await quizApi.generate(w.cookies.publisher, wf.id)).status).toBe(409);
    const job = await jobFor(wf.id);
    expect(job.data).toMatchObject({ quizId: res.body.item.id, organizationId: w.org.id, count: 3 });
    await runQuizGeneration(job.data as unknown as GenerateQuizJobData);
    const after = await quizApi.ofWorkflow(w.cookies.publisher, wf.id);
    expect(after.body.item.status).toBe('completed');
    expect(after.body.item.questions.length).toBeGreaterThan(0);
    for (const q of after.body.item.questions) {
      expect(['openai', 'offline']).toContain(q.provider);
      expect(q.referenceSource.trim()).not.toBe('');
      expect(q.sources.length).toBeGreaterThan(0);
    }
    // A second delivery of the same job changes nothing.
    const count = after.body.item.questions.length;
    await runQuizGeneration(job.data as unknown as GenerateQuizJobData);
    expect((await quizApi.ofWorkflow(w.cookies.publisher, wf.id)).body.item.questions).toHaveLength(count);
  });

  it('ends in failure without a transcript, and a retry after the transcript is there completes', async () => {
    const wf = await make();
    await dropTranscript(wf.id);
    expect((await quizApi.generate(w.cookies.publisher, wf.id)).status).toBe(202);
    await runQuizGeneration((await jobFor(wf.id)).data as unknown as GenerateQuizJobData);
    const failed = (await quizApi.ofWorkflow(w.cookies.publisher, wf.id)).body.item;
    expect(failed).toMatchObject({ status: 'failure', generationError: 'quiz.errors.noTranscript' });
    await addTranscript(w.org.id, wf.id, [{ sentence: 'Close the valve before removing the filter.', startTime: 0 }]);
    const retry = await quizApi.generate(w.cookies.publisher, wf.id);
    expect(retry.body.item).toMatchObject({ status: 'pending', generationError: null });
    await runQuizGeneration((await jobFor(wf.id)).data as unknown as GenerateQuizJobData);
    expect((await quizApi.ofWorkflow(w.cookies.publisher, wf.id)).body.item.status).toBe('completed');
  });

  it('refuses viewers (403), another organisation (404) and a published quiz (409)', async () => {
    const wf = await make();
    expect((await quizApi.generate(w.cookies.viewer, wf.id)).status).toBe(403);
    expect((await quizApi.generate(w.cookies.outsider, wf.id)).status).toBe(404);
    const made = await quizApi.create(w.cookies.publisher, { workflow: wf.id, questions: twoQuestions() });
    await quizApi.put(w.cookies.publisher, made.body.item.id, { published: true, audience: 'all' });
    const res = await quizApi.generate(w.cookies.publisher, wf.id);
    expect(res.status).toBe(409);
    expect(res.body.error!.message).toBe('quiz.errors.published');
  });
});

describe('the AI quiz switch off', () => {
  it('answers generation with 403 ai.featureOff and learners with 403; authors still write quizzes by hand', async () => {
    const org = await createOrg({ settings: { ai: { quiz: false } } });
    const ws = await createWorkspace(org.id);
    const author = await createUser(org.id, 'publisher');
    const viewer = await createUser(org.id, 'viewer');
    await addMember(org.id, ws.id, author.id, 'publisher');
    await addMember(org.id, ws.id, viewer.id, 'viewer');
    const [a, v] = [(await sessionCookie(author)).cookie, (await sessionCookie(viewer)).cookie];
    const wf = await createWorkflow({ orgId: org.id, workspaceId: ws.id, authorId: author.id, state: 'published' });
    const res = await quizApi.generate(a, wf.id);
    expect(res.status).toBe(403);
    expect(res.body.error!.message).toBe('ai.featureOff');
    const made = await quizApi.create(a, { workflow: wf.id, questions: twoQuestions() });
    expect(made.status).toBe(201);
    await quizApi.put(a, made.body.item.id, { published: true, audience: 'all' });
    const seen = await quizApi.get(v, made.body.item.id);
    expect(seen.status).toBe(403);
    expect(seen.body.error!.message).toBe('quiz.errors.featureOff');
  });

  it('with quizzes off for the organisation, authoring is 403 too', async () => {
    const org = await createOrg({ settings: { features: { enableQuiz: { featureEnabled: true, enabled: false } } } });
    const ws = await createWorkspace(org.id);
    const author = await createUser(org.id, 'publisher');
    await addMember(org.id, ws.id, author.id, 'publisher');
    const wf = await createWorkflow({ orgId: org.id, workspaceId: ws.id, authorId: author.id, state: 'published' });
    const res = await quizApi.create((await sessionCookie(author)).cookie, { workflow: wf.id, questions: [] });
    expect(res.status).toBe(403);
    expect(res.body.error!.message).toBe('quiz.errors.featureOff');
  });
});
