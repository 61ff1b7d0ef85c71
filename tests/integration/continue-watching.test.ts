import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as postTracking } from '@/app/api/v1/tracking/route';
import { readCacheStats } from '@/db/client';
import { getRequestSession } from '@/lib/auth/session';
import { homeOverview } from '@/lib/workflows/library';
import { apiRequest, db, routeParams } from '../helpers/factories';
import { createEngagementWorld } from './engagement-fixtures';

/**
 * Continue watching right after the player (issue 14): a tracking write is visible to the very next
 * overview, with the resume point — on PGlite through its read cache, and on PostgreSQL
 * (TEST_DATABASE_URL), where there is no such cache.
 */
type World = Awaited<ReturnType<typeof createEngagementWorld>>;
let w: World;
const tracker = randomUUID();

const event = (e: { workflowId: string; stepId?: string; type: string; position?: number; playedSeconds?: number; secondsAgo?: number }) => ({
  id: randomUUID(),
  trackerId: tracker,
  workflowId: e.workflowId,
  stepId: e.stepId ?? null,
  type: e.type,
  at: new Date(Date.now() - (e.secondsAgo ?? 0) * 1000).toISOString(),
  position: e.position ?? null,
  playedSeconds: e.playedSeconds ?? 0,
  data: {},
});
async function track(cookie: string, events: unknown[]) {
  const res = await postTracking(apiRequest('/api/v1/tracking', { method: 'POST', cookie, body: { events } }), routeParams({}));
  expect(res.status).toBe(200);
}
const overviewOf = async (cookie: string) => homeOverview((await getRequestSession(apiRequest('/', { cookie })))!);

beforeAll(async () => {
  w = await createEngagementWorld();
});

describe('continue watching after a tracking write', () => {
  it('lists the workflow with its resume point on the very next overview, and drops it once 90 % is played', async () => {
    const wf = w.published.workflow.id;
    const [s1, s2] = w.published.steps;
    const cookie = w.viewer2.cookie;
    // The overview is read (and, on PGlite, remembered) before the viewer plays.
    expect((await overviewOf(cookie)).continueWatching).toEqual([]);
    expect((await overviewOf(cookie)).continueWatching).toEqual([]);
    // PGlite remembered the second read; PostgreSQL has no read cache.
    const stats = readCacheStats(await db());
    if (process.env.TEST_DATABASE_URL) expect(stats).toBeNull();
    else expect(stats?.hits).toBeGreaterThan(0);

    // Played step 1, then 5.3 s of step 2, then left (the exit of the leave flush).
    await track(cookie, [
      event({ workflowId: wf, stepId: s1.id, type: 'enter', position: 0, secondsAgo: 50 }),
      event({ workflowId: wf, stepId: s1.id, type: 'interval', position: 40, playedSeconds: 40, secondsAgo: 10 }),
      event({ workflowId: wf, stepId: s2.id, type: 'next', position: 0, secondsAgo: 9 }),
      event({ workflowId: wf, stepId: s2.id, type: 'interval', position: 5.3, playedSeconds: 5.3, secondsAgo: 1 }),
      event({ workflowId: wf, stepId: s2.id, type: 'exit', position: 5.3 }),
    ]);
    const [card] = (await overviewOf(cookie)).continueWatching;
    expect(card).toMatchObject({ id: wf, resume: { stepId: s2.id, stepNumber: 2, startAt: 4 } });
    // Every list carries the same resume point (the card opens there wherever it shows).
    expect((await overviewOf(cookie)).recentlyPublished.find((c) => c.id === wf)?.resume).toEqual(card.resume);
    // Another viewer's overview is untouched.
    expect((await overviewOf(w.viewer3.cookie)).continueWatching).toEqual([]);

    // 90 % of 100 s played: finished, out of the list, no resume point left on its cards.
    await track(cookie, [event({ workflowId: wf, stepId: s2.id, type: 'interval', position: 50, playedSeconds: 45 })]);
    const after = await overviewOf(cookie);
    expect(after.continueWatching).toEqual([]);
    expect(after.recentlyPublished.find((c) => c.id === wf)?.resume).toBeNull();
  });
});
