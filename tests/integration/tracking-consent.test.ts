import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as trackSopRoute } from '@/app/api/v1/tracking/multimodal-sop/route';
import { POST as postTracking } from '@/app/api/v1/tracking/route';
import { POST as answerRoute } from '@/app/api/v1/userConsents/route';
import { consents, multimodalSopUsage, trackingEvents, workflowViews } from '@/db/schema';
import { apiRequest, db, routeParams } from '../helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';
import { createEngagementWorld } from './engagement-fixtures';
import { hit, makeSop, sopWorld } from './sop-fixtures';

type World = Awaited<ReturnType<typeof createEngagementWorld>>;
let w: World;
const noParams = routeParams({});
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const event = (workflowId: string, stepId: string, at: string, position: number, playedSeconds: number) => ({
  id: randomUUID(),
  trackerId: randomUUID(),
  workflowId,
  stepId,
  type: 'interval',
  at,
  position,
  playedSeconds,
  data: { deviceInfo: { os: 'Linux', browser: 'Chromium' }, start: position - playedSeconds, end: position },
});
async function track(cookie: string, events: unknown[]) {
  const res = await postTracking(apiRequest('/api/v1/tracking', { method: 'POST', cookie, body: { events } }), noParams);
  expect(res.status).toBe(200);
  return (await res.json()).item;
}
const storedEvent = async (clientEventId: string) =>
  (await (await db()).select().from(trackingEvents).where(eq(trackingEvents.clientEventId, clientEventId)))[0];
async function view(userId: string, workflowId: string) {
  const [row] = await (await db()).select().from(workflowViews).where(and(eq(workflowViews.userId, userId), eq(workflowViews.workflowId, workflowId)));
  return row;
}
const answer = (cookie: string, consentId: string, isAgree: boolean) =>
  answerRoute(apiRequest('/api/v1/userConsents', { method: 'POST', cookie, body: { consentId, isAgree } }), noParams);

beforeAll(async () => {
  w = await createEngagementWorld();
});

describe('tracking respects the organisation’s tracking consent (server-side)', () => {
  it('tracks personally while the organisation asks no tracking consent', async () => {
    const { workflow, steps } = await createWorkflow(w.org.id, w.ws.id, { authorId: w.author.id });
    const e = event(workflow.id, steps[0].id, minutesAgo(2), 10, 10);
    await track(w.viewer.cookie, [e]);
    expect(await storedEvent(e.id)).toMatchObject({ userId: w.viewer.id, data: { deviceInfo: { os: 'Linux' } } });
  });

  it('stores events without the person or device until they agree, keeps their own resume point and progress, and tracks personally after agreeing', async () => {
    const [consent] = await (await db())
      .insert(consents)
      .values({ organizationId: w.org.id, name: 'Viewing statistics', content: 'We record what you watch.', kind: 'tracking' })
      .returning();
    const { workflow, steps } = await createWorkflow(w.org.id, w.ws.id, { authorId: w.author.id });

    // Not answered yet: opt-in, so anonymous.
    const first = event(workflow.id, steps[0].id, minutesAgo(5), 12, 12);
    expect(await track(w.viewer2.cookie, [first])).toMatchObject({ accepted: 1 });
    const stored = await storedEvent(first.id);
    expect(stored.userId).toBeNull();
    expect(stored.data).toEqual({ start: 0, end: 12 });
    expect(await view(w.viewer2.id, workflow.id)).toMatchObject({ stepId: steps[0].id, position: 12, playedSeconds: 12 });

    // Refused: still anonymous; a batch without a place keeps the resume point.
    await answer(w.viewer2.cookie, consent.id, false);
    const enter = { ...event(workflow.id, steps[0].id, minutesAgo(4), 0, 0), stepId: null, position: null, type: 'enter' };
    await track(w.viewer2.cookie, [enter, event(workflow.id, steps[0].id, minutesAgo(3), 20, 8)]);
    expect((await storedEvent(enter.id)).userId).toBeNull();
    expect(await view(w.viewer2.id, workflow.id)).toMatchObject({ position: 20, playedSeconds: 20 });
    await track(w.viewer2.cookie, [{ ...event(workflow.id, steps[0].id, minutesAgo(2), 0, 0), stepId: null, position: null, type: 'enter' }]);
    expect(await view(w.viewer2.id, workflow.id)).toMatchObject({ stepId: steps[0].id, position: 20 });

    // Agreed: personal again.
    await answer(w.viewer2.cookie, consent.id, true);
    const later = event(workflow.id, steps[0].id, minutesAgo(1), 30, 10);
    await track(w.viewer2.cookie, [later]);
    expect(await storedEvent(later.id)).toMatchObject({ userId: w.viewer2.id, data: { deviceInfo: { browser: 'Chromium' } } });
    expect(await view(w.viewer2.id, workflow.id)).toMatchObject({ position: 30, playedSeconds: 30 });

    // Another organisation's tracking consent has no say here.
    const foreignOther = await createWorkflow(w.foreignWf.workflow.organizationId, w.foreignWf.workflow.workspaceId!, { authorId: w.foreigner.id });
    const foreign = event(foreignOther.workflow.id, foreignOther.steps[0].id, minutesAgo(1), 5, 5);
    await track(w.foreigner.cookie, [foreign]);
    expect((await storedEvent(foreign.id)).userId).toBe(w.foreigner.id);
  });
});

describe('smart-instruction usage respects the tracking consent', () => {
  it('records usage without the person or device until they agree', async () => {
    const s = await sopWorld();
    const sop = await makeSop(s.cookies.publisher, s.ws.a.id, { published: true });
    const [consent] = await (await db())
      .insert(consents)
      .values({ organizationId: s.org.id, name: 'Viewing statistics', content: 'We record what you use.', kind: 'tracking' })
      .returning();
    const use = () =>
      hit(trackSopRoute, '/api/v1/tracking/multimodal-sop', { cookie: s.cookies.viewer, method: 'POST', body: { multimodalSopId: sop.id, deviceInfo: { platform: 'Android' }, duration: 30 } });
    const rows = async () => (await db()).select().from(multimodalSopUsage).where(eq(multimodalSopUsage.sopId, sop.id));
    expect((await use()).status).toBe(204);
    expect(await rows()).toEqual([expect.objectContaining({ userId: null, deviceInfo: {}, durationSeconds: 30 })]);
    await answer(s.cookies.viewer, consent.id, true);
    await use();
    expect((await rows()).filter((r) => r.userId === s.users.viewer.id)).toEqual([expect.objectContaining({ deviceInfo: { platform: 'Android' } })]);
  }, 60_000);
});
