import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as quizAnswers } from '@/app/api/v1/analytics/quizzes/[quizId]/workflows/[workflowId]/users/[userId]/answers/route';
import { GET as quizzesList } from '@/app/api/v1/analytics/quizzes/list/route';
import { GET as quizPerformance } from '@/app/api/v1/analytics/quizzes/quiz-performance-reports/list/route';
import { GET as quizUsers } from '@/app/api/v1/analytics/quizzes/workflows/[workflowId]/users/route';
import { POST as skillsAssigned } from '@/app/api/v1/analytics-service/skills/assigned/route';
import { POST as skillParts } from '@/app/api/v1/analytics-service/skills/[id]/parts/route';
import { POST as skillsProgress } from '@/app/api/v1/analytics-service/skills/users-progress/route';
import { POST as userOverview } from '@/app/api/v1/analytics-service/users/[id]/overview/route';
import { POST as userViewHistory } from '@/app/api/v1/analytics-service/users/[id]/viewhistory/route';
import { POST as usersTop } from '@/app/api/v1/analytics-service/users/top/route';
import { POST as workflowsOverview } from '@/app/api/v1/analytics-service/workflows/overview/route';
import { POST as workspaceUsers } from '@/app/api/v1/analytics-service/workspaces/[id]/users/route';
import { POST as workspacesList } from '@/app/api/v1/analytics-service/workspaces/list/route';
import { POST as workspacesTop } from '@/app/api/v1/analytics-service/workspaces/top/route';
import { rebuildAllDirtyDays } from '@/lib/analytics/rollup';
import { apiRequest, createOrg, createUser, db, routeParams, sessionCookie } from '../helpers/factories';
import { D1, D2, D3 } from './analytics-fixtures';
import { createListsWorld } from './analytics-lists-fixtures';

type World = Awaited<ReturnType<typeof createListsWorld>>;
let w: World;
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const range = { from: D1, to: D3 };

async function post(handler: Handler, cookie: string, params: Record<string, string> = {}, body: Record<string, unknown> = range) {
  const res = await handler(apiRequest('/x', { method: 'POST', cookie, body }), routeParams(params));
  return { status: res.status, body: await res.json() };
}
async function get(handler: Handler, cookie: string, params: Record<string, string> = {}, query = '') {
  const res = await handler(apiRequest(`/x?${query}`, { cookie }), routeParams(params));
  return { status: res.status, body: await res.json() };
}
const NOT_FOUND = { status: 404, body: { error: { code: 'not_found', message: 'errors.not_found' } } };

beforeAll(async () => {
  w = await createListsWorld();
  await rebuildAllDirtyDays(await db());
}, 60_000);

