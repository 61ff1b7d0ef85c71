import 'server-only';
import { randomUUID } from 'node:crypto';
import { getRawClient } from '@/db/raw';
import { logError } from '@/lib/http/log';

/**
 * Tells every other server process (web instances, workers) on the same PostgreSQL that a public
 * workflow changed, through LISTEN/NOTIFY, so each drops its public caches at once rather than
 * after their TTL. The embedded database lives in one process: nothing to tell there.
 */
export type PublicChange = { workflowId: string } | { all: true };

const CHANNEL = 'openhow_public_cache';

type State = { origin: string; listening?: Promise<void> };
const state = ((globalThis as typeof globalThis & { __openhowPublicBroadcast?: State }).__openhowPublicBroadcast ??= { origin: randomUUID() });

const onPostgres = () => Boolean(process.env.DATABASE_URL);

/** Sends the change to the other processes (not awaited by callers; a failure is logged, the TTL still bounds staleness). */
export function announcePublicChange(change: PublicChange): void {
  if (!onPostgres()) return;
  void (async () => {
    const raw = await getRawClient();
    if (raw.kind === 'postgres') await raw.sql.notify(CHANNEL, JSON.stringify({ ...change, origin: state.origin }));
  })().catch((error) => logError('public-cache', 'could not announce a public change', error));
}

function parse(payload: string): (PublicChange & { origin?: string }) | null {
  try {
    const value = JSON.parse(payload) as { workflowId?: unknown; all?: unknown; origin?: unknown };
    const origin = typeof value.origin === 'string' ? value.origin : undefined;
    if (value.all === true) return { all: true, origin };
    if (typeof value.workflowId === 'string') return { workflowId: value.workflowId, origin };
  } catch {}
  return null;
}

/**
 * Starts listening once per process (the public routes call it before reading their cache). The
 * listening connection reconnects by itself after an outage; what was announced meanwhile is
 * unknown, so a re-subscription drops everything.
 */
export function listenForPublicChanges(apply: (change: PublicChange) => void): void {
  if (!onPostgres() || state.listening) return;
  state.listening = (async () => {
    const raw = await getRawClient();
    if (raw.kind !== 'postgres') return;
    let subscribed = false;
    await raw.sql.listen(
      CHANNEL,
      (payload) => {
        const change = parse(payload);
        if (change && change.origin !== state.origin) apply('all' in change ? { all: true } : { workflowId: change.workflowId });
      },
      () => {
        if (subscribed) apply({ all: true });
        subscribed = true;
      },
    );
  })().catch((error) => {
    // The next public read tries again (the database may be starting).
    state.listening = undefined;
    logError('public-cache', 'could not listen for public changes', error);
  });
}
