import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listNotifications } from '@/app/api/v1/notifications/route';
import { POST as openNotifications } from '@/app/api/v1/notifications/open/route';
import { PATCH as updateNotification } from '@/app/api/v1/notifications/[id]/route';
import { notifications } from '@/db/schema';
import { createNotification } from '@/lib/notifications/operations';
import type { NotificationList } from '@/lib/notifications/schema';
import { apiRequest, createOrg, createUser, db, routeParams, sessionCookie } from '../helpers/factories';

const noParams = routeParams({});
const WF = '11111111-1111-4111-8111-111111111111';
const SKILL = '22222222-2222-4222-8222-222222222222';

async function list(cookie: string, query = '') {
  const res = await listNotifications(apiRequest(`/api/v1/notifications${query}`, { cookie }), noParams);
  expect(res.status).toBe(200);
  return (await res.json()) as NotificationList;
}
const patch = (cookie: string, id: string, body: unknown) =>
  updateNotification(apiRequest(`/api/v1/notifications/${id}`, { method: 'PATCH', cookie, body }), routeParams({ id }));

let me: { id: string; organizationId: string };
let cookie: string;
let otherCookie: string;
let othersNotificationId: string;

beforeAll(async () => {
  const org = await createOrg();
  me = await createUser(org.id, 'viewer');
  const colleague = await createUser(org.id, 'viewer');
  cookie = (await sessionCookie(me)).cookie;
  otherCookie = (await sessionCookie(colleague)).cookie;
  const d = await db();
  const mine: string[] = [];
  for (let i = 0; i < 23; i++) {
    const { id } = await createNotification(d, {
      orgId: org.id,
      userId: me.id,
      type: 'share-workflow',
      workflowId: WF,
      message: `note ${i}`,
      activity: [{ senderId: colleague.id, senderName: 'Cole', counter: 1 }],
      summary: { title: `Workflow ${i}` },
    });
    mine.push(id);
  }
  const reaction = await createNotification(d, {
    orgId: org.id,
    userId: me.id,
    type: 'workflow-reaction',
    workflowId: WF,
    activity: ['Ann', 'Bo', 'Cy'].map((senderName, i) => ({ senderId: `s${i}`, senderName, counter: 1 })),
    summary: { title: 'Torque check' },
  });
  const skill = await createNotification(d, { orgId: org.id, userId: me.id, type: 'assign-skill', skillId: SKILL, summary: { playlistTitle: 'Onboarding' } });
  // One second apart in the order made: rows stored within the same clock tick would tie on their time.
  const base = Date.now() - 60_000;
  for (const [i, id] of [...mine, reaction.id, skill.id].entries()) {
    const at = new Date(base + i * 1000);
    await d.update(notifications).set({ createdAt: at, updatedAt: at }).where(eq(notifications.id, id));
  }
  othersNotificationId = (await createNotification(d, { orgId: org.id, userId: colleague.id, type: 'share-workflow', workflowId: WF })).id;
});

describe('GET /api/v1/notifications', () => {
  it('lists the user’s own notifications newest first, 20 per page, with the new count', async () => {
    const first = await list(cookie);
    expect(first.total).toBe(25);
    expect(first.newCount).toBe(25);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({
      type: 'assign-skill',
      read: false,
      // The skill player (spec 02 §4: skill types open it after 300 ms).
      target: { href: `/skillplayer?skillId=${SKILL}`, delayMs: 300 },
      wording: { key: 'text.assignSkill', values: { sender: '', title: 'Onboarding' } },
    });
    expect(first.items[1]).toMatchObject({
      type: 'workflow-reaction',
      senderNames: ['Ann', 'Bo', 'Cy'],
      wording: { key: 'text.reactionMany', values: { a: 'Ann', b: 'Bo', count: 1, title: 'Torque check' } },
      target: { href: `/playermain/${WF}`, delayMs: 0 },
    });
    const second = await list(cookie, '?page=2');
    expect(second.items).toHaveLength(5);
    expect(second.items.at(-1)?.message).toBe('note 0');
    expect((await list(otherCookie)).total).toBe(1);
  });

  it('validates paging and needs a signed-in user', async () => {
    expect((await listNotifications(apiRequest('/api/v1/notifications?size=500', { cookie }), noParams)).status).toBe(422);
    expect((await listNotifications(apiRequest('/api/v1/notifications'), noParams)).status).toBe(401);
  });
});

describe('POST /api/v1/notifications/open', () => {
  it('clears the new flag on all of the user’s notifications and no one else’s', async () => {
    const res = await openNotifications(apiRequest('/api/v1/notifications/open', { method: 'POST', cookie }), noParams);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ item: { cleared: 25, newCount: 0 } });
    const after = await list(cookie);
    expect(after.newCount).toBe(0);
    expect(after.items.every((n) => !n.isNew && !n.read)).toBe(true);
    expect((await list(otherCookie)).newCount).toBe(1);
  });
});

describe('PATCH /api/v1/notifications/{id}', () => {
  it('marks a notification and each of its sender records read', async () => {
    const [, reaction] = (await list(cookie)).items;
    const res = await patch(cookie, reaction.id, { read: true });
    expect(res.status).toBe(200);
    const { item } = await res.json();
    expect(item).toMatchObject({ id: reaction.id, read: true });
    const stored = await (await db()).query.notifications.findFirst({ where: (n, { eq }) => eq(n.id, reaction.id) });
    expect(stored?.activity).toEqual([
      { senderId: 's0', senderName: 'Ann', counter: 1, read: true },
      { senderId: 's1', senderName: 'Bo', counter: 1, read: true },
      { senderId: 's2', senderName: 'Cy', counter: 1, read: true },
    ]);
    expect((await list(cookie)).items[1].read).toBe(true);
  });

  it('answers 404 for another user’s notification and for unknown ids', async () => {
    const res = await patch(cookie, othersNotificationId, { read: true });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
    expect((await patch(cookie, '33333333-3333-4333-8333-333333333333', { read: true })).status).toBe(404);
    expect((await patch(cookie, 'not-an-id', { read: true })).status).toBe(404);
    expect((await list(otherCookie)).items[0].read).toBe(false);
  });

  it('validates the body', async () => {
    const [first] = (await list(cookie)).items;
    expect((await patch(cookie, first.id, { read: 'yes' })).status).toBe(422);
  });
});
