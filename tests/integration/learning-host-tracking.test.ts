import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as workflowDetails } from '@/app/api/v1/analytics/workflows-details/list/route';
import { POST as postProgress } from '@/app/api/v1/learning-host/progress/route';
import { learningHostProgress, trackingEvents } from '@/db/schema';
import { rebuildAllDirtyDays } from '@/lib/analytics/rollup';
import { apiRequest, createUser, db, routeParams, sessionCookie } from '../helpers/factories';
import { hostWorld, launch } from './learning-host-fixtures';

// Host-player progress is stored as the player's tracking events: analytics count package views,
// watch time and completions, each record once however often it is sent.
type World = Awaited<ReturnType<typeof hostWorld>>;
let w: World;
let adminCookie: string;

beforeAll(async () => {
  w = await hostWorld();
  adminCookie = (await sessionCookie(await createUser(w.org.id, 'admin-organization'))).cookie;
}, 60_000);

const record = (body: Record<string, unknown>, headers: Record<string, string>) =>
  postProgress(apiRequest('/api/v1/learning-host/progress', { method: 'POST', body, headers }), routeParams({}));

/** As if the learner's last record was written `seconds` ago (records come every 3 s). */
async function rewindLastRecord(seconds: number) {
  const d = await db();
  await d.update(learningHostProgress).set({ updatedAt: new Date(Date.now() - seconds * 1000) }).where(eq(learningHostProgress.workflowId, w.privateFlow.workflow.id));
}

async function detailsRow() {
  await rebuildAllDirtyDays(await db());
  const today = new Date().toISOString().slice(0, 10);
  const res = await workflowDetails(apiRequest(`/api/v1/analytics/workflows-details/list?from=${today}&to=${today}`, { cookie: adminCookie }), routeParams({}));
  expect(res.status).toBe(200);
  const { items } = await res.json();
  return items.find((r: { workflowId: string }) => r.workflowId === w.privateFlow.workflow.id);
}

describe('host progress in analytics', () => {
  it('counts views, watch time and the completion at 90 %; a record sent again is counted once', async () => {
    const flow = w.privateFlow.workflow.id;
    const [s1, s2] = w.privateFlow.steps; // 10 s + 8 s
    const { bearer } = await launch(w.pkg, flow, { id: `lms-${randomUUID()}`, name: 'Ana Analytics' });

    const first = { eventId: randomUUID(), workflowId: flow, stepId: s1.id, time: 3, watchedSeconds: 3 };
    expect((await record(first, bearer)).status).toBe(200);
    // The answer was lost; the host player sends the same record again: nothing more is counted.
    const again = await record(first, bearer);
    expect(again.status).toBe(200);
    expect((await again.json()).item).toMatchObject({ stepId: s1.id, time: 3, completed: false, justCompleted: false });
    expect(await detailsRow()).toMatchObject({ title: 'Private procedure', workspaceName: 'Secret', views: 1, users: 1, completions: 0, watchSeconds: 3 });

    // Five more records, 3 s of watching each, 3 s apart: 18 s of 18 s, completed on the way.
    let completedBy = 0;
    for (let i = 1; i <= 5; i++) {
      await rewindLastRecord(3);
      const res = await (await record({ eventId: randomUUID(), workflowId: flow, stepId: i < 3 ? s1.id : s2.id, time: i < 3 ? 3 + i * 3 : (i - 3) * 3 + 1, watchedSeconds: 3 }, bearer)).json();
      if (res.item.justCompleted) completedBy = i;
    }
    expect(completedBy).toBe(5);
    const events = await (await db())
      .select()
      .from(trackingEvents)
      .where(and(eq(trackingEvents.organizationId, w.org.id), eq(trackingEvents.workflowId, flow)));
    expect(events).toHaveLength(6);
    expect(events.every((e) => e.type === 'interval' && e.trackerId === events[0].trackerId && !e.trackerId.includes(bearer.authorization.slice(7, 30)))).toBe(true);
    expect(await detailsRow()).toMatchObject({ views: 1, users: 1, completions: 1, completionRate: 1, watchSeconds: 18 });

    // A second launch is a second view.
    const next = await launch(w.pkg, flow, { id: `lms-${randomUUID()}`, name: 'Ben Second' });
    await record({ eventId: randomUUID(), workflowId: flow, stepId: s1.id, time: 2, watchedSeconds: 2 }, next.bearer);
    expect(await detailsRow()).toMatchObject({ views: 2, users: 2, completions: 1, watchSeconds: 20 });
  });

  it('refuses a record without its id', async () => {
    const { bearer } = await launch(w.pkg, w.openFlow.workflow.id);
    const res = await record({ workflowId: w.openFlow.workflow.id, stepId: w.openFlow.steps[0].id, time: 1, watchedSeconds: 1 }, bearer);
    expect(res.status).toBe(422);
  });
});
