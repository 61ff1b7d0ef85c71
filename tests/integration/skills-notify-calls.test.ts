import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as notifyPublish } from '@/app/api/v1/notifications/skill/publish/route';
import { POST as notifyReminder } from '@/app/api/v1/notifications/skill/reminder/route';
import { POST as notifyAssign } from '@/app/api/v1/notifications/skill/route';
import { PUT as putPlaylist } from '@/app/api/v1/playlists/[id]/route';
import { POST as createPlaylist } from '@/app/api/v1/playlists/route';
import { PATCH as patchMembers } from '@/app/api/v1/skills/[id]/members/route';
import { notifications } from '@/db/schema';
import { createUser, db } from '../helpers/factories';
import { addTeam, call, skillsWorld, type SkillsWorld } from './skills-fixtures';

// The explicit skill notification calls of spec 02 §7: POST /api/v1/notifications/skill, /skill/publish, /skill/reminder.
let w: SkillsWorld;
beforeAll(async () => {
  w = await skillsWorld();
});

const UNKNOWN = '99999999-9999-4999-8999-999999999999';
const post = (handler: typeof notifyAssign, cookie: string, body: unknown) => call(handler, '/api/v1/notifications/skill', { method: 'POST', body, cookie });

async function skill(opts: { publish?: boolean; users?: string[]; teams?: string[] } = {}) {
  const made = await call(createPlaylist, '/api/v1/playlists', { method: 'POST', body: { playlistTitle: 'Notified skill' }, cookie: w.cookies.orgAdmin });
  const id = made.body.item.id as string;
  if (opts.publish !== false) await call(putPlaylist, '/x', { method: 'PUT', body: { published: true }, cookie: w.cookies.orgAdmin, params: { id } });
  if (opts.users || opts.teams) {
    await call(patchMembers, '/x', { method: 'PATCH', body: { users: opts.users ?? [], teams: opts.teams ?? [], notify: false }, cookie: w.cookies.orgAdmin, params: { id } });
  }
  return id;
}

async function cards(userId: string, skillId: string) {
  const rows = await (await db()).select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.skillId, skillId)));
  return rows.map((r) => r.type).sort();
}

describe('POST /api/v1/notifications/skill', () => {
  it('tells the named assigned people and team members once; people the skill does not reach are skipped and counted', async () => {
    const learner = await createUser(w.org.id, 'viewer');
    const stranger = await createUser(w.org.id, 'viewer');
    const mate = await createUser(w.org.id, 'viewer');
    const team = await addTeam(w.org.id, `Crew ${Date.now()}`, [mate.id]);
    const id = await skill({ users: [learner.id], teams: [team.id] });
    const body = { playlistId: id, type: 'assign-skill', languageCode: 'de-de', baseUrl: 'https://evil.example', users: [learner.id, stranger.id], teams: [team.id] };
    const res = await post(notifyAssign, w.cookies.orgAdmin, body);
    expect(res).toMatchObject({ status: 200, body: { item: { recipients: 2, skipped: 1, alreadyNotified: 0 } } });
    expect(await cards(learner.id, id)).toEqual(['assign-skill']);
    expect(await cards(mate.id, id)).toEqual(['assign-skill']);
    expect(await cards(stranger.id, id)).toEqual([]);
    const [card] = await (await db()).select().from(notifications).where(and(eq(notifications.userId, learner.id), eq(notifications.skillId, id)));
    expect(card.activity).toMatchObject([{ senderId: w.users.orgAdmin.id, counter: 1 }]);
    expect(card.summary).toMatchObject({ playlistTitle: 'Notified skill' });

    const again = await post(notifyAssign, w.cookies.orgAdmin, body);
    expect(again.body.item).toEqual({ recipients: 0, skipped: 1, alreadyNotified: 2 });
    expect(await cards(learner.id, id)).toEqual(['assign-skill']);
  });

  it('does not repeat what assigning already raised', async () => {
    const learner = await createUser(w.org.id, 'viewer');
    const id = await skill();
    await call(patchMembers, '/x', { method: 'PATCH', body: { users: [learner.id] }, cookie: w.cookies.orgAdmin, params: { id } });
    expect(await cards(learner.id, id)).toEqual(['assign-skill']);
    const res = await post(notifyAssign, w.cookies.orgAdmin, { playlistId: id, type: 'assign-skill', users: [learner.id] });
    expect(res.body.item).toEqual({ recipients: 0, skipped: 0, alreadyNotified: 1 });
    expect(await cards(learner.id, id)).toEqual(['assign-skill']);
  });

  it('refuses unpublished skills, bad input, viewers and gen2; unknown and foreign ids read as unknown', async () => {
    const learner = await createUser(w.org.id, 'viewer');
    const draft = await skill({ publish: false, users: [learner.id] });
    const id = await skill({ users: [learner.id] });
    const ok = { playlistId: id, type: 'assign-skill', users: [learner.id] };
    expect((await post(notifyAssign, w.cookies.orgAdmin, { ...ok, playlistId: draft })).status).toBe(409);
    expect((await post(notifyAssign, w.cookies.orgAdmin, { ...ok, type: 'remind-skill' })).status).toBe(422);
    const none = await post(notifyAssign, w.cookies.orgAdmin, { ...ok, users: [] });
    expect(none.status).toBe(422);
    expect(none.body.error.issues).toContainEqual({ path: 'users', message: 'share.noRecipients' });
    expect((await post(notifyAssign, w.cookies.viewer, ok)).status).toBe(403);
    expect((await post(notifyAssign, w.cookies.gen2Admin, ok)).status).toBe(403);
    expect((await post(notifyAssign, '', ok)).status).toBe(401);
    expect((await post(notifyAssign, w.cookies.foreignAdmin, ok)).status).toBe(404);
    expect((await post(notifyAssign, w.cookies.orgAdmin, { ...ok, playlistId: UNKNOWN })).status).toBe(404);
    expect((await post(notifyAssign, w.cookies.orgAdmin, { ...ok, users: [w.users.foreignAdmin.id] })).status).toBe(404);
    expect(await cards(learner.id, id)).toEqual([]);
  });
});

