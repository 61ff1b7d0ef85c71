import 'server-only';
import { LRUCache } from 'lru-cache';
import { decode, encode } from 'next-auth/jwt';
import { isSecureSite } from '@/lib/http/base-url';

export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

export const sessionCookieName = () => (isSecureSite() ? '__Secure-next-auth.session-token' : 'next-auth.session-token');

export function authSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET;
  if (secret) return secret;
  if (process.env.NODE_ENV === 'production' && !process.env.OPENHOW_DEMO) {
    throw new Error('NEXTAUTH_SECRET must be set in production');
  }
  return 'openhow-development-secret-change-me';
}

function parseCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

// Decrypting the JWT (key derivation + JWE) runs on every signed-in request, twice for a page
// (middleware and page): remember recent tokens that decoded to a session id, until their expiry.
// Only tokens that passed decryption with this secret are kept; anything else decodes afresh.
const DECODED_MAX = 5_000;
const decoded = new LRUCache<string, { secret: string; sid: string; expiresAt: number }>({ max: DECODED_MAX });

/** The auth-session id inside a session cookie's value (null when absent, forged or expired). */
export async function sessionIdFromToken(token: string | undefined): Promise<string | null> {
  if (!token) return null;
  const secret = authSecret();
  const known = decoded.get(token);
  if (known && known.secret === secret && known.expiresAt > Date.now()) return known.sid;
  try {
    const payload = await decode({ token, secret });
    if (typeof payload?.sid !== 'string') return null;
    if (typeof payload.exp === 'number') {
      decoded.set(token, { secret, sid: payload.sid, expiresAt: payload.exp * 1000 });
    }
    return payload.sid;
  } catch {
    return null;
  }
}

/** The auth-session id in a raw Cookie header, if any. */
export const sessionIdFromCookieHeader = (cookieHeader: string | null) => sessionIdFromToken(parseCookie(cookieHeader, sessionCookieName()));

/** The auth-session id carried by the next-auth JWT cookie, from a Request or the current page request. */
export async function readSessionId(req?: Request): Promise<string | null> {
  if (req) return sessionIdFromToken(parseCookie(req.headers.get('cookie'), sessionCookieName()));
  const { cookies } = await import('next/headers');
  const jar = await cookies();
  return sessionIdFromToken(jar.get(sessionCookieName())?.value);
}

/** Encodes a session cookie value the way next-auth does (used by tests and SSO bridging). */
export const encodeSessionToken = (sid: string, sub: string) =>
  encode({ token: { sid, sub }, secret: authSecret(), maxAge: SESSION_MAX_AGE });
