import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf } from '@/tests/helpers/audit';
import { PUT as putContent } from '@/app/api/v1/playlists/[id]/content/route';
import { PUT as putPlaylist } from '@/app/api/v1/playlists/[id]/route';
import { POST as createPlaylist } from '@/app/api/v1/playlists/route';
import { POST as saveQuiz } from '@/app/api/v1/skill/skills/[id]/quiz/route';
import { PATCH as patchMembers } from '@/app/api/v1/skills/[id]/members/route';
import { POST as createTeam } from '@/app/api/v1/teams/route';
import { GET as creatorTeams } from '@/app/api/v1/users/[id]/teams/creator/route';
import { createUser } from '../helpers/factories';
import { addTeam, call, skillsWorld, type SkillsWorld } from './skills-fixtures';

let w: SkillsWorld;
beforeAll(async () => {
  w = await skillsWorld();
});

const entries = (entityId: string) => auditEntriesOf(w.org.id, entityId);

describe('the audit log of skills', () => {
  it('records create, update, publish, unpublish, assign and unassign by the manager who did it', async () => {
    const cookie = w.cookies.publisher;
    const made = await call(createPlaylist, '/api/v1/playlists', { method: 'POST', body: { playlistTitle: 'Audited skill' }, cookie });
    const id = made.body.item.id as string;
    const at = { cookie, params: { id } };
    await call(putPlaylist, '/x', { method: 'PUT', body: { playlistTitle: 'Audited skill v2', certification: false }, ...at });
    await call(putContent, '/x', { method: 'PUT', body: { list: [{ type: 'workflow', id: w.wf1.id }] }, ...at });
    await call(saveQuiz, '/x', { method: 'POST', body: { questions: [] }, ...at });
    await call(putPlaylist, '/x', { method: 'PUT', body: { published: true }, ...at });
    await call(putPlaylist, '/x', { method: 'PUT', body: { published: true }, ...at });
    const learner = await createUser(w.org.id, 'viewer');
    await call(patchMembers, '/x', { method: 'PATCH', body: { users: [learner.id], teams: [w.team.id], dueDateIntervalType: 'day', dueDateInterval: 5, notify: false }, ...at });
    await call(patchMembers, '/x', { method: 'PATCH', body: { removeTeams: [w.team.id] }, ...at });
    await call(putPlaylist, '/x', { method: 'PUT', body: { published: false }, ...at });

    const log = await entries(id);
    expect(log.map((e) => e.action)).toEqual(['skill.create', 'skill.update', 'skill.update', 'skill.update', 'skill.publish', 'skill.assign', 'skill.unassign', 'skill.unpublish']);
    expect(log.every((e) => e.actorId === w.users.publisher.id && e.entityType === 'skill')).toBe(true);
    expect(log[1]).toMatchObject({ entityName: 'Audited skill v2', before: { title: 'Audited skill' }, after: { title: 'Audited skill v2', certification: false } });
    expect(log[2].after).toEqual({ content: [w.wf1.id] });
    expect(log[3].after).toEqual({ assessmentQuestions: 0 });
    expect(log[5].after).toMatchObject({ users: [learner.id], teams: [w.team.id], dueDateIntervalType: 'day', dueDateInterval: 5 });
    expect(log[6].before).toEqual({ users: [], teams: [w.team.id] });
  });

  it('records nothing for a refused change', async () => {
    const made = await call(createPlaylist, '/api/v1/playlists', { method: 'POST', body: { playlistTitle: 'Untouched' }, cookie: w.cookies.orgAdmin });
    const id = made.body.item.id as string;
    expect((await call(putPlaylist, '/x', { method: 'PUT', body: { playlistTitle: 'Hijacked' }, cookie: w.cookies.viewer, params: { id } })).status).toBe(403);
    expect((await call(patchMembers, '/x', { method: 'PATCH', body: { users: [w.users.foreignAdmin.id] }, cookie: w.cookies.orgAdmin, params: { id } })).status).toBe(404);
    expect((await entries(id)).map((e) => e.action)).toEqual(['skill.create']);
  });
});

describe('GET /api/v1/users/{id}/teams/creator', () => {
  const list = (cookie: string, userId: string) => call(creatorTeams, `/api/v1/users/${userId}/teams/creator`, { cookie, params: { id: userId } });

  it('lists the teams the person created, by name; teams made by others or before the creator was kept are not theirs', async () => {
    const admin = await createUser(w.org.id, 'admin-organization');
    const cookie = await w.cookieOf(admin);
    for (const name of ['Zulu shift', 'Alpha shift']) expect((await call(createTeam, '/api/v1/teams', { method: 'POST', body: { name: `${name} ${admin.id}` }, cookie })).status).toBe(201);
    await addTeam(w.org.id, `Seeded ${admin.id}`, []);
    await call(createTeam, '/api/v1/teams', { method: 'POST', body: { name: `Olga's ${admin.id}` }, cookie: w.cookies.orgAdmin });
    const mine = await list(cookie, 'me');
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ total: 2, items: [{ name: `Alpha shift ${admin.id}`, membersCount: 0, canEdit: true }, { name: `Zulu shift ${admin.id}` }] });
    expect((await list(cookie, admin.id)).body.total).toBe(2);
    expect((await list(w.cookies.orgAdmin, admin.id)).body.total).toBe(2);
  });

  it('is one’s own for people without team access; unknown and foreign ids read alike', async () => {
    expect(await list(w.cookies.viewer, 'me')).toMatchObject({ status: 200, body: { items: [], total: 0 } });
    expect((await list(w.cookies.viewer, w.users.orgAdmin.id)).status).toBe(403);
    expect((await list(w.cookies.orgAdmin, w.users.foreignAdmin.id)).status).toBe(404);
    expect((await list(w.cookies.orgAdmin, 'not-an-id')).status).toBe(404);
    expect((await list('', 'me')).status).toBe(401);
  });
});
