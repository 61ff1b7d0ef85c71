import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getView, POST as postTracking } from '@/app/api/v1/tracking/route';
import { trackingEvents, workflowViews } from '@/db/schema';
import type { TrackingResult, WorkflowViewDto } from '@/lib/tracking/schema';
import { apiRequest, db, routeParams } from '../helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';
import { createEngagementWorld, UNKNOWN_ID } from './engagement-fixtures';

type World = Awaited<ReturnType<typeof createEngagementWorld>>;
let w: World;
const noParams = routeParams({});
const tracker = randomUUID();

type EventInit = { workflowId: string; stepId?: string | null; type?: string; at?: string; position?: number; playedSeconds?: number; data?: unknown };
const event = (e: EventInit) => ({ id: randomUUID(), trackerId: tracker, type: 'interval', at: new Date().toISOString(), ...e });
const post = (cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  postTracking(apiRequest('/api/v1/tracking', { method: 'POST', cookie, body, headers }), noParams);
async function track(cookie: string, events: unknown[]): Promise<TrackingResult> {
  const res = await post(cookie, { events });
  expect(res.status).toBe(200);
  return (await res.json()).item;
}
async function view(userId: string, workflowId: string) {
  const [row] = await (await db()).select().from(workflowViews).where(and(eq(workflowViews.userId, userId), eq(workflowViews.workflowId, workflowId)));
  return row;
}
const storedCount = async (workflowId: string) =>
  (await (await db()).select().from(trackingEvents).where(eq(trackingEvents.workflowId, workflowId))).length;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

beforeAll(async () => {
  w = await createEngagementWorld();
});

describe('POST /api/v1/tracking', () => {
  it('stores a batch and moves the continue-watching row', async () => {
    const [s1, s2] = w.published.steps;
    const wf = w.published.workflow.id;
    const batch = [
      event({ workflowId: wf, type: 'enter', at: minutesAgo(5), data: { deviceInfo: { os: 'Linux', browser: 'Chromium' } } }),
      event({ workflowId: wf, stepId: s1.id, type: 'play', at: minutesAgo(5), position: 0 }),
      event({ workflowId: wf, stepId: s1.id, at: minutesAgo(4), position: 20, playedSeconds: 20, data: { start: 0, end: 20 } }),
      event({ workflowId: wf, stepId: s2.id, type: 'next', at: minutesAgo(3), position: 0 }),
      event({ workflowId: wf, stepId: s2.id, at: minutesAgo(2), position: 15, playedSeconds: 15, data: { start: 0, end: 15 } }),
    ];
    expect(await track(w.viewer.cookie, batch)).toEqual({ accepted: 5, duplicates: 0, rejected: [] });
    expect(await view(w.viewer.id, wf)).toMatchObject({ stepId: s2.id, position: 15, playedSeconds: 35, completed: false });
    const stored = await (await db()).select().from(trackingEvents).where(eq(trackingEvents.clientEventId, batch[0].id));
    expect(stored[0]).toMatchObject({ type: 'enter', userId: w.viewer.id, trackerId: tracker, data: { deviceInfo: { os: 'Linux', browser: 'Chromium' } } });

    // The same batch again (a retried sync or a replayed offline queue) is stored once.
    expect(await track(w.viewer.cookie, batch)).toEqual({ accepted: 0, duplicates: 5, rejected: [] });
    expect(await storedCount(wf)).toBe(5);
    expect((await view(w.viewer.id, wf)).playedSeconds).toBe(35);

    // A batch that overlaps the last one adds only what is new.
    const more = event({ workflowId: wf, stepId: s2.id, at: minutesAgo(1), position: 40, playedSeconds: 25 });
    expect(await track(w.viewer.cookie, [batch[4], more])).toEqual({ accepted: 1, duplicates: 1, rejected: [] });
    expect(await view(w.viewer.id, wf)).toMatchObject({ position: 40, playedSeconds: 60, completed: false });
  });

  it('stores a batch sent twice at the same moment once, and counts its time once', async () => {
    const { workflow, steps } = await createWorkflow(w.org.id, w.ws.id, { authorId: w.author.id });
    const batch = [1, 2, 3].map((i) => event({ workflowId: workflow.id, stepId: steps[0].id, position: i * 5, playedSeconds: 5 }));
    const results = await Promise.all([track(w.viewer.cookie, batch), track(w.viewer.cookie, batch), track(w.viewer.cookie, batch)]);
    expect(results.reduce((n, r) => n + r.accepted, 0)).toBe(3);
    expect(results.reduce((n, r) => n + r.duplicates, 0)).toBe(6);
    expect(await storedCount(workflow.id)).toBe(3);
    expect((await view(w.viewer.id, workflow.id)).playedSeconds).toBe(15);
  });

  it('keeps the latest place when an older offline batch arrives late', async () => {
    const wf = w.published.workflow.id;
    const [s1] = w.published.steps;
    await track(w.viewer.cookie, [event({ workflowId: wf, stepId: s1.id, at: minutesAgo(60), position: 3, playedSeconds: 3 })]);
    expect(await view(w.viewer.id, wf)).toMatchObject({ stepId: w.published.steps[1].id, position: 40, playedSeconds: 63 });
  });

  it('marks the workflow completed at 90 % of its duration, and keeps it', async () => {
    const wf = w.published.workflow.id;
    const [, s2] = w.published.steps;
    await track(w.viewer.cookie, [event({ workflowId: wf, stepId: s2.id, position: 50, playedSeconds: 26 })]);
    expect((await view(w.viewer.id, wf)).completed).toBe(false); // 89 of 100 s
    await track(w.viewer.cookie, [event({ workflowId: wf, stepId: s2.id, position: 51, playedSeconds: 1 })]);
    expect(await view(w.viewer.id, wf)).toMatchObject({ playedSeconds: 90, completed: true });
    await track(w.viewer.cookie, [event({ workflowId: wf, stepId: w.published.steps[0].id, type: 'enter', position: 0 })]);
    expect(await view(w.viewer.id, wf)).toMatchObject({ completed: true, position: 0 });
  });

  it('falls back to the steps’ durations when the video duration is unknown', async () => {
    const { workflow, steps } = await createWorkflow(w.org.id, w.ws.id, { authorId: w.author.id, videoDuration: null, steps: [10, 10] });
    await track(w.viewer2.cookie, [event({ workflowId: workflow.id, stepId: steps[1].id, position: 8, playedSeconds: 18 })]);
    expect(await view(w.viewer2.id, workflow.id)).toMatchObject({ completed: true, stepId: steps[1].id, position: 8 });
    const empty = await createWorkflow(w.org.id, w.ws.id, { videoDuration: null, steps: [] });
    await track(w.viewer2.cookie, [event({ workflowId: empty.workflow.id, playedSeconds: 500 })]);
    expect(await view(w.viewer2.id, empty.workflow.id)).toMatchObject({ completed: false, stepId: null, position: 0 });
  });

  it('refuses events of workflows the caller cannot track, storing the rest', async () => {
    const wf = w.published.workflow.id;
    const events = [
      event({ workflowId: w.foreignWf.workflow.id, playedSeconds: 5 }),
      event({ workflowId: w.privateWf.workflow.id, playedSeconds: 5 }),
      event({ workflowId: UNKNOWN_ID }),
      event({ workflowId: 'not-a-uuid' }),
      event({ workflowId: w.unpublished.workflow.id }),
      event({ workflowId: wf, type: 'exit', position: 2 }),
    ];
    const result = await track(w.viewer3.cookie, events);
    expect(result.accepted).toBe(1);
    expect(result.rejected).toEqual([
      { id: events[0].id, code: 'not_found' },
      { id: events[1].id, code: 'not_found' },
      { id: events[2].id, code: 'not_found' },
      { id: events[3].id, code: 'not_found' },
      // A viewer cannot see an unpublished workflow at all, so it reads as unknown.
      { id: events[4].id, code: 'not_found' },
    ]);
    expect(await storedCount(w.foreignWf.workflow.id)).toBe(0);
    expect(await storedCount(w.unpublished.workflow.id)).toBe(0);
    // Its author sees it, but previews are not views.
    expect((await track(w.author.cookie, [event({ workflowId: w.unpublished.workflow.id })])).rejected[0].code).toBe('unpublished');
  });

  it('keeps client ids apart per organisation and forgets step ids that are not the workflow’s', async () => {
    const shared = event({ workflowId: w.published.workflow.id, stepId: w.foreignWf.steps[0].id, position: 4, playedSeconds: 1 });
    expect((await track(w.viewer3.cookie, [shared])).accepted).toBe(1);
    const [row] = await (await db()).select().from(trackingEvents).where(eq(trackingEvents.clientEventId, shared.id));
    expect(row.stepId).toBeNull();
    const theirs = { ...shared, workflowId: w.foreignWf.workflow.id, stepId: w.foreignWf.steps[0].id };
    expect((await track(w.foreigner.cookie, [theirs])).accepted).toBe(1);
  });

  it('does not let a client clock in the future pin the resume point', async () => {
    const wf = w.published.workflow.id;
    const [s1, s2] = w.published.steps;
    await track(w.viewer3.cookie, [event({ workflowId: wf, stepId: s1.id, at: new Date(Date.now() + 86_400_000).toISOString(), position: 1 })]);
    await new Promise((r) => setTimeout(r, 5));
    await track(w.viewer3.cookie, [event({ workflowId: wf, stepId: s2.id, position: 9 })]);
    expect(await view(w.viewer3.id, wf)).toMatchObject({ stepId: s2.id, position: 9 });
  });

  it('accepts navigator.sendBeacon bodies (text/plain) from this site only', async () => {
    const wf = w.published.workflow.id;
    const beacon = (headers: Record<string, string>) =>
      postTracking(
        new Request('http://localhost:3000/api/v1/tracking', {
          method: 'POST',
          headers: { host: 'localhost:3000', cookie: w.viewer2.cookie, 'content-type': 'text/plain;charset=UTF-8', ...headers },
          body: JSON.stringify({ events: [event({ workflowId: wf, type: 'exit', position: 3 })] }),
        }),
        noParams,
      );
    const ours = await beacon({ origin: 'http://localhost:3000' });
    expect(ours.status).toBe(200);
    expect((await ours.json()).item.accepted).toBe(1);
    expect((await beacon({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    const noProof = await beacon({});
    expect(noProof.status).toBe(403);
    expect((await noProof.json()).error.message).toBe('errors.bad_origin');
    expect((await beacon({ origin: 'https://evil.example.com' })).status).toBe(403);
  });

  it('validates the batch', async () => {
    const wf = w.published.workflow.id;
    const bad = [
      { events: [] },
      { events: Array.from({ length: 201 }, () => event({ workflowId: wf })) },
      { events: [event({ workflowId: wf, type: 'dance' })] },
      { events: [event({ workflowId: wf, playedSeconds: -1 })] },
      { events: [event({ workflowId: wf, at: 'yesterday' })] },
      { events: [{ ...event({ workflowId: wf }), id: 'short' }] },
      { events: [event({ workflowId: wf, data: { blob: 'x'.repeat(5000) } })] },
      // Control characters anywhere in the event's data (a NUL cannot even be stored in jsonb).
      { events: [event({ workflowId: wf, type: 'enter', data: { deviceInfo: { os: 'Linux\u0000', browser: 'Chromium' } } })] },
      { events: [event({ workflowId: wf, type: 'enter', data: { deviceInfo: ['ok', 'bell\u0007'] } })] },
      { events: [event({ workflowId: wf, type: 'enter', data: { 'key\u001b[31m': 1 } })] },
      { events: Array.from({ length: 21 }, () => event({ workflowId: randomUUID() })) },
      {},
    ];
    for (const body of bad) expect((await post(w.viewer.cookie, body)).status, JSON.stringify(body).slice(0, 80)).toBe(422);
    expect((await post(w.viewer.cookie, '{oops')).status).toBe(400);
    expect((await post(w.viewer.cookie, JSON.stringify({ events: [], pad: 'x'.repeat(600 * 1024) }))).status).toBe(413);
    expect((await post(undefined, { events: [event({ workflowId: wf })] })).status).toBe(401);
  });
});

describe('GET /api/v1/tracking?workflowId=', () => {
  const get = (cookie: string, workflowId: string) => getView(apiRequest(`/api/v1/tracking?workflowId=${workflowId}`, { cookie }), noParams);

  it('returns the caller’s resume point, or null before any tracked play', async () => {
    const res = await get(w.viewer.cookie, w.published.workflow.id);
    expect(res.status).toBe(200);
    const item = (await res.json()).item as WorkflowViewDto;
    expect(item).toMatchObject({ workflowId: w.published.workflow.id, stepId: w.published.steps[0].id, position: 0, completed: true });
    expect((await (await get(w.orgAdmin.cookie, w.published.workflow.id)).json()).item).toBeNull();
  });

  it('answers 404 for foreign, private and unknown workflows', async () => {
    for (const id of [w.foreignWf.workflow.id, w.privateWf.workflow.id, UNKNOWN_ID]) expect((await get(w.viewer.cookie, id)).status).toBe(404);
    expect((await getView(apiRequest('/api/v1/tracking', { cookie: w.viewer.cookie }), noParams)).status).toBe(422);
  });
});
