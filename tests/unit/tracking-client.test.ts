import { describe, expect, it } from 'vitest';
import { countedSeconds, PlaybackAccount, type ClientTrackingEvent } from '@/lib/tracking/client-accounting';
import { beaconBody, BEACON_MAX_BYTES, isRetryable, nextBatch, RETRY_DELAY_MS, settledIds, syncDelay, withRetries } from '@/lib/tracking/client-queue';
import { trackingBatchSchema } from '@/lib/tracking/schema';

const S1 = '11111111-1111-4111-8111-111111111111';
const S2 = '22222222-2222-4222-8222-222222222222';
const WF = '33333333-3333-4333-8333-333333333333';

function makeAccount(stepDurations?: Record<string, number>) {
  let clock = Date.parse('2026-03-01T10:00:00Z');
  let n = 0;
  const account = new PlaybackAccount({ workflowId: WF, trackerId: 'tracker-0001', newId: () => `event-${String(++n).padStart(4, '0')}`, now: () => clock, stepDurations });
  return { account, advance: (ms: number) => (clock += ms) };
}

const played = (events: ClientTrackingEvent[]) => events.filter((e) => e.type === 'interval').reduce((sum, e) => sum + e.playedSeconds, 0);

describe('countedSeconds (spec 02 §9: only gaps under 2 s scaled by speed)', () => {
  it('counts forward moves under the gap', () => {
    expect(countedSeconds(10, 10.25, 1)).toBe(0.25);
    expect(countedSeconds(10, 11.9, 1)).toBeCloseTo(1.9);
  });
  it('drops gaps of 2 s or more, and backward moves', () => {
    expect(countedSeconds(10, 12, 1)).toBe(0);
    expect(countedSeconds(10, 9, 1)).toBe(0);
    expect(countedSeconds(10, 10, 1)).toBe(0);
  });
  it('scales the gap by the speed', () => {
    expect(countedSeconds(10, 13, 2)).toBe(3);
    expect(countedSeconds(10, 14, 2)).toBe(0);
    expect(countedSeconds(10, 11.5, 0.5)).toBe(0);
    expect(countedSeconds(10, 10.9, 0.5)).toBeCloseTo(0.9);
  });
});

