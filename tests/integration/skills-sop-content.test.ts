import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as startRoute } from '@/app/api/v1/multimodal-sop/[id]/executions/route';
import { PUT as putContent } from '@/app/api/v1/playlists/[id]/content/route';
import { PUT as putPlaylist } from '@/app/api/v1/playlists/[id]/route';
import { POST as createPlaylist } from '@/app/api/v1/playlists/route';
import { POST as confirmRoute } from '@/app/api/v1/sop-executions/[executionId]/confirm/route';
import { PATCH as patchMembers } from '@/app/api/v1/skills/[id]/members/route';
import { POST as calculateRoute } from '@/app/api/v1/users/[id]/skills-assigned/[skillId]/progress-calculation/route';
import { GET as getAssigned } from '@/app/api/v1/users/[id]/skills-assigned/[skillId]/route';
import { GET as getMatrix } from '@/app/api/v1/workspaces/[id]/skills-matrix/route';
import { skillUserProgress } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { db } from '@/tests/helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';
import { hit, makeSop, sopApi, sopWorld, type SopWorld } from './sop-fixtures';

process.env.JOBS_IN_PROCESS = 'false';

let w: SopWorld;
beforeAll(async () => {
  w = await sopWorld();
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

const admin = () => w.cookies.orgAdmin;
const content = (id: string, list: unknown) => hit(putContent, `/api/v1/playlists/${id}/content`, { cookie: admin(), method: 'PUT', body: { list }, params: { id } });
const assignedOne = (skillId: string) =>
  hit(getAssigned, `/api/v1/users/me/skills-assigned/${skillId}`, { cookie: w.cookies.viewer, params: { id: 'me', skillId } });
async function runSop(sopId: string, skillId?: string) {
  const started = await hit(startRoute, `/api/v1/multimodal-sop/${sopId}/executions`, { cookie: w.cookies.viewer, method: 'POST', body: skillId ? { skillId } : {}, params: { id: sopId } });
  expect(started.status).toBe(201);
  const executionId = started.body.item.id;
  const done = await hit(confirmRoute, `/api/v1/sop-executions/${executionId}/confirm`, { cookie: w.cookies.viewer, method: 'POST', body: { name: 'Vic Viewer' }, params: { executionId } });
  expect(done.status).toBe(200);
}
/** A published skill in workspace A holding `list`, assigned to the viewer. */
async function skillWith(list: unknown[]) {
  const made = await hit(createPlaylist, '/api/v1/playlists', { cookie: admin(), method: 'POST', body: { organization: w.org.id, group: w.ws.a.id, playlistTitle: `Line ${Date.now()}` } });
  const id = made.body.item.id as string;
  expect((await content(id, list)).status).toBe(200);
  expect((await hit(patchMembers, `/api/v1/skills/${id}/members`, { cookie: admin(), method: 'PATCH', body: { users: [w.users.viewer.id], notify: false }, params: { id } })).status).toBe(200);
  expect((await hit(putPlaylist, `/api/v1/playlists/${id}`, { cookie: admin(), method: 'PUT', body: { published: true }, params: { id } })).status).toBe(200);
  return id;
}
const progressRow = async (skillId: string) =>
  (await (await db()).select().from(skillUserProgress).where(and(eq(skillUserProgress.playlistId, skillId), eq(skillUserProgress.userId, w.users.viewer.id))))[0];

describe('skills holding smart instructions (issues 20 and 21)', () => {
  it('holds workflows and published smart instructions in one ordered list', async () => {
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id, { published: true, title: 'Press setup' });
    const { workflow } = await createWorkflow(w.org.id, w.ws.a.id, { title: 'Press safety', videoDuration: 60, steps: [60] });
    const made = await hit(createPlaylist, '/api/v1/playlists', { cookie: admin(), method: 'POST', body: { organization: w.org.id, group: w.ws.a.id, playlistTitle: 'Press operator' } });
    const res = await content(made.body.item.id, [
      { type: 'mm-sop', id: sop.id },
      { type: 'workflow', id: workflow.id },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.item.list).toEqual([
      expect.objectContaining({ type: 'mm-sop', id: sop.id, title: 'Press setup', numSteps: 1, videoDuration: 0, published: true }),
      expect.objectContaining({ type: 'workflow', id: workflow.id, title: 'Press safety', numSteps: 1, videoDuration: 60 }),
    ]);
    expect(res.body.item).toMatchObject({ totalInList: 2, totalVideoDuration: 60 });

    // Deleting the smart instruction takes it out of the skill.
    expect((await sopApi.remove(w.cookies.publisher, sop.id)).status).toBeLessThan(300);
    const after = await content(made.body.item.id, [{ type: 'workflow', id: workflow.id }]);
    expect(after.body.item.list).toHaveLength(1);
  });

  it('refuses a draft smart instruction (409), an unknown or foreign one (404), and a workflow id sent as one (404)', async () => {
    const made = await hit(createPlaylist, '/api/v1/playlists', { cookie: admin(), method: 'POST', body: { organization: w.org.id, playlistTitle: 'Drafts' } });
    const id = made.body.item.id;
    const draft = await makeSop(w.cookies.publisher, w.ws.a.id, { title: 'Draft setup' });
    const refused = await content(id, [{ type: 'mm-sop', id: draft.id }]);
    expect(refused).toMatchObject({ status: 409, body: { error: { message: 'skills.errors.unpublishedSop' } } });
    const foreign = await makeSop(w.cookies.outsider, w.ws.other.id, { published: true });
    expect(await content(id, [{ type: 'mm-sop', id: foreign.id }])).toMatchObject({ status: 404, body: { error: { message: 'skills.errors.unknownContent' } } });
    const { workflow } = await createWorkflow(w.org.id, w.ws.a.id);
    expect((await content(id, [{ type: 'mm-sop', id: workflow.id }])).status).toBe(404);
    expect((await content(id, [{ type: 'mm-sop', id: 'not-a-uuid' }])).status).toBe(404);
  });

  it('counts an execution confirmed from the skill at once: progress, matrix and completion', async () => {
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id, { published: true, title: 'Valve check' });
    const { workflow } = await createWorkflow(w.org.id, w.ws.a.id, { title: 'Valve basics', videoDuration: 100, steps: [100] });
    const mixed = await skillWith([
      { type: 'workflow', id: workflow.id },
      { type: 'mm-sop', id: sop.id },
    ]);
    const before = await assignedOne(mixed);
    expect(before.body.item.list.map((i: { type: string; done: boolean }) => [i.type, i.done])).toEqual([
      ['workflow', false],
      ['mm-sop', false],
    ]);
    await runSop(sop.id, mixed);
    expect(await progressRow(mixed)).toMatchObject({ status: 'in_progress', percent: 50 });
    const after = await assignedOne(mixed);
    expect(after.body.item.list[1]).toMatchObject({ type: 'mm-sop', done: true, watchedPercent: 100 });

    // A skill made only of the smart instruction: the execution done before counts, and completes it.
    const only = await skillWith([{ type: 'mm-sop', id: sop.id }]);
    const calculated = await hit(calculateRoute, `/api/v1/users/me/skills-assigned/${only}/progress-calculation`, { cookie: w.cookies.viewer, method: 'POST', params: { id: 'me', skillId: only } });
    expect(calculated.body.item.progress).toMatchObject({ status: 'completed', percent: 100 });
    const matrix = await hit(getMatrix, `/api/v1/workspaces/${w.ws.a.id}/skills-matrix`, { cookie: admin(), params: { id: w.ws.a.id } });
    const row = matrix.body.rows.find((r: { user: { uid: string } }) => r.user.uid === w.users.viewer.id);
    expect(row.cells[only]).toMatchObject({ state: 'completed', percent: 100 });
    expect(row.cells[mixed]).toMatchObject({ state: 'in_progress', percent: 50 });
  });

  it('shows a learner who opened the skill first its smart instruction done, and the skill completed, once executed from it', async () => {
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id, { published: true, title: 'Valve close' });
    const skill = await skillWith([{ type: 'mm-sop', id: sop.id }]);
    const before = await assignedOne(skill);
    expect(before.body.item.list.map((i: { type: string; done: boolean }) => [i.type, i.done])).toEqual([['mm-sop', false]]);
    expect(before.body.item.progress).toMatchObject({ status: 'not_started', percent: 0 });
    await runSop(sop.id, skill);
    const after = await assignedOne(skill);
    expect(after.body.item.list).toEqual([expect.objectContaining({ type: 'mm-sop', id: sop.id, done: true })]);
    expect(after.body.item.progress).toMatchObject({ status: 'completed', percent: 100 });
  });
});
