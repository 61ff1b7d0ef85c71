import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listNotifications } from '@/app/api/v1/notifications/route';
import { PATCH as patchNotification } from '@/app/api/v1/notifications/[id]/route';
import { DELETE as delReaction, GET as getReactions, PUT as putReaction } from '@/app/api/v1/workflows/[id]/reactions/route';
import { notifications } from '@/db/schema';
import type { NotificationItem } from '@/lib/notifications/schema';
import type { WorkflowReactionsDto } from '@/lib/reactions/schema';
import { apiRequest, db, routeParams } from '../helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';
import { createEngagementWorld, UNKNOWN_ID } from './engagement-fixtures';

type World = Awaited<ReturnType<typeof createEngagementWorld>>;
let w: World;
let wfId: string;

const path = (id: string) => `/api/v1/workflows/${id}/reactions`;
const get = (cookie: string | undefined, id = wfId) => getReactions(apiRequest(path(id), { cookie }), routeParams({ id }));
const put = (cookie: string, body: unknown, id = wfId) => putReaction(apiRequest(path(id), { method: 'PUT', cookie, body }), routeParams({ id }));
const del = (cookie: string, id = wfId) => delReaction(apiRequest(path(id), { method: 'DELETE', cookie }), routeParams({ id }));

async function ok(res: Promise<Response>): Promise<WorkflowReactionsDto> {
  const r = await res;
  expect(r.status).toBe(200);
  return (await r.json()).item;
}
async function authorCards(): Promise<NotificationItem[]> {
  const res = await listNotifications(apiRequest('/api/v1/notifications', { cookie: w.author.cookie }), routeParams({}));
  return ((await res.json()).items as NotificationItem[]).filter((n) => n.type === 'workflow-reaction' && n.workflowId === wfId);
}

beforeAll(async () => {
  w = await createEngagementWorld();
  wfId = w.published.workflow.id;
});

describe('GET /api/v1/workflows/{id}/reactions', () => {
  it('starts with zero counts and no reaction of the caller', async () => {
    expect(await ok(get(w.viewer.cookie))).toEqual({
      workflowId: wfId,
      counts: { like_it: 0, great_content: 0, well_presented: 0, nice_production: 0 },
      total: 0,
      mine: null,
      users: [],
    });
  });

  it('answers 401 without a session and 404 for unknown, foreign or private workflows', async () => {
    expect((await get(undefined)).status).toBe(401);
    for (const id of [UNKNOWN_ID, 'abc', w.foreignWf.workflow.id, w.privateWf.workflow.id]) expect((await get(w.viewer.cookie, id)).status, id).toBe(404);
    expect((await get(w.foreigner.cookie)).status).toBe(404);
  });

  it('is refused on an unpublished workflow (404 for viewers, 403 for its authors)', async () => {
    const id = w.unpublished.workflow.id;
    expect((await get(w.viewer.cookie, id)).status).toBe(404);
    for (const res of [await get(w.author.cookie, id), await put(w.author.cookie, { reaction: 'like_it' }, id), await del(w.author.cookie, id)]) {
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe('reactions.unpublished');
    }
  });
});

