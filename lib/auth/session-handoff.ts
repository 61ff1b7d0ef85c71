import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SessionContext } from './session';
import { authSecret } from './session-cookie';

/**
 * The middleware has already resolved the session (revocation, disable, idle logout) for this
 * navigation; it hands the result to the page it forwards to, so a signed-in page costs one
 * session read instead of two. The page loader still runs every check of its own (role, access,
 * organisation, route rules) on it; only the database read is shared.
 *
 * The header is set by the middleware on the forwarded request, never shown to the browser, and
 * anything a client sends under this name fails the HMAC (key derived from NEXTAUTH_SECRET) or
 * the few-second expiry, and is bound to this request's session cookie. Any doubt → the page
 * reads the database as before.
 */
export const SESSION_HANDOFF_HEADER = 'x-openhow-session';

const TTL_MS = 10_000;

let keyCache: { secret: string; key: Buffer } | null = null;
function handoffKey(): Buffer {
  const secret = authSecret();
  if (keyCache?.secret !== secret) keyCache = { secret, key: createHash('sha256').update(`openhow-session-handoff\0${secret}`).digest() };
  return keyCache.key;
}

const sign = (body: string) => createHmac('sha256', handoffKey()).update(body).digest('base64url');
const cookieBinding = (cookieValue: string) => createHash('sha256').update(cookieValue).digest('base64url');

type Sealed = { c: string; e: number; s: SessionContext };

/** The header value carrying `session` for the request that presented `cookieValue`. */
export function sealSession(session: SessionContext, cookieValue: string, now = Date.now()): string {
  const sealed: Sealed = { c: cookieBinding(cookieValue), e: now + TTL_MS, s: session };
  const body = Buffer.from(JSON.stringify(sealed)).toString('base64url');
  return `${body}.${sign(body)}`;
}

/** The session the middleware handed over, or null when absent, forged, stale or for another cookie. */
export function openSession(header: string | null | undefined, cookieValue: string | undefined, now = Date.now()): SessionContext | null {
  if (!header || !cookieValue) return null;
  const dot = header.indexOf('.');
  if (dot <= 0) return null;
  const body = header.slice(0, dot);
  const given = Buffer.from(header.slice(dot + 1));
  const expected = Buffer.from(sign(body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const sealed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Sealed;
    if (typeof sealed.e !== 'number' || sealed.e < now || sealed.e > now + TTL_MS) return null;
    if (sealed.c !== cookieBinding(cookieValue)) return null;
    return sealed.s ?? null;
  } catch {
    return null;
  }
}
