import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, organizations, teamMembers } from '@/db/schema';
import { PUT as putContent } from '@/app/api/v1/playlists/[id]/content/route';
import { GET as getPlaylist, PUT as putPlaylist } from '@/app/api/v1/playlists/[id]/route';
import { POST as createPlaylist } from '@/app/api/v1/playlists/route';
import { PATCH as patchMembers } from '@/app/api/v1/skills/[id]/members/route';
import { GET as getSkillUsers } from '@/app/api/v1/skills/[id]/users/route';
import { GET as listSkills } from '@/app/api/v1/skills/route';
import { GET as getAssigned } from '@/app/api/v1/users/[id]/skills-assigned/[skillId]/route';
import { GET as listAssigned } from '@/app/api/v1/users/[id]/skills-assigned/route';
import { createUser, db, sessionCookie } from '../helpers/factories';
import { addTeam, call, skillsWorld, type SkillsWorld } from './skills-fixtures';

let w: SkillsWorld;
beforeAll(async () => {
  w = await skillsWorld();
});

const create = (cookie: string, body: unknown) => call(createPlaylist, '/api/v1/playlists', { method: 'POST', body, cookie });
const put = (cookie: string, id: string, body: unknown) => call(putPlaylist, `/api/v1/playlists/${id}`, { method: 'PUT', body, cookie, params: { id } });
const content = (cookie: string, id: string, list: unknown) => call(putContent, `/api/v1/playlists/${id}/content`, { method: 'PUT', body: { list }, cookie, params: { id } });
const members = (cookie: string, id: string, body: unknown) => call(patchMembers, `/api/v1/skills/${id}/members`, { method: 'PATCH', body, cookie, params: { id } });
const assignedOne = (cookie: string, userId: string, skillId: string) =>
  call(getAssigned, `/api/v1/users/${userId}/skills-assigned/${skillId}`, { cookie, params: { id: userId, skillId } });
const assignedList = (cookie: string, userId: string, qs = '') => call(listAssigned, `/api/v1/users/${userId}/skills-assigned${qs}`, { cookie, params: { id: userId } });

async function newSkill(title = 'Forklift licence') {
  const made = await create(w.cookies.orgAdmin, { organization: w.org.id, group: w.ws.id, playlistTitle: title });
  expect(made.status).toBe(201);
  return made.body.item.id as string;
}

describe('POST /api/v1/playlists', () => {
  it('creates a skill for skills managers; the reply carries item.id and the group', async () => {
    const made = await create(w.cookies.publisher, { organization: w.org.id, group: w.ws.id, playlistTitle: 'Welding 101' });
    expect(made).toMatchObject({ status: 201, body: { item: { playlistTitle: 'Welding 101', group: w.ws.id, published: false, list: [], totalInList: 0, canEdit: true } } });
    expect(made.body.item.signer).toMatchObject({ uid: w.users.publisher.id });
  });

  it('applies the §5 skill name rules', async () => {
    const cases: [string, string][] = [
      ['', 'rules.required'],
      ['   ', 'rules.noWhiteSpace'],
      [' Leading', 'rules.noWhiteSpace'],
      ['x'.repeat(91), 'rules.max90'],
      ['A/B', 'rules.invalidName'],
    ];
    for (const [playlistTitle, message] of cases) {
      const res = await create(w.cookies.orgAdmin, { playlistTitle });
      expect(res.status, playlistTitle).toBe(422);
      expect(res.body.error.issues).toContainEqual({ path: 'playlistTitle', message });
    }
    expect((await create(w.cookies.orgAdmin, { playlistTitle: 'x'.repeat(90) })).status).toBe(201);
  });

  it('refuses viewers, gen2 organisations and signed-out callers; another organisation or workspace reads as unknown', async () => {
    expect((await create(w.cookies.viewer, { playlistTitle: 'Nope' })).status).toBe(403);
    expect((await create(w.cookies.gen2Admin, { playlistTitle: 'Nope' })).status).toBe(403);
    expect((await create('', { playlistTitle: 'Nope' })).status).toBe(401);
    expect((await create(w.cookies.orgAdmin, { organization: w.other.id, playlistTitle: 'Nope' })).status).toBe(404);
    expect((await create(w.cookies.foreignAdmin, { group: w.ws.id, playlistTitle: 'Nope' })).status).toBe(404);
  });

  it("follows the organisation's skillsManager role list: a listed viewer may still not create, an unlisted publisher may not", async () => {
    const d = await db();
    const [org] = await d.insert(organizations).values({ name: 'Listed', clientKey: `listed${Date.now()}`, settings: { permissions: { skillsManager: ['admin-organization', 'viewer'] } } }).returning();
    const admin = await sessionCookie(await createUser(org.id, 'admin-organization'));
    const publisher = await sessionCookie(await createUser(org.id, 'publisher'));
    const viewer = await sessionCookie(await createUser(org.id, 'viewer'));
    expect((await create(admin.cookie, { playlistTitle: 'Listed' })).status).toBe(201);
    expect((await create(publisher.cookie, { playlistTitle: 'Unlisted' })).status).toBe(403);
    expect((await create(viewer.cookie, { playlistTitle: 'Viewer' })).status).toBe(403);
  });
});

