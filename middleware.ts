import { NextResponse, type NextRequest } from 'next/server';
import { signInUrl } from '@/lib/auth/guards-shared';
import { loadSessionById, type SessionContext } from '@/lib/auth/session';
import { sessionCookieName, sessionIdFromToken } from '@/lib/auth/session-cookie';
import { handOverSession, SESSION_HANDOFF_HEADER } from '@/lib/auth/session-handoff';
import { LOCALE_COOKIE, LOCALE_HEADER, toLocale } from '@/lib/i18n/config';
import { summaryFromSession } from '@/lib/access/middleware-session';
import { stampPagePath } from '@/lib/access/page-path';
import { classifyPath, localeFromPath } from '@/lib/access/route-table';
import { checkRouteAccess } from '@/lib/access/route-rules';
import { clientIp, viaProductionServer } from '@/lib/net/client-ip';
import { logError } from '@/lib/http/log';
import { withDeploymentHeaders } from '@/lib/http/deployment';
import { databaseRecentlyUnavailable, isDatabaseUnavailable } from '@/lib/http/unavailable';
import { unavailablePage } from '@/lib/http/unavailable-page';
import { contentSecurityPolicy, CSP_HEADER, newNonce } from '@/lib/http/csp';
import { publicPageCacheHeaders, VARIANT_HEADERS } from '@/lib/player/public-cdn';

// Public pages that still care whether someone is signed in (spec §2: signed-in users leave them).
const SESSION_AWARE_PUBLIC = /^\/(userinvitecreate|usernewpassword)\//;

type Resolved = { session: SessionContext; cookie: string } | null | 'signed-out' | 'unavailable';

async function readSession(req: NextRequest): Promise<Resolved> {
  const cookie = req.cookies.get(sessionCookieName())?.value;
  const sessionId = await sessionIdFromToken(cookie);
  if (!cookie || !sessionId) return 'signed-out';
  try {
    // The full context (the page needs it too, and receives it below), in one query.
    const session = await loadSessionById(sessionId);
    return session ? { session, cookie } : 'signed-out';
  } catch (error) {
    // The rules here are a comfort; page loaders and handlers check again, so a database hiccup
    // must not take every page down with it.
    logError('middleware', 'session lookup failed', error);
    // The page would fail the same way: the database is away, so say so (503, Retry-After).
    return isDatabaseUnavailable(error) ? 'unavailable' : null;
  }
}

/**
 * Redirects for comfort only: every page loader and handler checks the session, organisation and
 * role again. Runs on Node.js so it can read the session and the organisation's settings
 * (one query per navigation, none for public pages) and hand that session to the page
 * (lib/auth/session-handoff.ts) so the page does not read it a second time.
 */
export async function middleware(req: NextRequest) {
  // Each page gets its own script nonce (lib/http/csp.ts): Next reads it from the request's policy.
  const policy = contentSecurityPolicy(newNonce(), req.nextUrl.pathname);
  // A public page asked for without cookies may be kept by shared caches (lib/player/public-cdn.ts):
  // per variant behind scripts/server.mjs, else as the one variant no request header changes.
  const variants = viaProductionServer(req.headers);
  const shared = publicPageCacheHeaders({ method: req.method, path: req.nextUrl.pathname + req.nextUrl.search, headers: req.headers }, { variants });
  const res = await guard(req, { policy, unvaried: Boolean(shared) && !variants });
  res.headers.set(CSP_HEADER, policy);
  for (const [name, value] of Object.entries(shared ?? {})) res.headers.set(name, value);
  // A preview's pages (redirects included) are never indexed: known at run time, unlike next.config.ts headers().
  return withDeploymentHeaders(res);
}

async function guard(req: NextRequest, { policy, unvaried }: { policy: string; unvaried: boolean }): Promise<NextResponse> {
  const { pathname, search } = req.nextUrl;
  const kind = classifyPath(pathname);
  if (kind === 'unknown') return NextResponse.redirect(new URL('/', req.url));

  const headers = new Headers(req.headers);
  headers.set(CSP_HEADER, policy);
  if (unvaried) for (const name of VARIANT_HEADERS) headers.delete(name);
  stampPagePath(headers, pathname + search);
  const pathLocale = toLocale(localeFromPath(pathname));
  if (pathLocale) headers.set(LOCALE_HEADER, pathLocale);
  else headers.delete(LOCALE_HEADER);
  // Only this middleware may hand a session to the page: never forward one a client sent.
  headers.delete(SESSION_HANDOFF_HEADER);
  const next = () => NextResponse.next({ request: { headers } });

  // A page that reads no session here would only find out in its render (a 500 outside the production
  // server): while this process's last query found the database away, it is answered 503 at once.
  if (kind === 'public' && !SESSION_AWARE_PUBLIC.test(pathname)) {
    return databaseRecentlyUnavailable() ? unavailablePage(req.headers, req.cookies.get(LOCALE_COOKIE)?.value) : next();
  }
  const resolved = await readSession(req);
  if (resolved === 'signed-out') {
    // A revoked or expired session counts as signed out; its cookie is left for next-auth to replace.
    return kind === 'auth' ? NextResponse.redirect(new URL(signInUrl(pathname + search), req.url)) : next();
  }
  if (resolved === 'unavailable') return unavailablePage(req.headers, req.cookies.get(LOCALE_COOKIE)?.value);
  if (!resolved) return next();

  const decision = checkRouteAccess(pathname, { ...summaryFromSession(resolved.session), clientIp: clientIp(req.headers) });
  if (decision?.action === 'redirect') return NextResponse.redirect(new URL(decision.to, req.url));
  // Only a request that goes on to a page gets the session handed over.
  const handoff = handOverSession(resolved.session, resolved.cookie);
  if (handoff) headers.set(SESSION_HANDOFF_HEADER, handoff);
  if (decision?.action === 'rewrite') return NextResponse.rewrite(new URL(decision.to, req.url), { request: { headers } });
  return next();
}

// Every path but the API and the build's own files: a page path that merely looks like a file
// ("/playermain/{id}/x.png") is still a page, and the page guard believes only paths stamped here.
export const config = {
  runtime: 'nodejs',
  matcher: ['/((?!api/|_next/|favicon.ico$|icon.svg$|robots.txt$|sitemap.xml$).*)'],
};