describe('analytics-service: workspaces and people', () => {
  it('workspaces/list and workspaces/top: every workspace in scope with members and usage, most viewed first', async () => {
    const { body } = await post(workspacesList, w.orgAdmin.cookie);
    expect(body.items).toEqual([
      { workspaceId: w.ws.id, workspaceName: 'Assembly', members: 4, activeUsers: 2, views: 4, workflowsViewed: 1, completions: 1, watchSeconds: 152 },
      { workspaceId: w.otherWs.id, workspaceName: 'Paint shop', members: 1, activeUsers: 1, views: 1, workflowsViewed: 1, completions: 1, watchSeconds: 30 },
    ]);
    expect((await post(workspacesTop, w.orgAdmin.cookie, {}, { ...range, size: 1 })).body.items.map((r: { workspaceId: string }) => r.workspaceId)).toEqual([w.ws.id]);
    expect((await post(workspacesList, w.wsAdmin.cookie)).body.items.map((r: { workspaceId: string }) => r.workspaceId)).toEqual([w.ws.id]);
  });

  it('workspaces/{id}/users: the people list of one workspace in scope', async () => {
    expect((await post(workspaceUsers, w.orgAdmin.cookie, { id: w.otherWs.id })).body.items.map((r: { userId: string }) => r.userId)).toEqual([w.v3.id]);
    for (const id of [w.foreignWs.id, randomUUID(), 'nope']) expect(await post(workspaceUsers, w.orgAdmin.cookie, { id })).toEqual(NOT_FOUND);
    expect(await post(workspaceUsers, w.wsAdmin.cookie, { id: w.otherWs.id })).toEqual(NOT_FOUND);
  });

  it('users/top, users/{id}/overview and users/{id}/viewhistory', async () => {
    expect((await post(usersTop, w.orgAdmin.cookie)).body.items.map((r: { userId: string }) => r.userId)).toEqual([w.v1.id, w.v2.id, w.v3.id]);
    const overview = await post(userOverview, w.orgAdmin.cookie, { id: w.v1.id });
    expect(overview.body.item).toEqual({ userId: w.v1.id, displayName: 'Victor Viewer', email: expect.any(String), views: 2, workflowsViewed: 1, completions: 1, watchSeconds: 112, lastViewedAt: `${D2}T00:00:20.000Z` });
    const history = await post(userViewHistory, w.orgAdmin.cookie, { id: w.v1.id });
    expect(history.body.items).toEqual([{ workflowId: w.a.workflow.id, title: 'Torque check', workspaceName: 'Assembly', views: 2, completions: 1, watchSeconds: 112, lastViewedAt: `${D2}T00:00:20.000Z` }]);
    // A workspace admin sees a member's figures in their workspaces only (v3 watched only Paint shop).
    expect((await post(userOverview, w.wsAdmin.cookie, { id: w.v3.id })).body.item).toMatchObject({ views: 0, watchSeconds: 0, lastViewedAt: null });
    // Not a member of the other admin's workspace, another organisation's person, unknown: 404.
    expect(await post(userOverview, w.otherWsAdmin.cookie, { id: w.v1.id })).toEqual(NOT_FOUND);
    expect(await post(userViewHistory, w.orgAdmin.cookie, { id: w.gen2Admin.id })).toEqual(NOT_FOUND);
    expect(await post(userOverview, w.orgAdmin.cookie, { id: randomUUID() })).toEqual(NOT_FOUND);
  });

  it('workflows/overview: workflows in scope, watched ones and the totals', async () => {
    expect((await post(workflowsOverview, w.orgAdmin.cookie)).body.item).toEqual({ workflows: 2, workflowsViewed: 2, views: 5, users: 3, completions: 2, watchSeconds: 182 });
    expect((await post(workflowsOverview, w.wsAdmin.cookie)).body.item).toEqual({ workflows: 1, workflowsViewed: 1, views: 4, users: 2, completions: 1, watchSeconds: 152 });
  });

  it('a bad body range is the spec message; a cross-site POST is refused', async () => {
    expect(await post(workflowsOverview, w.orgAdmin.cookie, {}, { from: D3, to: D1 })).toEqual({ status: 422, body: { error: { code: 'invalid_input', message: 'analytics.errors.dateRange' } } });
    const res = await workflowsOverview(apiRequest('/x', { method: 'POST', cookie: w.orgAdmin.cookie, body: range, headers: { origin: 'https://evil.example.com' } }), routeParams({}));
    expect(res.status).toBe(403);
  });
});

describe('analytics-service: skills', () => {
  it('skills/assigned, skills/{id}/parts and skills/users-progress', async () => {
    expect((await post(skillsAssigned, w.orgAdmin.cookie)).body.items.map((r: { skillId: string }) => r.skillId)).toEqual([w.safety.id, w.onboarding.id]);
    // Of the three assigned people, v1 and v2 watched the skill's workflow: 4 views, 1 completion.
    expect((await post(skillParts, w.orgAdmin.cookie, { id: w.safety.id })).body.items).toEqual([{ workflowId: w.a.workflow.id, position: 1, title: 'Torque check', users: 2, views: 4, completions: 1 }]);
    expect(await post(skillParts, w.wsAdmin.cookie, { id: w.onboarding.id })).toEqual(NOT_FOUND);
    expect(await post(skillParts, w.orgAdmin.cookie, { id: randomUUID() })).toEqual(NOT_FOUND);
    const progress = await post(skillsProgress, w.orgAdmin.cookie);
    expect(progress.body.items.map((r: Record<string, unknown>) => [r.displayName, r.skillTitle, r.status, r.percent])).toEqual([
      ['Wendy Watcher', 'Safety basics', 'in_progress', 50],
      ['Xavier Xu', 'Safety basics', 'not_started', 0],
      ['Victor Viewer', 'Onboarding', 'in_progress', 20],
      ['Victor Viewer', 'Safety basics', 'completed', 100],
    ]);
  });
});

