import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, newNonce, nonceFromPolicy } from '@/lib/http/csp';
import { ALL_PUBLIC_TAG, publicPageCacheHeaders, purgePublicTags, VARIANT_HEADERS, workflowTag } from '@/lib/player/public-cdn';
import { listenLocally } from '../helpers/raw-http';

const ID = '0B9D7A52-6A47-4F3E-9A51-1D2C3B4A5E6F';
const request = (path: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, path, headers: new Headers(headers) });

describe('publicPageCacheHeaders (lib/player/public-cdn.ts)', () => {
  const tags = `openhow-public,openhow-workflow-${ID.toLowerCase()}`;

  it('behind the production server: a cookie-less public page is shared for s-maxage, varying by what the page reads, tagged with its workflow', () => {
    for (const path of [`/p/${ID}`, `/p/${ID}/${ID}`, `/playerfullscreenpublic/${ID}`]) {
      expect(publicPageCacheHeaders(request(path), { variants: true }, {})).toEqual({
        'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
        Vary: 'Accept-Language, Sec-CH-UA-Mobile, Sec-Fetch-Dest, User-Agent',
        'Cache-Tag': tags,
        'Vercel-Cache-Tag': tags,
        'Surrogate-Key': tags.replace(',', ' '),
      });
    }
    expect(publicPageCacheHeaders(request(`/p/${ID}`), { variants: true }, { OPENHOW_PUBLIC_CDN_SECONDS: '5', OPENHOW_PUBLIC_CDN_STALE_SECONDS: '0' })!['Cache-Control']).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=0',
    );
  });

  it('without it (next start, a platform): shared without a Vary of its own — the page is then rendered without the variant headers', () => {
    expect(publicPageCacheHeaders(request(`/p/${ID}`, { 'accept-language': 'de', 'user-agent': 'Android' }), { variants: false }, {})).toEqual({
      'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
      'Cache-Tag': tags,
      'Vercel-Cache-Tag': tags,
      'Surrogate-Key': tags.replace(',', ' '),
    });
    expect(VARIANT_HEADERS).toEqual(['accept-language', 'sec-ch-ua-mobile', 'sec-fetch-dest', 'user-agent']);
  });

  it('never for a request with a cookie, a client-router request, a query, a write, another page, or when switched off', () => {
    const refused = [
      request(`/p/${ID}`, { cookie: 'openhow.session=x' }),
      request(`/p/${ID}`, { cookie: 'NEXT_LOCALE=de' }),
      request(`/p/${ID}`, { rsc: '1' }),
      request(`/p/${ID}`, { 'next-router-prefetch': '1' }),
      request(`/p/${ID}?openMenu=1`),
      request(`/p/${ID}`, {}, 'POST'),
      request(`/playermain/${ID}`),
      request(`/playerembed/${ID}`),
      request('/home/overview'),
      request('/p/not-an-id'),
    ];
    for (const variants of [true, false]) {
      for (const r of refused) expect(publicPageCacheHeaders(r, { variants }, {}), `${r.method} ${r.path} ${[...r.headers.keys()]}`).toBeNull();
      expect(publicPageCacheHeaders(request(`/p/${ID}`), { variants }, { OPENHOW_PUBLIC_CDN_SECONDS: '0' })).toBeNull();
    }
  });
});

describe('purgePublicTags (lib/player/public-cdn.ts)', () => {
  const received: { auth?: string; body: unknown }[] = [];
  let status = 200;
  let endpoint: Awaited<ReturnType<typeof listenLocally>>;

  beforeAll(async () => {
    endpoint = await listenLocally((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(body) });
        res.statusCode = status;
        res.end();
      });
    });
  });
  afterAll(() => endpoint.close());

  it('posts the tags, with the token, to the configured endpoint (the shape of Vercel\'s and Cloudflare\'s purge APIs)', async () => {
    await purgePublicTags([workflowTag(ID), ALL_PUBLIC_TAG], { OPENHOW_CDN_PURGE_URL: `${endpoint.base}/purge`, OPENHOW_CDN_PURGE_TOKEN: 't0ken' });
    expect(received.at(-1)).toEqual({ auth: 'Bearer t0ken', body: { tags: [`openhow-workflow-${ID.toLowerCase()}`, 'openhow-public'] } });
  });

  it('does nothing without an endpoint, and logs a refused or unreachable purge without failing the author\'s change', async () => {
    const before = received.length;
    await purgePublicTags(['x'], {});
    expect(received.length).toBe(before);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    status = 500;
    await expect(purgePublicTags(['x'], { OPENHOW_CDN_PURGE_URL: `${endpoint.base}/purge` })).resolves.toBeUndefined();
    await expect(purgePublicTags(['x'], { OPENHOW_CDN_PURGE_URL: 'http://127.0.0.1:9/purge' })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});

describe('contentSecurityPolicy (lib/http/csp.ts)', () => {
  it('allows scripts by this response\'s nonce only, and framing only for the public and embed players', () => {
    const nonce = newNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(nonce);
    const page = contentSecurityPolicy(nonce, '/home/overview');
    expect(page).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(page).toContain("object-src 'none'");
    expect(page).toContain("frame-ancestors 'self'");
    expect(page).not.toContain('unsafe');
    expect(nonceFromPolicy(page)).toBe(nonce);
    for (const path of [`/p/${ID}`, `/playerfullscreenpublic/${ID}`, `/playerembed/${ID}`, `/rustici/${ID}`]) expect(contentSecurityPolicy(nonce, path)).toContain('frame-ancestors *');
    expect(contentSecurityPolicy(nonce, `/playermain/${ID}`)).toContain("frame-ancestors 'self'");
    expect(contentSecurityPolicy(nonce, '/presentation')).toContain("frame-ancestors 'self'");
  });
});
