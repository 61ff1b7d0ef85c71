import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config, middleware } from '@/middleware';
import { pageRouteDecision } from '@/lib/access/page-guard';
import { loadSessionContext, type SessionContext } from '@/lib/auth/session';
import { createOrg, createUser, db, sessionCookie } from '../helpers/factories';
import { fromAddress } from '../helpers/client-address';

// Route rules hold on every path shape, whatever path a client claims in x-openhow-path.
const APP = 'http://localhost:3000';
const WORKFLOW = '0b6f2c1e-8a4d-4c51-9e0f-3d2a1b7c9e10';
const BLOCKED_IP = '198.51.100.9';

async function blockedViewer() {
  const org = await createOrg({ settings: { customized: { enableRestrictedIP: true, restrictedIP: { allowedRules: ['10.0.0.0/8'] } } } });
  const { cookie, sessionId } = await sessionCookie(await createUser(org.id, 'viewer'));
  return { cookie, session: (await loadSessionContext(await db(), sessionId)) as SessionContext };
}

// As scripts/server.mjs hands requests on: with the socket address it stamped (overridable per call).
const navigate = (path: string, headers: Record<string, string>) =>
  middleware(new NextRequest(new URL(path, APP), { headers: { ...fromAddress('127.0.0.1'), ...headers } }));
/** The request headers the middleware hands on to the page. */
const forwarded = (res: Response) =>
  new Headers(
    (res.headers.get('x-middleware-override-headers') ?? '')
      .split(',')
      .filter(Boolean)
      .map((name): [string, string] => [name, res.headers.get(`x-middleware-request-${name}`) ?? '']),
  );

describe('page paths and the route rules', () => {
  it('runs the middleware on every page path, file-like suffixes included', () => {
    for (const path of [`/playermain/${WORKFLOW}/x.png`, `/playermain/${WORKFLOW}/x.js`, '/home/overview', '/admin/users.css']) {
      expect(unstable_doesMiddlewareMatch({ config, url: path }), path).toBe(true);
    }
    expect(unstable_doesMiddlewareMatch({ config, url: '/api/v1/profile/me' })).toBe(false);
    expect(unstable_doesMiddlewareMatch({ config, url: '/_next/static/chunks/app.js' })).toBe(false);
  });

  it('refuses the .png-suffixed player path to a viewer the IP allow-list blocks, whatever path the client claims', async () => {
    const { cookie } = await blockedViewer();
    const res = await navigate(`/playermain/${WORKFLOW}/x.png`, { cookie, ...fromAddress(BLOCKED_IP), 'x-openhow-path': '/home/overview' });
    expect(new URL(res.headers.get('x-middleware-rewrite') ?? '').pathname).toBe('/ip-not-allowed');
  });

  it('forwards the real path, never the one a client sent', async () => {
    const org = await createOrg();
    const { cookie } = await sessionCookie(await createUser(org.id, 'viewer'));
    const res = await navigate(`/playermain/${WORKFLOW}/x.png`, { cookie, 'x-openhow-path': '/admin/users' });
    const headers = forwarded(res);
    expect(headers.get('x-openhow-path')).toBe(`/playermain/${WORKFLOW}/x.png`);
    const anonymous = forwarded(await navigate('/troubleshooting', { 'x-openhow-path': '/admin/users' }));
    expect(anonymous.get('x-openhow-path')).toBe('/troubleshooting');
  });

  it('the page guard does not believe a path the middleware did not stamp', async () => {
    const { cookie, session } = await blockedViewer();
    const ip = fromAddress(BLOCKED_IP);
    // A request that skipped the middleware: no path, or one the client wrote itself.
    expect(pageRouteDecision(new Headers(ip), session)).toEqual({ action: 'redirect', to: '/' });
    expect(pageRouteDecision(new Headers({ ...ip, 'x-openhow-path': '/admin/setting/ip-restriction' }), session)).toEqual({ action: 'redirect', to: '/' });
    // What the middleware forwards is believed, and the blocked viewer is refused.
    const stamped = forwarded(await navigate('/home/overview', { cookie, ...ip }));
    expect(pageRouteDecision(new Headers({ ...Object.fromEntries(stamped), ...ip }), session)).toMatchObject({ to: '/ip-not-allowed' });
    // A stamp copied onto another path is worthless.
    const copied = new Headers({ ...Object.fromEntries(stamped), ...ip, 'x-openhow-path': '/admin/setting/ip-restriction' });
    expect(pageRouteDecision(copied, session)).toEqual({ action: 'redirect', to: '/' });
  });
});
