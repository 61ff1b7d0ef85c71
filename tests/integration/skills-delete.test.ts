import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, playlistItems, playlists, skillAssignments, skillRemindersSent, skillUserProgress } from '@/db/schema';
import { auditEntriesOf } from '@/tests/helpers/audit';
import { PUT as putContent } from '@/app/api/v1/playlists/[id]/content/route';
import { DELETE as deletePlaylist, GET as getPlaylist, PUT as putPlaylist } from '@/app/api/v1/playlists/[id]/route';
import { POST as createPlaylist } from '@/app/api/v1/playlists/route';
import { PATCH as patchMembers } from '@/app/api/v1/skills/[id]/members/route';
import { runSkillReminders } from '@/lib/skills/reminders';
import { createUser, db } from '../helpers/factories';
import { call, skillsWorld, type SkillsWorld } from './skills-fixtures';

let w: SkillsWorld;
beforeAll(async () => {
  w = await skillsWorld();
});

/** A published skill with content, a learner and a team assigned, cards in their bells and a reminder claimed. */
async function busySkill(title: string) {
  const made = await call(createPlaylist, '/api/v1/playlists', { method: 'POST', body: { playlistTitle: title }, cookie: w.cookies.orgAdmin });
  const id = made.body.item.id as string;
  const at = { cookie: w.cookies.orgAdmin, params: { id } };
  await call(putContent, '/x', { method: 'PUT', body: { list: [{ type: 'workflow', id: w.wf1.id }] }, ...at });
  await call(putPlaylist, '/x', { method: 'PUT', body: { published: true }, ...at });
  const learner = await createUser(w.org.id, 'viewer');
  await call(patchMembers, '/x', { method: 'PATCH', body: { users: [learner.id], teams: [w.team.id], dueDateIntervalType: 'day', dueDateInterval: 3 }, ...at });
  await runSkillReminders(await db(), new Date());
  return { id, learner };
}

const countOf = async (table: typeof playlistItems | typeof skillAssignments | typeof skillUserProgress | typeof skillRemindersSent, id: string) =>
  (await (await db()).select().from(table).where(eq(table.playlistId, id))).length;

describe('DELETE /api/v1/playlists/{id}', () => {
  it('deletes the skill with its content, assignments, progress, reminder claims and bell cards, and audits it', async () => {
    const s = await busySkill('Doomed skill');
    const d = await db();
    const cards = () => d.select().from(notifications).where(and(eq(notifications.organizationId, w.org.id), eq(notifications.skillId, s.id)));
    expect((await cards()).map((n) => n.type).sort()).toEqual(['assign-skill', 'assign-skill', 'assign-skill-due', 'assign-skill-due', 'remind-skill-left-days', 'remind-skill-left-days']);
    expect(await countOf(skillRemindersSent, s.id)).toBeGreaterThan(0);

    const res = await call(deletePlaylist, '/x', { method: 'DELETE', cookie: w.cookies.orgAdmin, params: { id: s.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ item: { id: s.id } });
    expect(await d.select().from(playlists).where(eq(playlists.id, s.id))).toEqual([]);
    for (const table of [playlistItems, skillAssignments, skillUserProgress, skillRemindersSent]) expect(await countOf(table, s.id)).toBe(0);
    expect(await cards()).toEqual([]);
    const log = await auditEntriesOf(w.org.id, s.id);
    expect(log.at(-1)).toMatchObject({ action: 'skill.delete', actorId: w.users.orgAdmin.id, entityName: 'Doomed skill', before: { title: 'Doomed skill', published: true } });

    expect((await call(getPlaylist, '/x', { cookie: w.cookies.orgAdmin, params: { id: s.id } })).status).toBe(404);
    expect((await call(deletePlaylist, '/x', { method: 'DELETE', cookie: w.cookies.orgAdmin, params: { id: s.id } })).status).toBe(404);
    // The next daily run has nothing left of it to remind.
    await runSkillReminders(d, new Date());
    expect(await cards()).toEqual([]);
  });

  it('refuses viewers, answers 404 to another organisation and to unknown ids, and touches nothing then', async () => {
    const s = await busySkill('Kept skill');
    const del = (cookie: string, id = s.id) => call(deletePlaylist, '/x', { method: 'DELETE', cookie, params: { id } });
    expect((await del(w.cookies.viewer)).status).toBe(403);
    expect((await del(w.cookies.gen2Admin)).status).toBe(403);
    const foreign = await del(w.cookies.foreignAdmin);
    const unknown = await del(w.cookies.orgAdmin, '00000000-0000-4000-8000-000000000000');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect((await del(w.cookies.orgAdmin, 'not-an-id')).status).toBe(404);
    expect(await countOf(skillUserProgress, s.id)).toBe(2);
    expect((await auditEntriesOf(w.org.id, s.id)).map((e) => e.action)).not.toContain('skill.delete');
  });
});
