import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { getDb } from '@/db/client';
import { PATH_HEADER, signInUrl } from '@/lib/auth/guards-shared';
import { authSecret, sessionCookieName } from '@/lib/auth/session-cookie';
import { LOCALE_HEADER, toLocale } from '@/lib/i18n/config';
import { loadSessionSummary } from '@/lib/access/middleware-session';
import { classifyPath, localeFromPath } from '@/lib/access/route-table';
import { checkRouteAccess, type SessionSummary } from '@/lib/access/route-rules';
import { clientIp } from '@/lib/net/client-ip';

// Public pages that still care whether someone is signed in (spec §2: signed-in users leave them).
const SESSION_AWARE_PUBLIC = /^\/(userinvitecreate|usernewpassword)\//;

async function readSummary(req: NextRequest): Promise<SessionSummary | null | 'signed-out'> {
  const token = await getToken({ req, secret: authSecret(), cookieName: sessionCookieName() });
  if (typeof token?.sid !== 'string') return 'signed-out';
  try {
    return (await loadSessionSummary(await getDb(), token.sid)) ?? 'signed-out';
  } catch (error) {
    // The rules here are a comfort; page loaders and handlers check again, so a database hiccup
    // must not take every page down with it.
    console.error('[middleware] session lookup failed', error);
    return null;
  }
}

/**
 * Redirects for comfort only: every page loader and handler checks the session, organisation and
 * role again. Runs on Node.js so it can read the session and the organisation's settings
 * (one query per navigation, and none for public pages).
 */
export async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const kind = classifyPath(pathname);
  if (kind === 'unknown') return NextResponse.redirect(new URL('/', req.url));

  const headers = new Headers(req.headers);
  headers.set(PATH_HEADER, pathname + search);
  const pathLocale = toLocale(localeFromPath(pathname));
  if (pathLocale) headers.set(LOCALE_HEADER, pathLocale);
  else headers.delete(LOCALE_HEADER);
  const next = () => NextResponse.next({ request: { headers } });

  if (kind === 'public' && !SESSION_AWARE_PUBLIC.test(pathname)) return next();
  const summary = await readSummary(req);
  if (summary === 'signed-out') {
    // A revoked or expired session counts as signed out; its cookie is left for next-auth to replace.
    return kind === 'auth' ? NextResponse.redirect(new URL(signInUrl(pathname + search), req.url)) : next();
  }
  if (!summary) return next();

  const decision = checkRouteAccess(pathname, { ...summary, clientIp: clientIp(req.headers) });
  if (!decision) return next();
  if (decision.action === 'rewrite') return NextResponse.rewrite(new URL(decision.to, req.url), { request: { headers } });
  return NextResponse.redirect(new URL(decision.to, req.url));
}

export const config = {
  runtime: 'nodejs',
  matcher: ['/((?!api/|_next/|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:png|jpg|jpeg|svg|ico|webp|txt|xml|css|js|map)$).*)'],
};
