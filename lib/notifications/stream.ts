import 'server-only';
import type { SessionContext } from '@/lib/auth/session';
import { logError } from '@/lib/http/log';
import { subscribeToNotifications } from './live';
import { getNewNotificationCount } from './operations';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** The stream ends after this long and the browser reconnects: the session is checked again then. */
export const STREAM_MAX_MS = 10 * 60_000;
/** Changes this close together become one event (a share to a team reaches a user once anyway). */
const COALESCE_MS = 100;

type Options = { signal?: AbortSignal; heartbeatMs?: number; maxMs?: number };

/**
 * GET /api/v1/notifications/stream: `event: count` with the caller's new count at the start and
 * whenever their notifications change (any instance, see live.ts), `: ping` comments in between.
 * The bell refetches its list on each event. Session and organisation are checked by the route
 * before this starts; the stream only ever hears of the caller's own (organisation, user) pair.
 */
export async function notificationEventStream(session: SessionContext, { signal, heartbeatMs = HEARTBEAT_MS, maxMs = STREAM_MAX_MS }: Options = {}) {
  const encoder = new TextEncoder();
  const owner = { orgId: session.org.id, userId: session.user.id };
  let unsubscribe: (() => void) | null = null;
  const timers: ReturnType<typeof setTimeout>[] = [];
  let pending: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const close = () => {
        if (closed) return;
        closed = true;
        unsubscribe?.();
        for (const t of timers) clearInterval(t);
        if (pending) clearTimeout(pending);
        try {
          controller.close();
        } catch {}
      };
      const sendCount = async () => {
        try {
          const newCount = await getNewNotificationCount(session);
          write(`event: count\ndata: ${JSON.stringify({ newCount })}\n\n`);
        } catch (error) {
          logError('notifications', 'could not read the new count for a stream', error);
        }
      };
      signal?.addEventListener('abort', close, { once: true });
      // A reconnecting browser waits this long first (the field is read once per stream).
      write('retry: 3000\n\n');
      try {
        unsubscribe = await subscribeToNotifications(owner, () => {
          pending ??= setTimeout(() => {
            pending = null;
            void sendCount();
          }, COALESCE_MS);
        });
      } catch {
        // Nothing to listen with: end at once and let the bell poll.
        return close();
      }
      if (closed) return unsubscribe();
      await sendCount();
      timers.push(setInterval(() => write(': ping\n\n'), heartbeatMs));
      timers.push(setTimeout(close, maxMs));
    },
    cancel() {
      closed = true;
      unsubscribe?.();
      for (const t of timers) clearInterval(t);
      if (pending) clearTimeout(pending);
    },
  });
}