describe('GET and PUT /api/v1/playlists/{id}, PUT content', () => {
  it('stores the ordered content list and shows it with totals', async () => {
    const id = await newSkill();
    const res = await content(w.cookies.orgAdmin, id, [
      { type: 'workflow', id: w.wf2.id },
      { type: 'workflow', id: w.wf1.id },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.item.list.map((i: { title: string }) => i.title)).toEqual(['Forklift', 'Safety basics']);
    const got = await call(getPlaylist, `/api/v1/playlists/${id}`, { cookie: w.cookies.publisher, params: { id } });
    expect(got.body.item).toMatchObject({ totalInList: 2, totalVideoDuration: 300 });
    expect(got.body.item.list[0]).toMatchObject({ type: 'workflow', id: w.wf2.id, numSteps: 1, videoDuration: 200 });
  });

  it('refuses duplicates, a workflow sent as a smart instruction (404) and another organisation’s workflow (404)', async () => {
    const id = await newSkill();
    const dup = await content(w.cookies.orgAdmin, id, [{ type: 'workflow', id: w.wf1.id }, { type: 'workflow', id: w.wf1.id }]);
    expect(dup.status).toBe(422);
    expect((await content(w.cookies.orgAdmin, id, [{ type: 'mm-sop', id: w.wf1.id }])).status).toBe(404);
    expect((await content(w.cookies.orgAdmin, id, [{ type: 'workflow', id: w.foreignWf.id }])).status).toBe(404);
  });

  it('renames and publishes; viewers get 403, another organisation 404, unknown ids 404', async () => {
    const id = await newSkill();
    const res = await put(w.cookies.orgAdmin, id, { playlistTitle: 'Renamed', published: true });
    expect(res.body.item).toMatchObject({ playlistTitle: 'Renamed', published: true });
    expect((await put(w.cookies.viewer, id, { published: false })).status).toBe(403);
    expect((await put(w.cookies.foreignAdmin, id, { published: false })).status).toBe(404);
    expect((await call(getPlaylist, '/x', { cookie: w.cookies.foreignAdmin, params: { id } })).status).toBe(404);
    expect((await call(getPlaylist, '/x', { cookie: w.cookies.orgAdmin, params: { id: 'nope' } })).status).toBe(404);
    expect((await call(getPlaylist, '/x', { cookie: w.cookies.gen2Admin, params: { id } })).status).toBe(403);
    expect((await put(w.cookies.orgAdmin, id, {})).status).toBe(422);
  });
});

describe('skills list, members and assigned skills', () => {
  it('lists the organisation’s skills by page or by ids, never another organisation’s', async () => {
    const id = await newSkill('Listed skill');
    const all = await call(listSkills, '/api/v1/skills?page=1&size=500', { cookie: w.cookies.orgAdmin });
    expect(all.body.items.map((i: { id: string }) => i.id)).toContain(id);
    const byIds = await call(listSkills, `/api/v1/skills?skillIds=${id}`, { cookie: w.cookies.orgAdmin });
    expect(byIds.body).toMatchObject({ total: 1, items: [{ id, playlistTitle: 'Listed skill' }] });
    const foreign = await call(listSkills, `/api/v1/skills?skillIds=${id}`, { cookie: w.cookies.foreignAdmin });
    expect(foreign.body).toEqual({ items: [], total: 0 });
    expect((await call(listSkills, '/api/v1/skills', { cookie: w.cookies.viewer })).status).toBe(403);
  });

  it('assigns users and teams with a due interval, notifies when published, and codes 0 / 2 / 52', async () => {
    const id = await newSkill('Assigned skill');
    await content(w.cookies.orgAdmin, id, [{ type: 'workflow', id: w.wf1.id }]);
    // Unpublished: assigned users get code 2 and no notification yet.
    const patched = await members(w.cookies.orgAdmin, id, { users: [w.users.learner.id], teams: [w.team.id], dueDateIntervalType: 'day', dueDateInterval: 14 });
    expect(patched.status).toBe(200);
    expect(patched.body.totalUsers).toBe(2);
    expect(patched.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'user', userId: w.users.learner.id, name: 'Lena Learner', dueDateIntervalType: 'day', dueDateInterval: 14 }),
        expect.objectContaining({ kind: 'team', teamId: w.team.id, name: 'Line A', membersCount: 1 }),
      ]),
    );
    expect((await assignedOne(w.cookies.learner, 'me', id)).body).toEqual({ code: 2, item: null });
    expect((await assignedOne(w.cookies.viewer, 'me', id)).body).toEqual({ code: 52, item: null });

    await put(w.cookies.orgAdmin, id, { published: true });
    const d = await db();
    const notes = await d.select().from(notifications).where(eq(notifications.skillId, id));
    expect(notes.filter((n) => n.type === 'publish-skill').map((n) => n.userId).sort()).toEqual([w.users.learner.id, w.users.teamMate.id].sort());
    expect(notes[0].summary).toMatchObject({ playlistTitle: 'Assigned skill', totalInList: 1, totalVideoDuration: 100, dueDateIntervalType: 'day', dueDateInterval: 14, dueDaysLeft: 14 });

    const one = await assignedOne(w.cookies.teamMate, w.users.teamMate.id, id);
    expect(one.body.code).toBe(0);
    expect(one.body.item).toMatchObject({ id, playlistTitle: 'Assigned skill', dueDateIntervalType: 'day', progress: { status: 'not_started', percent: 0, dueDaysLeft: 14 } });
    expect(one.body.item.list).toEqual([expect.objectContaining({ id: w.wf1.id, watched: false, watchedPercent: 0, hasQuiz: false })]);

    const list = await assignedList(w.cookies.learner, 'me', '?type=todo');
    expect(list.body.items.map((i: { id: string }) => i.id)).toContain(id);
    expect((await assignedList(w.cookies.learner, 'me', '?type=completed')).body.items.map((i: { id: string }) => i.id)).not.toContain(id);
  });

  it('a team’s new member gets the skill (and an assign-skill notification once the skill is read or synced)', async () => {
    const id = await newSkill('Team skill');
    await put(w.cookies.orgAdmin, id, { published: true });
    const newcomer = await createUser(w.org.id, 'viewer');
    const team = await addTeam(w.org.id, 'Night crew', []);
    await members(w.cookies.orgAdmin, id, { teams: [team.id] });
    const cookie = (await sessionCookie(newcomer)).cookie;
    expect((await assignedOne(cookie, 'me', id)).body.code).toBe(52);
    const d = await db();
    await d.insert(teamMembers).values({ organizationId: w.org.id, teamId: team.id, userId: newcomer.id });
    expect((await assignedOne(cookie, 'me', id)).body.code).toBe(0);
    const notes = await d.select().from(notifications).where(eq(notifications.userId, newcomer.id));
    expect(notes).toEqual([expect.objectContaining({ type: 'assign-skill', skillId: id, activity: [] })]);
    // Reading again raises nothing new.
    await assignedList(cookie, 'me');
    expect(await d.select().from(notifications).where(eq(notifications.userId, newcomer.id))).toHaveLength(1);
  });

  it('sends assign-skill and assign-skill-due to newly assigned people of a published skill; removes assignments', async () => {
    const id = await newSkill('Due skill');
    await put(w.cookies.orgAdmin, id, { published: true });
    const extra = await createUser(w.org.id, 'viewer');
    await members(w.cookies.orgAdmin, id, { users: [extra.id], dueDateIntervalType: 'month', dueDateInterval: 1 });
    const d = await db();
    const notes = await d.select().from(notifications).where(eq(notifications.userId, extra.id));
    expect(notes.map((n) => n.type).sort()).toEqual(['assign-skill', 'assign-skill-due']);
    expect(notes[0].activity).toEqual([expect.objectContaining({ senderName: 'Olga Admin' })]);
    const removed = await members(w.cookies.orgAdmin, id, { removeUsers: [extra.id] });
    expect(removed.body).toMatchObject({ items: [], totalUsers: 0 });
    expect((await assignedOne((await sessionCookie(extra)).cookie, 'me', id)).body.code).toBe(52);
  });

  it('refuses half a due date, viewers, and other organisations’ users, teams and skills', async () => {
    const id = await newSkill();
    expect((await members(w.cookies.orgAdmin, id, { users: [w.users.learner.id], dueDateIntervalType: 'day' })).status).toBe(422);
    expect((await members(w.cookies.viewer, id, { users: [w.users.learner.id] })).status).toBe(403);
    expect((await members(w.cookies.orgAdmin, id, { users: [w.users.foreignAdmin.id] })).status).toBe(404);
    expect((await members(w.cookies.foreignAdmin, id, { users: [] })).status).toBe(404);
    expect((await call(getSkillUsers, '/x', { cookie: w.cookies.foreignAdmin, params: { id } })).status).toBe(404);
  });

  it('lets a learner read only their own skills; managers read their organisation’s users; gen2 refused', async () => {
    const id = await newSkill();
    expect((await assignedList(w.cookies.learner, w.users.teamMate.id)).status).toBe(403);
    expect((await assignedList(w.cookies.orgAdmin, w.users.learner.id)).status).toBe(200);
    expect((await assignedList(w.cookies.orgAdmin, w.users.foreignAdmin.id)).status).toBe(404);
    expect((await assignedOne(w.cookies.foreignAdmin, 'me', id)).status).toBe(404);
    expect((await assignedList(w.cookies.gen2Admin, 'me')).status).toBe(403);
  });
});
