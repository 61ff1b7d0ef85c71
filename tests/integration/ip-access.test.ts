import { afterEach, describe, expect, it } from 'vitest';
import { POST as checkIpAccess } from '@/app/api/v1/permission/check-ip-access/route';
import { assertIpAllowed } from '@/lib/access/ip-restriction';
import { getRequestSession } from '@/lib/auth/session';
import { errorResponse } from '@/lib/http/respond';
import { apiRequest, createOrg, createUser, routeParams, sessionCookie } from '../helpers/factories';
import { fromAddress } from '../helpers/client-address';

const restricted = (allowedRules: string[]) => ({ customized: { enableRestrictedIP: true, restrictedIP: { allowedRules } } });

async function signedIn(settings: unknown = {}, role: 'viewer' | 'admin-organization' = 'viewer') {
  const org = await createOrg({ settings });
  const user = await createUser(org.id, role);
  return (await sessionCookie(user)).cookie;
}

const check = async (cookie: string | undefined, headers: Record<string, string> = {}) => {
  const res = await checkIpAccess(apiRequest('/api/v1/permission/check-ip-access', { method: 'POST', cookie, headers }), routeParams({}));
  return { status: res.status, body: await res.json() };
};

afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
});

describe('POST /api/v1/permission/check-ip-access', () => {
  it('allows every address when the organisation has no restriction', async () => {
    const cookie = await signedIn();
    expect(await check(cookie)).toEqual({ status: 200, body: { item: { allowed: true, clientIP: '127.0.0.1' } } });
  });

  it('answers allowed inside the allow-list and not allowed outside it, with the address it saw', async () => {
    const cookie = await signedIn(restricted(['10.0.0.0/8', '203.0.113.7']));
    expect((await check(cookie, fromAddress('10.20.30.40'))).body.item).toEqual({ allowed: true, clientIP: '10.20.30.40' });
    expect((await check(cookie, fromAddress('203.0.113.7'))).body.item.allowed).toBe(true);
    expect((await check(cookie, fromAddress('198.51.100.9'))).body.item).toEqual({ allowed: false, clientIP: '198.51.100.9' });
  });

  it('matches IPv6 clients and IPv4-mapped socket addresses', async () => {
    const cookie = await signedIn(restricted(['2001:db8::/32', '10.0.0.0/8']));
    expect((await check(cookie, fromAddress('2001:db8::5'))).body.item).toEqual({ allowed: true, clientIP: '2001:db8::5' });
    expect((await check(cookie, fromAddress('2001:db9::5'))).body.item.allowed).toBe(false);
    expect((await check(cookie, fromAddress('::ffff:10.1.1.1'))).body.item).toEqual({ allowed: true, clientIP: '10.1.1.1' });
  });

  it('ignores a forged X-Forwarded-For, and believes it only from a trusted proxy', async () => {
    const cookie = await signedIn(restricted(['10.0.0.0/8']));
    const viaProxy = { ...fromAddress('192.0.2.10'), 'x-forwarded-for': '10.1.2.3' };
    expect((await check(cookie, viaProxy)).body.item).toEqual({ allowed: false, clientIP: '192.0.2.10' });
    process.env.TRUSTED_PROXIES = '192.0.2.0/24';
    expect((await check(cookie, viaProxy)).body.item).toEqual({ allowed: true, clientIP: '10.1.2.3' });
    // Only the hop the trusted proxy added counts; a value the client put in front of it does not.
    const forged = { ...fromAddress('192.0.2.10'), 'x-forwarded-for': '10.9.9.9, 198.51.100.1' };
    expect((await check(cookie, forged)).body.item).toEqual({ allowed: false, clientIP: '198.51.100.1' });
  });

  it('believes no address a client names itself, and refuses everyone but admins when none is trustworthy', async () => {
    const cookie = await signedIn(restricted(['10.0.0.0/8']));
    // Under `next start` or a foreign server: no proof, or a proof the server made for another address.
    const named = { 'x-forwarded-for': '10.7.7.7', 'x-real-ip': '10.8.8.8', forwarded: 'for=10.9.9.9' };
    const forged = { ...named, 'x-openhow-remote-addr': '10.6.6.6', 'x-openhow-remote-addr-proof': 'Zm9yZ2Vk' };
    expect((await check(cookie, forged)).body.item).toEqual({ allowed: false, clientIP: 'unknown' });
    process.env.TRUSTED_PROXIES = '0.0.0.0/0';
    expect((await check(cookie, forged)).body.item).toEqual({ allowed: false, clientIP: 'unknown' });
    // Through the server, the same client headers beside the stamped socket address change nothing.
    delete process.env.TRUSTED_PROXIES;
    expect((await check(cookie, { ...named, ...fromAddress('198.51.100.9') })).body.item).toEqual({ allowed: false, clientIP: '198.51.100.9' });
    const admin = await getRequestSession(apiRequest('/api/v1/x', { cookie: await signedIn(restricted(['10.0.0.0/8']), 'admin-organization') }));
    expect(() => assertIpAllowed(admin, new Headers(forged))).not.toThrow();
  });

  it('needs a signed-in user', async () => {
    expect((await check(undefined)).status).toBe(401);
  });
});

describe('assertIpAllowed (API calls from blocked addresses)', () => {
  const session = async (cookie: string) => getRequestSession(apiRequest('/api/v1/x', { cookie }));
  const from = (ip: string) => new Headers(fromAddress(ip));

  it('refuses a blocked address with 403 and code 5', async () => {
    const s = await session(await signedIn(restricted(['10.0.0.0/8'])));
    expect(() => assertIpAllowed(s, from('10.0.0.1'))).not.toThrow();
    let caught: unknown;
    try {
      assertIpAllowed(s, from('198.51.100.9'));
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ code: 'forbidden', messageKey: 'access.ipNotAllowed', details: { code: 5 } });
    const res = errorResponse(caught);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'forbidden', message: 'access.ipNotAllowed', details: { code: 5 } } });
  });

  it('lets org admins, unrestricted organisations and signed-out calls through', async () => {
    const admin = await session(await signedIn(restricted(['10.0.0.0/8']), 'admin-organization'));
    expect(() => assertIpAllowed(admin, from('198.51.100.9'))).not.toThrow();
    const open = await session(await signedIn());
    expect(() => assertIpAllowed(open, from('198.51.100.9'))).not.toThrow();
    expect(() => assertIpAllowed(null, from('198.51.100.9'))).not.toThrow();
  });
});