describe('quiz analytics (no date filter)', () => {
  it('quizzes/list: attempts, people, people who passed and the average score per quiz', async () => {
    const { body } = await get(quizzesList, w.orgAdmin.cookie);
    expect(body.items).toEqual([
      { workflowId: w.a.workflow.id, quizId: w.quizA.id, title: 'Torque check', workspaceName: 'Assembly', questions: 2, attempts: 3, users: 2, passedUsers: 1, averageScore: 0.5 },
      { workflowId: w.b.workflow.id, quizId: w.quizB.id, title: 'Spray gun', workspaceName: 'Paint shop', questions: 1, attempts: 1, users: 1, passedUsers: 1, averageScore: 1 },
    ]);
    expect((await get(quizzesList, w.wsAdmin.cookie)).body.items.map((r: { quizId: string }) => r.quizId)).toEqual([w.quizA.id]);
  });

  it("quizzes/workflows/{id}/users: each person's attempts, best and latest score", async () => {
    const { body } = await get(quizUsers, w.orgAdmin.cookie, { workflowId: w.a.workflow.id });
    expect(body.items.map((r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'email')))).toEqual([
      { userId: w.v1.id, quizId: w.quizA.id, workflowId: w.a.workflow.id, displayName: 'Victor Viewer', attempts: 2, bestScore: 1, latestScore: 1, latestStatus: 'passed', lastAttemptAt: `${D2}T10:00:00.000Z` },
      { userId: w.v2.id, quizId: w.quizA.id, workflowId: w.a.workflow.id, displayName: 'Wendy Watcher', attempts: 1, bestScore: 0, latestScore: 0, latestStatus: 'failed', lastAttemptAt: `${D1}T12:00:00.000Z` },
    ]);
    expect(await get(quizUsers, w.wsAdmin.cookie, { workflowId: w.b.workflow.id })).toEqual(NOT_FOUND);
    expect(await get(quizUsers, w.orgAdmin.cookie, { workflowId: w.foreignWf.workflow.id })).toEqual(NOT_FOUND);
  });

  it('quiz-performance-reports/list: per person and quiz, latest attempt first', async () => {
    const { body } = await get(quizPerformance, w.orgAdmin.cookie);
    expect(body.items.map((r: Record<string, unknown>) => [r.displayName, r.title, r.attempts, r.bestScore, r.latestStatus])).toEqual([
      ['Xavier Xu', 'Spray gun', 1, 1, 'passed'],
      ['Victor Viewer', 'Torque check', 2, 1, 'passed'],
      ['Wendy Watcher', 'Torque check', 1, 0, 'failed'],
    ]);
  });

  it("a person's answers: every attempt, newest first; ids that do not belong together are 404", async () => {
    const ok = await get(quizAnswers, w.orgAdmin.cookie, { quizId: w.quizA.id, workflowId: w.a.workflow.id, userId: w.v1.id });
    expect(ok.body.item.user).toMatchObject({ id: w.v1.id, displayName: 'Victor Viewer' });
    expect(ok.body.item.attempts.map((a: { score: number; status: string }) => [a.score, a.status])).toEqual([[100, 'passed'], [50, 'failed']]);
    expect(ok.body.item.attempts[1].answers.map((a: { questionId: string; answer: string; correct: boolean }) => [a.questionId, a.answer, a.correct])).toEqual([['q1', 'A', true], ['q2', 'B', false]]);
    for (const params of [
      { quizId: w.quizA.id, workflowId: w.a.workflow.id, userId: w.v3.id }, // never took it
      { quizId: w.quizB.id, workflowId: w.a.workflow.id, userId: w.v3.id }, // another workflow's quiz
      { quizId: randomUUID(), workflowId: w.a.workflow.id, userId: w.v1.id },
      { quizId: w.quizA.id, workflowId: w.a.workflow.id, userId: w.gen2Admin.id },
    ]) expect(await get(quizAnswers, w.orgAdmin.cookie, params)).toEqual(NOT_FOUND);
    expect(await get(quizAnswers, w.otherWsAdmin.cookie, { quizId: w.quizA.id, workflowId: w.a.workflow.id, userId: w.v1.id })).toEqual(NOT_FOUND);
  });

  it('answers 403 where quizzes are switched off', async () => {
    const org = await createOrg({ settings: { features: { enableQuiz: { enabled: false } } } });
    const admin = await createUser(org.id, 'admin-organization');
    const { cookie } = await sessionCookie(admin);
    for (const handler of [quizzesList, quizPerformance]) {
      expect(await get(handler, cookie)).toEqual({ status: 403, body: { error: { code: 'forbidden', message: 'quiz.errors.featureOff' } } });
    }
  });
});
