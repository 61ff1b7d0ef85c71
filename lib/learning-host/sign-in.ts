import 'server-only';
import type { Db } from '@/db/client';
import { createAuthSession } from '@/lib/auth/queries';
import { encodeSessionToken } from '@/lib/auth/session-cookie';
import { isSecureSite } from '@/lib/http/base-url';
import { AppError } from '@/lib/http/errors';
import { consumeCustomToken } from './custom-token';
import { HOST_METHOD } from './launch';
import type { HostSignIn } from './schema';

/** A learning-host session lasts a working shift; the LMS opens a new one at every launch. */
export const HOST_SESSION_TTL_SECONDS = 8 * 3600;

/** The partitioned cookie that carries the session where the browser keeps third-party cookies (https only). */
export const HOST_COOKIE = '__Secure-openhow-learning-host';
const COOKIE_PATH = '/api/v1/learning-host';

/**
 * POST /api/v1/learning-host/sign-in: trades a custom token (once) for a learning-host session
 * scoped to the package's workflows. The answer carries the session as a bearer token, because a
 * cookie set inside a cross-site iframe may be blocked; where it is not, the same token also rides
 * in a partitioned cookie (CHIPS), kept by the LMS's site only.
 */
export async function signInWithCustomToken(db: Db, raw: string, meta: { ip: string; userAgent?: string | null }): Promise<HostSignIn & { sessionId: string }> {
  const claimed = await consumeCustomToken(db, raw);
  if (!claimed) throw new AppError('unauthorized', 'learningHost.noPermission');
  const session = await createAuthSession(db, {
    orgId: claimed.orgId,
    userId: claimed.userId,
    method: HOST_METHOD,
    isSharedAccount: false,
    ip: meta.ip,
    userAgent: meta.userAgent,
    ttlSeconds: HOST_SESSION_TTL_SECONDS,
    scope: claimed.scope,
  });
  const accessToken = await encodeSessionToken(session.id, claimed.userId);
  return { accessToken, expiresAt: new Date(Date.now() + HOST_SESSION_TTL_SECONDS * 1000).toISOString(), sessionId: session.id };
}

/** The Set-Cookie value of the partitioned cookie, or null on plain http (SameSite=None needs Secure). */
export function hostCookieHeader(accessToken: string): string | null {
  if (!isSecureSite()) return null;
  return `${HOST_COOKIE}=${accessToken}; Path=${COOKIE_PATH}; Max-Age=${HOST_SESSION_TTL_SECONDS}; HttpOnly; Secure; SameSite=None; Partitioned`;
}
