import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { middleware } from '@/middleware';
import { fromAddress } from '../helpers/client-address';

/**
 * What the middleware adds to every page on any deployment shape (it runs under scripts/server.mjs,
 * `next start` and a platform alike): the script policy with a nonce handed to the render, and for
 * a cookie-less public page the shared-cache headers — with Vary behind the production server, and
 * as the header-free variant without it (lib/player/public-cdn.ts).
 */
const ID = '0b9d7a52-6a47-4f3e-9a51-1d2c3b4a5e6f';
const BROWSER = { 'accept-language': 'de', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile', 'sec-fetch-dest': 'document' };

const visit = (path: string, headers: Record<string, string> = {}) => middleware(new NextRequest(`http://localhost:3000${path}`, { headers }));

/** The request headers the page is rendered with (Next's middleware protocol: the override list). */
const forwarded = (res: Response) => (res.headers.get('x-middleware-override-headers') ?? '').split(',');

describe('middleware: script policy and public page delivery', () => {
  it('gives each page its own nonce, in the answer and in the request the render reads it from', async () => {
    const a = await visit('/', BROWSER);
    const b = await visit('/', BROWSER);
    const policy = a.headers.get('content-security-policy')!;
    expect(policy).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'; .*frame-ancestors 'self'$/);
    expect(a.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(b.headers.get('content-security-policy')).not.toBe(policy);
    expect(a.headers.get('cache-control')).toBeNull();
  });

  it('without the production server in front: the cookie-less public page is shared as the variant of no request header', async () => {
    const res = await visit(`/p/${ID}`, BROWSER);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(res.headers.get('vary')).toBeNull();
    expect(res.headers.get('vercel-cache-tag')).toBe(`openhow-public,openhow-workflow-${ID}`);
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors \*$/);
    for (const name of ['accept-language', 'user-agent', 'sec-fetch-dest']) expect(forwarded(res)).not.toContain(name);
  });

  it('behind the production server: shared per variant, with Vary, and rendered from the visitor\'s own headers', async () => {
    const res = await visit(`/p/${ID}`, { ...BROWSER, ...fromAddress('203.0.113.7') });
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(res.headers.get('vary')).toBe('Accept-Language, Sec-CH-UA-Mobile, Sec-Fetch-Dest, User-Agent');
    for (const name of ['accept-language', 'user-agent', 'sec-fetch-dest']) expect(forwarded(res)).toContain(name);
  });

  it('a cookie, a query or a client-router request keeps the public page private, rendered from the visitor\'s headers', async () => {
    for (const [path, headers] of [
      [`/p/${ID}`, { ...BROWSER, cookie: 'oh_theme=light' }],
      [`/p/${ID}?openMenu=1`, BROWSER],
      [`/playerfullscreenpublic/${ID}`, { ...BROWSER, rsc: '1' }],
    ] as const) {
      const res = await visit(path, headers);
      expect(res.headers.get('cache-control'), path).toBeNull();
      expect(res.headers.get('cache-tag'), path).toBeNull();
      expect(forwarded(res), path).toContain('accept-language');
    }
  });
});
