import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, skillUserProgress, teamMembers } from '@/db/schema';
import { PUT as putPlaylist } from '@/app/api/v1/playlists/[id]/route';
import { POST as createPlaylist } from '@/app/api/v1/playlists/route';
import { PATCH as patchMembers } from '@/app/api/v1/skills/[id]/members/route';
import { POST as remind } from '@/app/api/v1/skills/[id]/reminders/route';
import { getJobDefinition } from '@/lib/jobs/registry';
import { SKILL_REMINDERS_JOB } from '@/lib/skills/jobs';
import { runSkillReminders } from '@/lib/skills/reminders';
import { createUser, db } from '../helpers/factories';
import { addTeam, call, skillsWorld, type SkillsWorld } from './skills-fixtures';

let w: SkillsWorld;
beforeAll(async () => {
  w = await skillsWorld();
});

const DAY = 86_400_000;
const at = (base: Date, days: number) => new Date(base.getTime() + days * DAY);

async function skillFor(body: Record<string, unknown>) {
  const made = await call(createPlaylist, '/api/v1/playlists', { method: 'POST', body: { playlistTitle: 'Reminded skill' }, cookie: w.cookies.orgAdmin });
  const id = made.body.item.id as string;
  await call(putPlaylist, '/x', { method: 'PUT', body: { published: true }, cookie: w.cookies.orgAdmin, params: { id } });
  const learner = await createUser(w.org.id, 'viewer');
  await call(patchMembers, '/x', { method: 'PATCH', body: { users: [learner.id], notify: false, ...body }, cookie: w.cookies.orgAdmin, params: { id } });
  const [progress] = await (await db()).select().from(skillUserProgress).where(and(eq(skillUserProgress.playlistId, id), eq(skillUserProgress.userId, learner.id)));
  return { id, learner, start: progress.cycleStartedAt };
}

async function typesFor(userId: string) {
  const rows = await (await db()).select().from(notifications).where(eq(notifications.userId, userId));
  return rows.map((r) => r.type).sort();
}

