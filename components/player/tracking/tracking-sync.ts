import { apiResponse, asApiError } from '@/components/ui/api-request';
import type { ClientTrackingEvent } from '@/lib/tracking/client-accounting';
import { BEACON_MAX_BYTES, beaconBody, nextBatch, settledIds, syncDelay, withRetries, type SyncOutcome } from '@/lib/tracking/client-queue';
import type { TrackingResult } from '@/lib/tracking/schema';
import { createEventStore, type EventStore } from './event-store';

const ENDPOINT = '/api/v1/tracking';
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function post(events: ClientTrackingEvent[], keepalive: boolean): Promise<SyncOutcome> {
  try {
    // keepalive: the request outlives the page that sent it (a leave flush; its body stays under the beacon limit).
    const res = await apiResponse(ENDPOINT, { method: 'POST', body: { events }, keepalive });
    const body = (await res.json().catch(() => null)) as { item?: TrackingResult } | null;
    return { status: res.status, result: body?.item };
  } catch (error) {
    // A refusal keeps its status (which decides whether the events are settled); no answer is 0.
    return { status: asApiError(error).status };
  }
}

/**
 * Moves queued tracker events to the server: at most one sync every 15 s, one at a time, each
 * retried 3 times 3 s apart; at once when the viewer leaves the player (flush); on page exit a
 * sendBeacon with what is pending. Events stay in the store until an answer settles them, and the
 * server stores each client id once, so sending an event twice (beacon, then the next page's sync)
 * is harmless. Failures are only logged (spec 02 §8).
 */
export class TrackingSync {
  // What the store holds, mirrored in memory: the exit beacon must be built synchronously.
  private readonly pending = new Map<string, ClientTrackingEvent>();
  private lastSyncAt: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private readonly loaded: Promise<void>;

  constructor(private readonly store: EventStore = createEventStore()) {
    // Events an earlier page queued (closed tab, offline) go out with this page's first sync.
    this.loaded = store
      .all()
      .then((events) => events.forEach((e) => this.pending.set(e.id, e)))
      .catch((error) => console.warn('[tracking] reading the queue failed', error));
  }

  add(events: ClientTrackingEvent[]) {
    if (!events.length) return;
    for (const event of events) this.pending.set(event.id, event);
    this.store.put(events).catch((error) => console.warn('[tracking] queueing failed', error));
  }

  /** Syncs as soon as the 15 s spacing allows (never more often). */
  schedule() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.sync();
    }, syncDelay(this.lastSyncAt, Date.now()));
  }

  sync(): Promise<void> {
    return this.run(false);
  }

  /**
   * Leaving the player: what is pending goes now, not at the next 15 s slot (an exit is the last
   * word of a viewing, and the next page shows the resume point it sets), in keepalive requests.
   * Resolves with the number of events the server settled.
   */
  async flush(): Promise<number> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running) await this.running;
    const before = this.pending.size;
    await this.run(true);
    return before - this.pending.size;
  }

  private run(keepalive: boolean): Promise<void> {
    if (this.running) return this.running;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve();
    this.lastSyncAt = Date.now();
    this.running = this.drain(keepalive)
      .catch((error) => console.warn('[tracking] sync failed', error))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async drain(keepalive: boolean) {
    await this.loaded;
    for (;;) {
      const batch = nextBatch([...this.pending.values()], keepalive ? BEACON_MAX_BYTES : undefined);
      if (!batch.length) return;
      const outcome = await withRetries(() => post(batch, keepalive), sleep);
      const ids = settledIds(batch, outcome);
      if (!ids.length) {
        console.warn('[tracking] sync not accepted, keeping events for later', outcome.status);
        return;
      }
      ids.forEach((id) => this.pending.delete(id));
      await this.store.remove(ids);
    }
  }

  /** Page exit: hand what is pending to the browser, which sends it even as the page goes away. */
  beacon() {
    const body = beaconBody([...this.pending.values()]);
    if (!body || typeof navigator === 'undefined' || !navigator.sendBeacon) return;
    // A string body goes as text/plain (no preflight); the server accepts it from this origin.
    if (!navigator.sendBeacon(ENDPOINT, body)) void this.sync();
  }
}

let shared: TrackingSync | null = null;

/** One queue per page, whichever players it shows. */
export const sharedTrackingSync = () => (shared ??= new TrackingSync());