describe('PlaybackAccount', () => {
  it('builds enter, play, interval, pause and exit events the server schema accepts', () => {
    const { account } = makeAccount();
    const events = [
      ...account.handle({ type: 'enter', stepId: S1, position: 0 }),
      ...account.handle({ type: 'play', stepId: S1, position: 0, speed: 1 }),
      ...[0.5, 1, 1.5, 2, 2.5, 3].flatMap((p) => account.handle({ type: 'timeupdate', stepId: S1, position: p, speed: 1 })),
      ...account.handle({ type: 'pause', stepId: S1, position: 3.2 }),
      ...account.handle({ type: 'exit', stepId: S1, position: 3.2 }),
    ];
    expect(events.map((e) => e.type)).toEqual(['enter', 'play', 'interval', 'pause', 'exit']);
    const interval = events[2];
    expect(interval).toMatchObject({ stepId: S1, playedSeconds: 3.2, position: 3.2, data: { start: 0, end: 3.2, speed: 1 } });
    expect(new Set(events.map((e) => e.id)).size).toBe(5);
    expect(trackingBatchSchema.safeParse({ events }).success).toBe(true);
  });

  it('does not count a jump the player did not report, and splits the interval there', () => {
    const { account } = makeAccount();
    account.handle({ type: 'play', stepId: S1, position: 0, speed: 1 });
    const events = [1, 2, 10, 11, 12].flatMap((p) => account.handle({ type: 'timeupdate', stepId: S1, position: p, speed: 1 }));
    events.push(...account.handle({ type: 'pause', stepId: S1, position: 12.5 }));
    const intervals = events.filter((e) => e.type === 'interval');
    expect(intervals.map((e) => e.data)).toEqual([
      { start: 0, end: 2, speed: 1 },
      { start: 10, end: 12.5, speed: 1 },
    ]);
    expect(played(events)).toBe(4.5);
  });

  it('counts content seconds at 2× speed', () => {
    const { account } = makeAccount();
    account.handle({ type: 'play', stepId: S1, position: 0, speed: 2 });
    const events = [1, 2, 3, 4].flatMap((p) => account.handle({ type: 'timeupdate', stepId: S1, position: p, speed: 2 }));
    events.push(...account.handle({ type: 'pause', stepId: S1, position: 4 }));
    expect(played(events)).toBe(4);
  });

  it('closes the interval on seeks and step changes and keeps playing in the new place', () => {
    const { account } = makeAccount();
    account.handle({ type: 'play', stepId: S1, position: 0, speed: 1 });
    account.handle({ type: 'timeupdate', stepId: S1, position: 1, speed: 1 });
    const seek = account.handle({ type: 'forward', stepId: S1, position: 6.5, from: 1.5 });
    expect(seek.map((e) => e.type)).toEqual(['interval', 'forward']);
    expect(seek[1].data).toEqual({ from: 1.5, seek: false });
    account.handle({ type: 'timeupdate', stepId: S1, position: 7.5, speed: 1 });
    const next = account.handle({ type: 'next', fromStepId: S1, stepId: S2 });
    expect(next.map((e) => e.type)).toEqual(['interval', 'next']);
    expect(next[1]).toMatchObject({ stepId: S2, position: 0, data: { fromStepId: S1 } });
    account.handle({ type: 'timeupdate', stepId: S2, position: 1, speed: 1 });
    const exit = account.handle({ type: 'exit', stepId: S2, position: 1 });
    expect(exit.map((e) => e.type)).toEqual(['interval', 'exit']);
    expect(exit[0]).toMatchObject({ stepId: S2, playedSeconds: 1 });
  });

  it('keeps counting across a step change the player reports as exit, next, enter', () => {
    const { account } = makeAccount();
    account.handle({ type: 'play', stepId: S1, position: 0, speed: 1 });
    const events = [
      ...account.handle({ type: 'timeupdate', stepId: S1, position: 1, speed: 1 }),
      ...account.handle({ type: 'exit', stepId: S1, position: 1 }),
      ...account.handle({ type: 'next', fromStepId: S1, stepId: S2 }),
      ...account.handle({ type: 'enter', stepId: S2, position: 0 }),
      ...account.handle({ type: 'timeupdate', stepId: S2, position: 0.5, speed: 1 }),
      ...account.handle({ type: 'pause', stepId: S2, position: 0.5 }),
    ];
    expect(events.map((e) => e.type)).toEqual(['interval', 'exit', 'next', 'enter', 'interval', 'pause']);
    expect(played(events)).toBe(1.5);
  });

  it('maps a seek to forward or backward', () => {
    const { account } = makeAccount();
    expect(account.handle({ type: 'seek', stepId: S1, position: 2, from: 9 })[0]).toMatchObject({ type: 'backward', data: { from: 9, seek: true } });
    expect(account.handle({ type: 'seek', stepId: S1, position: 9, from: 2 })[0]).toMatchObject({ type: 'forward' });
  });

  it('checkpoints keep counting from the same place without losing or doubling time', () => {
    const { account } = makeAccount();
    account.handle({ type: 'play', stepId: S1, position: 0, speed: 1 });
    account.handle({ type: 'timeupdate', stepId: S1, position: 1.5, speed: 1 });
    const first = account.checkpoint();
    expect(first).toHaveLength(1);
    expect(first[0].playedSeconds).toBe(1.5);
    expect(account.checkpoint()).toEqual([]);
    const rest = account.handle({ type: 'timeupdate', stepId: S1, position: 3, speed: 1 });
    rest.push(...account.handle({ type: 'pause', stepId: S1, position: 3 }));
    expect(played([...first, ...rest])).toBe(3);
  });

  it('exits once, at the last place when the page closes without the player saying so', () => {
    const { account } = makeAccount();
    account.handle({ type: 'play', stepId: S1, position: 4, speed: 1 });
    account.handle({ type: 'timeupdate', stepId: S1, position: 5, speed: 1 });
    const exit = account.exitAtLastPlace();
    expect(exit.map((e) => e.type)).toEqual(['interval', 'exit']);
    expect(exit[1]).toMatchObject({ stepId: S1, position: 5 });
    expect(account.exitAtLastPlace()).toEqual([]);
    expect(account.handle({ type: 'exit', stepId: S1, position: 5 })).toEqual([]);
  });

  it('drops events of steps with a zero or missing duration', () => {
    const { account } = makeAccount({ [S1]: 0 });
    expect(account.handle({ type: 'play', stepId: S1, position: 0, speed: 1 })).toEqual([]);
    expect(account.handle({ type: 'next', fromStepId: S1, stepId: S2 })).toEqual([]);
  });

  it('writes no interval for no played time', () => {
    const { account } = makeAccount();
    account.handle({ type: 'play', stepId: S1, position: 0, speed: 1 });
    expect(account.handle({ type: 'pause', stepId: S1, position: 0 }).map((e) => e.type)).toEqual(['pause']);
  });
});

