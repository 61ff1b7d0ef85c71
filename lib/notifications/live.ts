import 'server-only';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { getRawClient } from '@/db/raw';
import { logError } from '@/lib/http/log';

/**
 * "Your notifications changed" for the bell's event stream, in every web instance.
 *
 * On PostgreSQL the change is a NOTIFY on `openhow_notifications`, sent through the caller's own
 * database handle: inside a transaction PostgreSQL delivers it at commit (and never after a
 * rollback), so a stream never announces a row its refetch cannot see. Each process LISTENs once
 * and hands the payload to its in-process emitter, which the streams subscribe to. The embedded
 * database lives in one process: there the emitter is all there is.
 */
const CHANNEL = 'openhow_notifications';
// NOTIFY payloads must stay under 8000 bytes: 150 uuids with the JSON around them is about 6 KB.
const IDS_PER_NOTIFY = 150;

export type LiveChange = { orgId: string; userIds: string[] };

type State = { emitter: EventEmitter; listening?: Promise<void> };
const state = ((globalThis as typeof globalThis & { __openhowNotificationsLive?: State }).__openhowNotificationsLive ??= {
  emitter: new EventEmitter().setMaxListeners(0),
});

const onPostgres = () => Boolean(process.env.DATABASE_URL);
const eventName = (orgId: string, userId: string) => `${orgId}:${userId}`;

function emitLocally({ orgId, userIds }: LiveChange) {
  for (const userId of userIds) state.emitter.emit(eventName(orgId, userId));
}

/** Tells the recipients' open bells that their notifications changed (at commit on PostgreSQL). */
export async function announceNotifications(db: Db, change: LiveChange): Promise<void> {
  const userIds = [...new Set(change.userIds)];
  if (userIds.length === 0) return;
  if (!onPostgres()) {
    emitLocally({ orgId: change.orgId, userIds });
    return;
  }
  for (let i = 0; i < userIds.length; i += IDS_PER_NOTIFY) {
    const payload = JSON.stringify({ o: change.orgId, u: userIds.slice(i, i + IDS_PER_NOTIFY) });
    await db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
  }
}

function parse(payload: string): LiveChange | null {
  try {
    const value = JSON.parse(payload) as { o?: unknown; u?: unknown };
    if (typeof value.o !== 'string' || !Array.isArray(value.u)) return null;
    return { orgId: value.o, userIds: value.u.filter((u): u is string => typeof u === 'string') };
  } catch {
    return null;
  }
}

function listen(): Promise<void> {
  state.listening ??= (async () => {
    const raw = await getRawClient();
    if (raw.kind !== 'postgres') return;
    await raw.sql.listen(CHANNEL, (payload) => {
      const change = parse(payload);
      if (change) emitLocally(change);
    });
  })().catch((error) => {
    // The next stream tries again (the database may be starting); the bell polls meanwhile.
    state.listening = undefined;
    logError('notifications', 'could not listen for notification changes', error);
    throw error;
  });
  return state.listening;
}

/** Calls `onChange` whenever this user's notifications change; returns the unsubscribe function. */
export async function subscribeToNotifications(owner: { orgId: string; userId: string }, onChange: () => void): Promise<() => void> {
  if (onPostgres()) await listen();
  const name = eventName(owner.orgId, owner.userId);
  state.emitter.on(name, onChange);
  return () => state.emitter.off(name, onChange);
}
