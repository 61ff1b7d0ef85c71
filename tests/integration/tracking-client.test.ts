import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as postTracking } from '@/app/api/v1/tracking/route';
import { trackingEvents, workflowViews } from '@/db/schema';
import type { PlayerEvent } from '@/lib/player/schema';
import { PlaybackAccount, type ClientTrackingEvent } from '@/lib/tracking/client-accounting';
import { beaconBody, nextBatch, settledIds } from '@/lib/tracking/client-queue';
import { apiRequest, db, routeParams } from '../helpers/factories';
import { createEngagementWorld } from './engagement-fixtures';

type World = Awaited<ReturnType<typeof createEngagementWorld>>;
let w: World;

beforeAll(async () => {
  w = await createEngagementWorld();
});

const post = (cookie: string, body: string, contentType = 'application/json') =>
  postTracking(apiRequest('/api/v1/tracking', { method: 'POST', cookie, body, headers: { 'content-type': contentType } }), routeParams({}));

/** What the browser client produces for a viewing: the player's events through PlaybackAccount. */
function viewing(workflowId: string, events: PlayerEvent[]): ClientTrackingEvent[] {
  let clock = Date.now() - 120_000;
  const account = new PlaybackAccount({ workflowId, trackerId: randomUUID(), newId: randomUUID, now: () => (clock += 250) });
  return events.flatMap((e) => account.handle(e)).concat(account.exitAtLastPlace());
}

const ticks = (stepId: string, from: number, to: number): PlayerEvent[] =>
  Array.from({ length: Math.round((to - from) / 0.25) }, (_, i) => ({ type: 'timeupdate', stepId, position: from + (i + 1) * 0.25, speed: 1 }));

describe('the browser tracking client against POST /api/v1/tracking', () => {
  it('stores a viewing once, with the played time the client counted, by fetch and by beacon', async () => {
    const [s1, s2] = w.published.steps;
    const wf = w.published.workflow.id;
    const events = viewing(wf, [
      { type: 'enter', stepId: s1.id, position: 0 },
      { type: 'play', stepId: s1.id, position: 0, speed: 1 },
      ...ticks(s1.id, 0, 10),
      { type: 'seek', stepId: s1.id, position: 30, from: 10 },
      ...ticks(s1.id, 30, 40),
      { type: 'exit', stepId: s1.id, position: 40 },
      { type: 'next', fromStepId: s1.id, stepId: s2.id },
      { type: 'enter', stepId: s2.id, position: 0 },
      ...ticks(s2.id, 0, 5),
      { type: 'pause', stepId: s2.id, position: 5 },
    ]);
    const batch = nextBatch(events);
    expect(batch).toHaveLength(events.length);
    const res = await post(w.viewer.cookie, JSON.stringify({ events: batch }));
    expect(res.status).toBe(200);
    const { item } = await res.json();
    expect(item).toEqual({ accepted: events.length, duplicates: 0, rejected: [] });
    expect(settledIds(batch, { status: res.status, result: item })).toHaveLength(events.length);

    const [row] = await (await db()).select().from(workflowViews).where(and(eq(workflowViews.userId, w.viewer.id), eq(workflowViews.workflowId, wf)));
    expect(row.playedSeconds).toBeCloseTo(25, 5);
    expect(row).toMatchObject({ stepId: s2.id });

    // The exit beacon of a page that goes away repeats what a sync already sent: stored once.
    const beacon = await post(w.viewer.cookie, beaconBody(events)!, 'text/plain;charset=UTF-8');
    expect((await beacon.json()).item).toEqual({ accepted: 0, duplicates: events.length, rejected: [] });
    const stored = await (await db()).select().from(trackingEvents).where(eq(trackingEvents.workflowId, wf));
    expect(stored.filter((e) => e.userId === w.viewer.id)).toHaveLength(events.length);
  });

  it('settles events of a workflow the viewer may not track (they are never retried)', async () => {
    const events = viewing(w.unpublished.workflow.id, [{ type: 'enter', stepId: w.unpublished.steps[0].id, position: 0 }]);
    const res = await post(w.viewer.cookie, JSON.stringify({ events }));
    const { item } = await res.json();
    expect(item.rejected.map((r: { code: string }) => r.code)).toEqual(events.map(() => 'not_found'));
    expect(settledIds(events, { status: res.status, result: item })).toHaveLength(events.length);
  });
});
