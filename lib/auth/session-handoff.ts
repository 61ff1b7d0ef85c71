import { randomUUID } from 'node:crypto';
import type { SessionContext } from './session';

/**
 * The middleware has already resolved the session (revocation, disable, idle logout) for this
 * navigation; it hands the result to the page it forwards to, so a signed-in page costs one
 * session read instead of two. The page loader still runs every check of its own (role, access,
 * organisation, route rules) on it; only the database read is shared.
 *
 * Next runs a Node.js middleware in the same process as the page it forwards to, so the session
 * stays in this process's memory: the forwarded request carries only a random, single-use id in
 * a header the middleware sets (and deletes from whatever the client sent). A claim is bound to the
 * request's session cookie and lives a few seconds; anything unknown, used, stale or presented with
 * another cookie reads the database as before. Nothing is serialised, signed or parsed per request.
 */
export const SESSION_HANDOFF_HEADER = 'x-openhow-session';

const TTL_MS = 10_000;
// A bound on memory if pages stop claiming what the middleware leaves (each entry is one context).
const MAX_HELD = 5_000;

type Held = { session: SessionContext; cookie: string; expires: number };

// Process-wide: the middleware and the pages are separate bundles of this module.
const store = globalThis as unknown as { __openhowHandoffs?: Map<string, Held> };
const held = (store.__openhowHandoffs ??= new Map<string, Held>());

/** Drops expired claims; the map keeps insertion order, so they are at its front. */
function sweep(now: number) {
  for (const [id, entry] of held) {
    if (entry.expires > now) break;
    held.delete(id);
  }
}

/** Leaves `session` for the page of the request that presented `cookieValue`; the header value, or null when full. */
export function handOverSession(session: SessionContext, cookieValue: string, now = Date.now()): string | null {
  sweep(now);
  if (held.size >= MAX_HELD) return null;
  const id = randomUUID();
  held.set(id, { session, cookie: cookieValue, expires: now + TTL_MS });
  return id;
}

/** The session the middleware left under `id` for this cookie, once; null when absent, used, stale or for another cookie. */
export function claimSession(id: string | null | undefined, cookieValue: string | undefined, now = Date.now()): SessionContext | null {
  if (!id || !cookieValue) return null;
  const entry = held.get(id);
  if (!entry) return null;
  held.delete(id);
  if (entry.expires <= now || entry.cookie !== cookieValue) return null;
  return entry.session;
}

/** How many handed-over sessions wait to be claimed (for tests and diagnostics). */
export const heldSessionCount = () => held.size;
