import 'server-only';
import type { Account, AuthOptions, Profile } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getDb } from '@/db/client';
import { AppError } from '@/lib/http/errors';
import { clientIp } from '@/lib/net/client-ip';
import { knownDeviceCookie, knownDeviceOf, setAuthCookie } from './known-device';
import { authenticate } from './login';
import { loginSchema } from './rules';
import { findLiveSession, revokeSession } from './queries';
import { authSecret, SESSION_MAX_AGE, sessionIdFromCookieHeader } from './session-cookie';
import { logError } from '@/lib/http/log';

type AuthorizeRequest = { headers?: Record<string, string | string[] | undefined> };

const toHeaders = (req: AuthorizeRequest) => {
  const h = new Headers();
  for (const [k, v] of Object.entries(req.headers ?? {})) if (typeof v === 'string') h.set(k, v);
  return h;
};

async function endSession(sessionId: string) {
  const db = await getDb();
  const live = await findLiveSession(db, sessionId);
  if (live) await revokeSession(db, { orgId: live.session.organizationId, sessionId });
}

/**
 * A browser that signs in while another session is live (a worker taking over a shared device)
 * replaces it: the old session is revoked rather than left valid until it expires.
 */
async function endReplacedSession(cookieHeader: string | null, newSessionId: string) {
  const previous = await sessionIdFromCookieHeader(cookieHeader);
  if (previous && previous !== newSessionId) await endSession(previous);
}

const credentials = CredentialsProvider({
  id: 'credentials',
  name: 'Password',
  credentials: { login: { type: 'text' }, password: { type: 'password' }, clientKey: { type: 'text' } },
  async authorize(raw, req) {
    const parsed = loginSchema.safeParse({ ...raw, clientKey: raw?.clientKey || undefined });
    if (!parsed.success) throw new Error('auth.invalidLoginCredentials');
    const headers = toHeaders(req as AuthorizeRequest);
    try {
      const db = await getDb();
      const device = knownDeviceOf(headers.get('cookie'));
      const result = await authenticate(db, parsed.data, { ip: clientIp(headers), userAgent: headers.get('user-agent'), device });
      setAuthCookie(knownDeviceCookie(result.device));
      await endReplacedSession(headers.get('cookie'), result.sessionId);
      return { id: result.userId, sid: result.sessionId };
    } catch (error) {
      // next-auth hands this message to the client as `error`; it is a message key, never internals.
      if (error instanceof AppError) throw new Error(error.messageKey);
      logError('auth', 'login failed unexpectedly', error);
      throw new Error('alert.unexpectedError');
    }
  },
});

/**
 * The per-request single-sign-on hooks (lib/auth/sso/auth-handler.ts): `signIn` applies the SSO
 * check and answers true or the page to send a refused user to; `openSession` opens the auth session.
 */
export type SsoCallbacks = {
  signIn: (account: Account, profile: Profile | undefined) => Promise<true | string>;
  openSession: (account: Account) => Promise<{ userId: string; sessionId: string }>;
};

/** next-auth carries only the auth-session id; everything else is read fresh per request. */
export function buildAuthOptions(extraProviders: AuthOptions['providers'] = [], sso?: SsoCallbacks): AuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE },
    pages: { signIn: '/', error: '/' },
    providers: [credentials, ...extraProviders],
    // next-auth's own POST /api/auth/signout only clears the cookie; a copy of it must stop working too.
    events: {
      async signOut({ token }) {
        if (typeof token?.sid === 'string') await endSession(token.sid);
      },
    },
    callbacks: {
      async signIn({ account, profile }) {
        if (account?.type !== 'oauth') return true;
        return sso ? sso.signIn(account, profile) : false;
      },
      async jwt({ token, user, account }) {
        const sid = (user as { sid?: string } | undefined)?.sid;
        if (sid) token.sid = sid;
        if (account?.type === 'oauth' && sso) {
          // Nothing from the identity provider stays in the cookie: our user id and the session id.
          const opened = await sso.openSession(account);
          return { sub: opened.userId, sid: opened.sessionId };
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, sid: token.sid } as typeof session;
      },
    },
  };
}