describe('PUT and DELETE /api/v1/workflows/{id}/reactions', () => {
  it('sets one reaction per person and notifies the author with the 1 / 2 / more wording', async () => {
    let item = await ok(put(w.viewer.cookie, { reaction: 'like_it' }));
    expect(item).toMatchObject({ counts: { like_it: 1 }, total: 1, mine: 'like_it' });
    expect(item.users).toEqual([{ uid: w.viewer.id, displayName: 'Victor Viewer', avatarUrl: null, reaction: 'like_it', reactedAt: expect.any(String) }]);
    let [card] = await authorCards();
    expect(card.wording).toEqual({ key: 'text.reactionOne', values: { a: 'Victor Viewer', title: 'Torque check' } });
    expect(card.summary).toMatchObject({ title: 'Torque check', numSteps: 2, videoDuration: 100, reactions: { like_it: 1 } });
    expect(card.target).toEqual({ href: `/playermain/${wfId}`, delayMs: 0 });

    await ok(put(w.viewer2.cookie, { reaction: 'great_content' }));
    [card] = await authorCards();
    expect(card.wording).toEqual({ key: 'text.reactionTwo', values: { a: 'Wendy Watcher', b: 'Victor Viewer', title: 'Torque check' } });

    item = await ok(put(w.viewer3.cookie, { reaction: 'great_content' }));
    expect(item.users.map((u) => u.uid)).toEqual([w.viewer3.id, w.viewer2.id, w.viewer.id]);
    expect(item.counts).toEqual({ like_it: 1, great_content: 2, well_presented: 0, nice_production: 0 });
    const cards = await authorCards();
    expect(cards).toHaveLength(1);
    expect(cards[0].wording).toEqual({ key: 'text.reactionMany', values: { a: 'Xavier Xu', b: 'Wendy Watcher', count: 1, title: 'Torque check' } });
  });

  it('replaces the caller’s reaction without a new alert, and a repeat changes nothing', async () => {
    const [before] = await authorCards();
    await patchNotification(apiRequest(`/api/v1/notifications/${before.id}`, { method: 'PATCH', cookie: w.author.cookie, body: { read: true } }), routeParams({ id: before.id }));
    const item = await ok(put(w.viewer.cookie, { reaction: 'well_presented' }));
    expect(item).toMatchObject({ mine: 'well_presented', total: 3, counts: { like_it: 0, well_presented: 1 } });
    expect(item.users[0].uid).toBe(w.viewer.id);
    const [after] = await authorCards();
    expect(after.read).toBe(true);
    expect(after.senderNames).toEqual(['Xavier Xu', 'Wendy Watcher', 'Victor Viewer']);
    expect(after.summary.reactions).toMatchObject({ like_it: 0, well_presented: 1 });
    expect(await ok(put(w.viewer.cookie, { reaction: 'well_presented' }))).toEqual(item);
  });

  it('withdraws only the caller’s own reaction, and the card follows', async () => {
    const item = await ok(del(w.viewer3.cookie));
    expect(item).toMatchObject({ mine: null, total: 2, counts: { great_content: 1 } });
    expect(item.users.map((u) => u.uid)).toEqual([w.viewer.id, w.viewer2.id]);
    expect((await ok(get(w.viewer.cookie))).mine).toBe('well_presented');
    const [card] = await authorCards();
    expect(card.wording.key).toBe('text.reactionTwo');
    // Withdrawing again is harmless.
    expect((await ok(del(w.viewer3.cookie))).total).toBe(2);
  });

  it('brings the card back as unread when someone new reacts', async () => {
    await ok(put(w.viewer3.cookie, { reaction: 'nice_production' }));
    const [card] = await authorCards();
    expect(card).toMatchObject({ read: false, isNew: true, senderNames: ['Xavier Xu', 'Wendy Watcher', 'Victor Viewer'] });
  });

  it('removes the card when the last person withdraws, and never notifies authors of their own reactions', async () => {
    for (const p of [w.viewer, w.viewer2, w.viewer3]) await ok(del(p.cookie));
    expect(await authorCards()).toEqual([]);
    await ok(put(w.author.cookie, { reaction: 'like_it' }));
    expect(await authorCards()).toEqual([]);
    const stored = await (await db())
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'workflow-reaction'), eq(notifications.workflowId, wfId)));
    expect(stored).toHaveLength(0);
    await ok(del(w.author.cookie));
  });

  it('keeps one card when several people react at the same moment', async () => {
    const other = (await createWorkflow(w.org.id, w.ws.id, { authorId: w.author.id, title: 'Busy one' })).workflow.id;
    const people = [w.viewer, w.viewer2, w.viewer3, w.wsAdmin, w.orgAdmin];
    await Promise.all(people.map((p) => ok(put(p.cookie, { reaction: 'nice_production' }, other))));
    const stored = await (await db())
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'workflow-reaction'), eq(notifications.workflowId, other)));
    expect(stored).toHaveLength(1);
    expect(stored[0].activity).toHaveLength(5);
    expect((await ok(get(w.viewer.cookie, other))).counts.nice_production).toBe(5);
  });

  it('validates the reaction and refuses foreign or private workflows', async () => {
    for (const body of [{ reaction: 'love' }, {}, { reaction: null }]) expect((await put(w.viewer.cookie, body)).status).toBe(422);
    const bad = await putReaction(
      apiRequest(path(wfId), { method: 'PUT', cookie: w.viewer.cookie, body: '{', headers: { 'content-type': 'application/json' } }),
      routeParams({ id: wfId }),
    );
    expect(bad.status).toBe(400);
    expect((await put(w.viewer.cookie, { reaction: 'like_it' }, w.foreignWf.workflow.id)).status).toBe(404);
    expect((await put(w.foreigner.cookie, { reaction: 'like_it' })).status).toBe(404);
    expect((await del(w.viewer.cookie, w.privateWf.workflow.id)).status).toBe(404);
    const crossSite = await putReaction(
      apiRequest(path(wfId), { method: 'PUT', cookie: w.viewer.cookie, body: { reaction: 'like_it' }, headers: { origin: 'https://evil.example.com' } }),
      routeParams({ id: wfId }),
    );
    expect(crossSite.status).toBe(403);
    expect((await ok(get(w.viewer.cookie))).total).toBe(0);
  });
});
