import type { ClientTrackingEvent } from './client-accounting';
import { TRACKING_BATCH_MAX, TRACKING_WORKFLOWS_PER_BATCH_MAX, type TrackingResult } from './schema';

/** Spec 02 §7/§9: player sync at most once every 15 s; a failed sync retried 3 times, 3 s apart. */
export const SYNC_INTERVAL_MS = 15_000;
export const RETRY_DELAY_MS = 3_000;
export const MAX_TRIES = 3;
// Browsers refuse sendBeacon bodies above about 64 KiB; stay well below.
export const BEACON_MAX_BYTES = 60_000;
const FETCH_MAX_BYTES = 400_000;

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * The oldest events that fit one POST /api/v1/tracking body: at most 200 events, 20 workflows and
 * `maxBytes` of JSON. Always at least one event, so one oversized event cannot block the queue
 * (the server then refuses it and the queue drops it).
 */
export function nextBatch(events: ClientTrackingEvent[], maxBytes = FETCH_MAX_BYTES): ClientTrackingEvent[] {
  const sorted = [...events].sort((a, b) => a.at.localeCompare(b.at));
  const batch: ClientTrackingEvent[] = [];
  const workflows = new Set<string>();
  let size = bytes({ events: [] });
  for (const event of sorted) {
    if (batch.length >= TRACKING_BATCH_MAX) break;
    const isNewWorkflow = !workflows.has(event.workflowId);
    if (isNewWorkflow && workflows.size >= TRACKING_WORKFLOWS_PER_BATCH_MAX) continue;
    const eventSize = bytes(event) + 1;
    if (batch.length > 0 && size + eventSize > maxBytes) break;
    batch.push(event);
    workflows.add(event.workflowId);
    size += eventSize;
  }
  return batch;
}

/** The body of the page-exit beacon (text/plain JSON, which the server reads like JSON). */
export function beaconBody(events: ClientTrackingEvent[]): string | null {
  const batch = nextBatch(events, BEACON_MAX_BYTES);
  return batch.length ? JSON.stringify({ events: batch }) : null;
}

/** Milliseconds to wait before the next sync may start (0: now). */
export const syncDelay = (lastSyncAt: number | null, now: number) => (lastSyncAt === null ? 0 : Math.max(0, lastSyncAt + SYNC_INTERVAL_MS - now));

export type SyncOutcome = { status: number; result?: TrackingResult };

/**
 * Which sent events the queue may forget. An answer of 200 settles all of them (stored now, stored
 * before, or refused for good). A 4xx the server will give again (bad batch, unknown workflow) also
 * settles them; signed out, rate limited, timeouts, 5xx and no connection keep them for later.
 */
export function settledIds(sent: ClientTrackingEvent[], outcome: SyncOutcome): string[] {
  const { status } = outcome;
  const isFinal = status === 200 || (status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status));
  return isFinal ? sent.map((e) => e.id) : [];
}

/** Whether a failed attempt is worth repeating in this sync (not for answers that will not change). */
export const isRetryable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/** Runs `attempt` up to MAX_TRIES times, RETRY_DELAY_MS apart, while it answers a retryable status. */
export async function withRetries(attempt: () => Promise<SyncOutcome>, sleep: (ms: number) => Promise<void>, tries = MAX_TRIES): Promise<SyncOutcome> {
  let outcome: SyncOutcome = { status: 0 };
  for (let i = 0; i < tries; i += 1) {
    if (i > 0) await sleep(RETRY_DELAY_MS);
    outcome = await attempt();
    if (!isRetryable(outcome.status)) return outcome;
  }
  return outcome;
}
