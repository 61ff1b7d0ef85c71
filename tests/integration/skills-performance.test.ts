import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { skillUserProgress } from '@/db/schema';
import { PUT as putPlaylist } from '@/app/api/v1/playlists/[id]/route';
import { POST as createPlaylist } from '@/app/api/v1/playlists/route';
import { PATCH as patchMembers } from '@/app/api/v1/skills/[id]/members/route';
import { GET as performances } from '@/app/api/v1/skills/[id]/skill-performances/route';
import { GET as teamSkills } from '@/app/api/v1/teams/[id]/skills/route';
import { GET as creatorSkills } from '@/app/api/v1/users/[id]/skills/creator/route';
import { GET as wsMatrix } from '@/app/api/v1/workspaces/[id]/skills-matrix/route';
import { GET as wsSkills } from '@/app/api/v1/workspaces/[id]/skills/route';
import { db } from '../helpers/factories';
import { call, skillsWorld, type SkillsWorld } from './skills-fixtures';

let w: SkillsWorld;
let skillId: string;
beforeAll(async () => {
  w = await skillsWorld();
  const made = await call(createPlaylist, '/api/v1/playlists', { method: 'POST', body: { group: w.ws.id, playlistTitle: 'Matrix skill' }, cookie: w.cookies.publisher });
  skillId = made.body.item.id;
  await call(putPlaylist, '/x', { method: 'PUT', body: { published: true }, cookie: w.cookies.orgAdmin, params: { id: skillId } });
  await call(patchMembers, '/x', { method: 'PATCH', body: { users: [w.users.learner.id], teams: [w.team.id], dueDateIntervalType: 'day', dueDateInterval: 5 }, cookie: w.cookies.orgAdmin, params: { id: skillId } });
  // The learner is overdue (the 5-day cycle started 6 days ago; reads recompute the due date from it), the team mate completed with a certificate lapsing in 10 days (expiring).
  const d = await db();
  await d.update(skillUserProgress).set({ status: 'in_progress', percent: 40, cycleStartedAt: new Date(Date.now() - 6 * 86_400_000) }).where(eq(skillUserProgress.userId, w.users.learner.id));
  await d.update(skillUserProgress).set({ status: 'completed', percent: 100, completedAt: new Date(), lapsesAt: new Date(Date.now() + 10 * 86_400_000) }).where(eq(skillUserProgress.userId, w.users.teamMate.id));
});

describe('skill performances and matrix', () => {
  it('lists each reached user with a state and counts; filters by state and team', async () => {
    const all = await call(performances, '/x', { cookie: w.cookies.orgAdmin, params: { id: skillId } });
    expect(all.body.total).toBe(2);
    expect(all.body.counts).toEqual({ not_started: 0, in_progress: 0, completed: 0, overdue: 1, expiring: 1 });
    const overdue = await call(performances, '/x?state=overdue', { cookie: w.cookies.orgAdmin, params: { id: skillId } });
    expect(overdue.body.items).toEqual([expect.objectContaining({ user: expect.objectContaining({ uid: w.users.learner.id }), progress: expect.objectContaining({ state: 'overdue', percent: 40 }) })]);
    const byTeam = await call(performances, `/x?teamId=${w.team.id}`, { cookie: w.cookies.orgAdmin, params: { id: skillId } });
    expect(byTeam.body.items.map((i: { user: { uid: string } }) => i.user.uid)).toEqual([w.users.teamMate.id]);
    expect((await call(performances, '/x', { cookie: w.cookies.viewer, params: { id: skillId } })).status).toBe(403);
    expect((await call(performances, '/x', { cookie: w.cookies.foreignAdmin, params: { id: skillId } })).status).toBe(404);
  });

  it('team skills, workspace skills and the matrix, each refusing other organisations', async () => {
    const team = await call(teamSkills, '/x', { cookie: w.cookies.orgAdmin, params: { id: w.team.id } });
    expect(team.body.items).toEqual([expect.objectContaining({ id: skillId, counts: expect.objectContaining({ expiring: 1, overdue: 0 }) })]);
    expect((await call(teamSkills, '/x', { cookie: w.cookies.foreignAdmin, params: { id: w.team.id } })).status).toBe(404);
    const ws = await call(wsSkills, '/x', { cookie: w.cookies.publisher, params: { id: w.ws.id } });
    expect(ws.body.items.map((i: { id: string }) => i.id)).toEqual([skillId]);
    expect((await call(wsSkills, '/x', { cookie: w.cookies.foreignAdmin, params: { id: w.ws.id } })).status).toBe(404);
    const matrix = await call(wsMatrix, '/x', { cookie: w.cookies.orgAdmin, params: { id: w.ws.id } });
    expect(matrix.body.skills).toEqual([{ id: skillId, playlistTitle: 'Matrix skill' }]);
    expect(matrix.body.total).toBe(2);
    const cells = Object.fromEntries(matrix.body.rows.map((r: { user: { uid: string }; cells: Record<string, unknown> }) => [r.user.uid, r.cells[skillId]]));
    expect(cells).toEqual({ [w.users.learner.id]: { state: 'overdue', percent: 40 }, [w.users.teamMate.id]: { state: 'expiring', percent: 100 } });
    expect((await call(wsMatrix, '/x', { cookie: w.cookies.viewer, params: { id: w.ws.id } })).status).toBe(403);
    expect((await call(wsMatrix, '/x', { cookie: w.cookies.gen2Admin, params: { id: w.ws.id } })).status).toBe(403);
  });

  it('creator skills: own for anyone with skills, others for managers', async () => {
    const own = await call(creatorSkills, '/x', { cookie: w.cookies.publisher, params: { id: 'me' } });
    expect(own.body.items.map((i: { id: string }) => i.id)).toEqual([skillId]);
    const asAdmin = await call(creatorSkills, '/x', { cookie: w.cookies.orgAdmin, params: { id: w.users.publisher.id } });
    expect(asAdmin.body.total).toBe(1);
    expect((await call(creatorSkills, '/x', { cookie: w.cookies.viewer, params: { id: w.users.publisher.id } })).status).toBe(403);
    expect((await call(creatorSkills, '/x', { cookie: w.cookies.foreignAdmin, params: { id: w.users.publisher.id } })).status).toBe(404);
  });
});