describe('runSkillReminders', () => {
  it('is registered as a daily pg-boss job', () => {
    expect(getJobDefinition(SKILL_REMINDERS_JOB)?.options.cron).toBe('0 6 * * *');
  });

  it('sends left-days at 7 and 1 days, overdue the day after, each once however often it runs', async () => {
    const s = await skillFor({ dueDateIntervalType: 'day', dueDateInterval: 10 });
    const d = await db();
    await runSkillReminders(d, at(s.start, 2));
    expect(await typesFor(s.learner.id)).toEqual([]);
    await runSkillReminders(d, at(s.start, 3));
    await runSkillReminders(d, at(s.start, 3));
    expect(await typesFor(s.learner.id)).toEqual(['remind-skill-left-days']);
    const [note] = await d.select().from(notifications).where(eq(notifications.userId, s.learner.id));
    expect(note.summary).toMatchObject({ playlistTitle: 'Reminded skill', dueDateIntervalType: 'day', dueDateInterval: 10, dueDaysLeft: 7 });
    await runSkillReminders(d, at(s.start, 9));
    await runSkillReminders(d, at(s.start, 9.5));
    expect(await typesFor(s.learner.id)).toEqual(['remind-skill-left-days', 'remind-skill-left-days']);
    await runSkillReminders(d, at(s.start, 11));
    await runSkillReminders(d, at(s.start, 12));
    expect(await typesFor(s.learner.id)).toEqual(['remind-skill-left-days', 'remind-skill-left-days', 'remind-skill-overdue']);
  });

  it('after skipped days still sends exactly one: the nearest left-days, or only the overdue', async () => {
    const d = await db();
    const later = await skillFor({ dueDateIntervalType: 'day', dueDateInterval: 10 });
    await runSkillReminders(d, at(later.start, 15));
    expect(await typesFor(later.learner.id)).toEqual(['remind-skill-overdue']);
    const late = await skillFor({ dueDateIntervalType: 'day', dueDateInterval: 10 });
    await runSkillReminders(d, at(late.start, 9));
    await runSkillReminders(d, at(late.start, 9));
    expect(await typesFor(late.learner.id)).toEqual(['remind-skill-left-days']);
    const [note] = await d.select().from(notifications).where(eq(notifications.userId, late.learner.id));
    expect(note.summary).toMatchObject({ dueDaysLeft: 1 });
  });

  it('starts the next cycle when a certificate lapses and tells the learner once', async () => {
    const s = await skillFor({ recurrenceMonths: 12, dueDateIntervalType: 'month', dueDateInterval: 1 });
    const d = await db();
    const lapse = at(s.start, 400);
    await d.update(skillUserProgress).set({ status: 'completed', percent: 100, completedAt: s.start, lapsesAt: lapse }).where(eq(skillUserProgress.userId, s.learner.id));
    await runSkillReminders(d, at(s.start, 399));
    expect(await typesFor(s.learner.id)).toEqual([]);
    await runSkillReminders(d, at(s.start, 402));
    await runSkillReminders(d, at(s.start, 403));
    expect(await typesFor(s.learner.id)).toEqual(['assign-skill-due']);
    const [row] = await d.select().from(skillUserProgress).where(eq(skillUserProgress.userId, s.learner.id));
    expect(row).toMatchObject({ cycle: 2, status: 'not_started', percent: 0, cycleStartedAt: lapse, lapsesAt: null });
    expect(row.dueAt!.getTime()).toBeGreaterThan(lapse.getTime() + 27 * DAY);
  });

  it("welcomes a team's new member with one assign-skill", async () => {
    const made = await call(createPlaylist, '/api/v1/playlists', { method: 'POST', body: { playlistTitle: 'Team reminders' }, cookie: w.cookies.orgAdmin });
    const id = made.body.item.id as string;
    await call(putPlaylist, '/x', { method: 'PUT', body: { published: true }, cookie: w.cookies.orgAdmin, params: { id } });
    const team = await addTeam(w.org.id, 'Reminder crew', []);
    await call(patchMembers, '/x', { method: 'PATCH', body: { teams: [team.id] }, cookie: w.cookies.orgAdmin, params: { id } });
    const newcomer = await createUser(w.org.id, 'viewer');
    const d = await db();
    await d.insert(teamMembers).values({ organizationId: w.org.id, teamId: team.id, userId: newcomer.id });
    await runSkillReminders(d, new Date());
    await runSkillReminders(d, new Date());
    expect(await typesFor(newcomer.id)).toEqual(['assign-skill']);
  });

  it('manual reminder: remind-skill to those not completed, or the named ones; managers only', async () => {
    const s = await skillFor({});
    const res = await call(remind, '/x', { method: 'POST', body: {}, cookie: w.cookies.orgAdmin, params: { id: s.id } });
    expect(res.body).toEqual({ reminded: 1 });
    expect(await typesFor(s.learner.id)).toEqual(['remind-skill']);
    expect((await call(remind, '/x', { method: 'POST', body: { users: [w.users.viewer.id] }, cookie: w.cookies.orgAdmin, params: { id: s.id } })).status).toBe(404);
    expect((await call(remind, '/x', { method: 'POST', body: {}, cookie: w.cookies.viewer, params: { id: s.id } })).status).toBe(403);
    expect((await call(remind, '/x', { method: 'POST', body: {}, cookie: w.cookies.foreignAdmin, params: { id: s.id } })).status).toBe(404);
  });
});

describe('runSkillReminders in parts', () => {
  it('splits a skill larger than a statement into parts of its people: each person reminded once, reruns send nothing', async () => {
    const made = await call(createPlaylist, '/api/v1/playlists', { method: 'POST', body: { playlistTitle: 'Split skill' }, cookie: w.cookies.orgAdmin });
    const id = made.body.item.id as string;
    await call(putPlaylist, '/x', { method: 'PUT', body: { published: true }, cookie: w.cookies.orgAdmin, params: { id } });
    const learners = await Promise.all(Array.from({ length: 7 }, () => createUser(w.org.id, 'viewer')));
    const team = await addTeam(w.org.id, `Split crew ${Date.now()}`, learners.slice(4).map((l) => l.id));
    await call(patchMembers, '/x', {
      method: 'PATCH',
      body: { users: learners.slice(0, 5).map((l) => l.id), teams: [team.id], notify: false, dueDateIntervalType: 'day', dueDateInterval: 10 },
      cookie: w.cookies.orgAdmin,
      params: { id },
    });
    const d = await db();
    const [progress] = await d.select().from(skillUserProgress).where(eq(skillUserProgress.playlistId, id)).limit(1);
    const when = at(progress.cycleStartedAt, 4);
    // Two people a statement: the skill (7 people reached, one of them twice) is split by a hash of the user id.
    await runSkillReminders(d, when, 2);
    await runSkillReminders(d, when, 3);
    for (const learner of learners) expect(await typesFor(learner.id)).toEqual(['remind-skill-left-days']);
  });
});
