import 'server-only';
import { getDb } from '@/db/client';
import { assertIpAllowed } from '@/lib/access/ip-restriction';
import { loadSessionContext, type HostScope, type SessionContext } from '@/lib/auth/session';
import { sessionIdFromToken } from '@/lib/auth/session-cookie';
import { AppError } from '@/lib/http/errors';
import { HOST_COOKIE } from './sign-in';

export type HostSession = SessionContext & { hostScope: HostScope };

function cookieValue(header: string | null, name: string) {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The bearer token (the host player's calls), else the partitioned cookie. */
function tokenOf(req: Request): string | undefined {
  const auth = req.headers.get('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice('Bearer '.length).trim();
  return cookieValue(req.headers.get('cookie'), HOST_COOKIE);
}

/** A live learning-host session by its id (revoked, expired, disabled user or organisation: null). */
export async function loadHostSession(sessionId: string): Promise<HostSession | null> {
  const session = await loadSessionContext(await getDb(), sessionId);
  return session?.hostScope ? (session as HostSession) : null;
}

/**
 * The learning-host session of a host player's call: only such a session, never an ordinary one
 * (their cookie means nothing here, so a page of the LMS cannot use a signed-in member's session).
 * The organisation's IP allow-list applies to learners as to everyone.
 */
export async function requireHostSession(req: Request): Promise<HostSession> {
  const sessionId = await sessionIdFromToken(tokenOf(req));
  const session = sessionId ? await loadHostSession(sessionId) : null;
  if (!session) throw new AppError('unauthorized', 'learningHost.noPermission');
  assertIpAllowed(session, req.headers);
  return session;
}