describe('tracking queue rules', () => {
  const ev = (i: number, workflowId = WF, pad = 0): ClientTrackingEvent => ({
    id: `event-${String(i).padStart(6, '0')}`,
    trackerId: 'tracker-0001',
    workflowId,
    stepId: null,
    type: 'play',
    at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    position: 0,
    playedSeconds: 0,
    data: pad ? { pad: 'x'.repeat(pad) } : {},
  });

  it('batches the oldest events, at most 200', () => {
    const events = Array.from({ length: 250 }, (_, i) => ev(i)).reverse();
    const batch = nextBatch(events);
    expect(batch).toHaveLength(200);
    expect(batch[0].id).toBe('event-000000');
  });

  it('keeps a batch to 20 workflows', () => {
    const events = Array.from({ length: 30 }, (_, i) => ev(i, `wf-${i}`));
    expect(new Set(nextBatch(events).map((e) => e.workflowId)).size).toBe(20);
  });

  it('keeps the beacon under the browser limit, and sends nothing for an empty queue', () => {
    const events = Array.from({ length: 100 }, (_, i) => ev(i, WF, 2000));
    const body = beaconBody(events)!;
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(BEACON_MAX_BYTES);
    expect(JSON.parse(body).events.length).toBeGreaterThan(10);
    expect(beaconBody([])).toBeNull();
  });

  it('syncs at most every 15 s', () => {
    expect(syncDelay(null, 1000)).toBe(0);
    expect(syncDelay(1000, 6000)).toBe(10_000);
    expect(syncDelay(1000, 16_000)).toBe(0);
  });

  it('forgets sent events only when the answer settles them', () => {
    const sent = [ev(1), ev(2)];
    expect(settledIds(sent, { status: 200 })).toEqual([sent[0].id, sent[1].id]);
    expect(settledIds(sent, { status: 422 })).toHaveLength(2);
    for (const status of [0, 401, 429, 500, 503]) expect(settledIds(sent, { status })).toEqual([]);
    expect([0, 408, 429, 500].every(isRetryable)).toBe(true);
    expect([200, 401, 422].some(isRetryable)).toBe(false);
  });

  it('retries 3 times, 3 s apart, and stops at the first final answer', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    let calls = 0;
    const failing = await withRetries(async () => (calls++, { status: 503 }), sleep);
    expect([calls, failing.status, waits]).toEqual([3, 503, [RETRY_DELAY_MS, RETRY_DELAY_MS]]);
    calls = 0;
    const statuses = [0, 200];
    const ok = await withRetries(async () => ({ status: statuses[calls++] }), sleep);
    expect([calls, ok.status]).toEqual([2, 200]);
  });
});