describe('POST /api/v1/notifications/skill/publish', () => {
  it('tells everyone the skill reaches of its current state; a type that is not the state is a conflict', async () => {
    const learner = await createUser(w.org.id, 'viewer');
    const id = await skill({ users: [learner.id] });
    const before = await cards(learner.id, id);
    const res = await post(notifyPublish, w.cookies.orgAdmin, { playlistId: id, type: 'publish-skill' });
    expect(res).toMatchObject({ status: 200, body: { item: { recipients: 1 } } });
    expect(await cards(learner.id, id)).toEqual([...before, 'publish-skill'].sort());
    const wrong = await post(notifyPublish, w.cookies.orgAdmin, { playlistId: id, type: 'unpublish-skill' });
    expect(wrong).toMatchObject({ status: 409, body: { error: { message: 'skills.errors.publishStateMismatch' } } });
    expect((await post(notifyPublish, w.cookies.viewer, { playlistId: id, type: 'publish-skill' })).status).toBe(403);
    expect((await post(notifyPublish, w.cookies.foreignAdmin, { playlistId: id, type: 'publish-skill' })).status).toBe(404);
  });
});

describe('POST /api/v1/notifications/skill/reminder', () => {
  it('reminds the named assigned people (the manual reminder button); an unassigned person is unknown', async () => {
    const learner = await createUser(w.org.id, 'viewer');
    const other = await createUser(w.org.id, 'viewer');
    const id = await skill({ users: [learner.id, other.id] });
    const res = await post(notifyReminder, w.cookies.publisher, { playlistId: id, type: 'remind-skill', users: [learner.id] });
    expect(res).toMatchObject({ status: 200, body: { item: { reminded: 1 } } });
    expect(await cards(learner.id, id)).toEqual(['remind-skill']);
    expect(await cards(other.id, id)).toEqual([]);
    const stranger = await createUser(w.org.id, 'viewer');
    expect((await post(notifyReminder, w.cookies.orgAdmin, { playlistId: id, type: 'remind-skill', users: [stranger.id] })).status).toBe(404);
    expect((await post(notifyReminder, w.cookies.viewer, { playlistId: id, type: 'remind-skill' })).status).toBe(403);
  });
});
