import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error – a plain .mjs module of the production server, without type declarations
import { publicPageCache } from '../../scripts/page-cache.mjs';
// @ts-expect-error – a plain .mjs module of the production server, without type declarations
import { fastGzip } from '../../scripts/fast-gzip.mjs';
import { accumulateVary } from '../../scripts/public-pages.mjs';
import { listenLocally, rawGet } from '../helpers/raw-http';

const ID = '0b9d7a52-6a47-4f3e-9a51-1d2c3b4a5e6f';
const OTHER = '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910';
let clock = 0;
let renders = 0;
let local: Awaited<ReturnType<typeof listenLocally>>;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
const get = async (path: string, headers: Record<string, string> = {}): Promise<Answer> => {
  const answer = await rawGet(local.base + path, headers);
  return { ...answer, body: answer.body.toString('utf8') };
};

beforeAll(async () => {
  const servePage = publicPageCache({ ttlMs: 60_000, now: () => clock });
  // Stands in for Next's handler: each render says which one it was; some paths answer otherwise.
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    renders += 1;
    if (req.url?.includes('missing')) {
      res.statusCode = 404;
      return res.end('not found');
    }
    if (req.headers['x-test-cookie']) res.setHeader('set-cookie', 'a=b');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-security-policy', 'frame-ancestors *');
    res.write(`<p>render ${renders} `);
    res.end(`for ${req.headers['user-agent'] ?? ''}</p>`);
  };
  local = await listenLocally((req, res) => servePage(req, res, handle));
});

afterAll(() => local.close());

beforeEach(() => {
  clock += 3_600_000; // every test starts after the previous one's entries expired
});

describe('publicPageCache (scripts/page-cache.mjs)', () => {
  it('answers the same request variant from the cache, with the headers of the render, until the TTL', async () => {
    const first = await get(`/p/${ID}`, { 'user-agent': 'desktop' });
    expect(first.headers['x-openhow-cache']).toBe('miss');
    const second = await get(`/p/${ID}`, { 'user-agent': 'desktop' });
    expect(second).toMatchObject({ status: 200, body: first.body });
    expect(second.headers).toMatchObject({ 'x-openhow-cache': 'hit', 'content-security-policy': 'frame-ancestors *', 'content-length': String(first.body.length) });
    // A step's page and the full-screen variant are pages of their own.
    expect((await get(`/p/${ID}/${OTHER}`, { 'user-agent': 'desktop' })).headers['x-openhow-cache']).toBe('miss');
    expect((await get(`/playerfullscreenpublic/${ID}`, { 'user-agent': 'desktop' })).headers['x-openhow-cache']).toBe('miss');
    clock += 60_001;
    const later = await get(`/p/${ID}`, { 'user-agent': 'desktop' });
    expect(later.headers['x-openhow-cache']).toBe('miss');
    expect(later.body).not.toBe(first.body);
  });

  it('keeps one answer per variant: user agent, language, cookies, frame and mobile hints', async () => {
    await get(`/p/${ID}`, { 'user-agent': 'desktop' });
    const variants: Record<string, string>[] = [{ 'user-agent': 'phone' }, { 'accept-language': 'de' }, { cookie: 'NEXT_LOCALE=fr-fr' }, { 'sec-fetch-dest': 'iframe' }, { 'sec-ch-ua-mobile': '?1' }];
    for (const headers of variants) {
      const answer = await get(`/p/${ID}`, { 'user-agent': 'desktop', ...headers });
      expect(answer.headers['x-openhow-cache'], JSON.stringify(headers)).toBe('miss');
    }
    expect((await get(`/p/${ID}`, { 'user-agent': 'phone' })).body).toMatch(/for phone/);
  });

  it('never keeps errors, answers that set cookies, client-router requests, queries or other routes', async () => {
    for (const [path, headers] of [
      [`/p/${ID}/missing`, {}],
      [`/p/${ID}`, { 'x-test-cookie': '1' }],
      [`/p/${ID}`, { rsc: '1' }],
      [`/p/${ID}?openMenu=1`, {}],
      ['/home/overview', {}],
      ['/p/not-an-id', {}],
    ] as const) {
      await get(path, headers);
      const again = await get(path, headers);
      expect(again.headers['x-openhow-cache'] ?? 'none', path + JSON.stringify(headers)).not.toBe('hit');
    }
  });

  it('drops a workflow\'s pages, or all of them, when the app says so', async () => {
    await get(`/p/${ID}`);
    await get(`/p/${OTHER}`);
    const hooks = (globalThis as { __openhowPublicPages?: { dropWorkflow(id: string): void; clear(): void } }).__openhowPublicPages!;
    hooks.dropWorkflow(ID.toUpperCase());
    expect((await get(`/p/${ID}`)).headers['x-openhow-cache']).toBe('miss');
    expect((await get(`/p/${OTHER}`)).headers['x-openhow-cache']).toBe('hit');
    hooks.clear();
    expect((await get(`/p/${OTHER}`)).headers['x-openhow-cache']).toBe('miss');
  });
});

describe('publicPageCache behind the compression (as in scripts/server.mjs)', () => {
  const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';
  let gzipped: Awaited<ReturnType<typeof listenLocally>>;

  beforeAll(async () => {
    const servePage = publicPageCache({ ttlMs: 60_000, now: () => clock });
    // A render whose policy and scripts carry one nonce, as Next's do.
    const handle = (_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', `script-src 'nonce-${NONCE}' 'strict-dynamic'; frame-ancestors *`);
      res.end(`<script nonce="${NONCE}" src="/a.js"></script>${'<p>transcript</p>'.repeat(200)}<script>(f)([{"nonce":"${NONCE}"}])</script>`);
    };
    gzipped = await listenLocally(fastGzip((req: http.IncomingMessage, res: http.ServerResponse) => servePage(req, res, handle)));
  });

  afterAll(() => gzipped.close());

  it('sends each hit compressed, with a fresh nonce in its policy and everywhere the page carried the old one', async () => {
    const fetchPage = async () => {
      const res = await rawGet(`${gzipped.base}/p/${ID}`, { 'accept-encoding': 'gzip', 'user-agent': 'nonce-test' });
      return { headers: res.headers, html: gunzipSync(res.body).toString('utf8') };
    };
    const miss = await fetchPage();
    expect(miss.headers['x-openhow-cache']).toBe('miss');
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const hit = await fetchPage();
      expect(hit.headers).toMatchObject({ 'x-openhow-cache': 'hit', 'content-encoding': 'gzip' });
      const nonce = /'nonce-([^']+)'/.exec(String(hit.headers['content-security-policy']))![1];
      expect(nonce).not.toBe(NONCE);
      expect(hit.html).not.toContain(NONCE);
      expect(hit.html.split(nonce).length - 1).toBe(2);
      expect(hit.html.replaceAll(nonce, NONCE)).toBe(miss.html);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });
});

describe('accumulateVary (scripts/public-pages.mjs)', () => {
  it('adds the names of a later Vary to the earlier ones instead of replacing them', async () => {
    const server = await listenLocally((_req, res) => {
      accumulateVary(res);
      res.setHeader('vary', 'Accept-Language, User-Agent');
      res.setHeader('Vary', 'rsc, next-router-state-tree, user-agent');
      res.end('ok');
    });
    try {
      expect((await rawGet(server.base)).headers.vary).toBe('Accept-Language, User-Agent, rsc, next-router-state-tree');
    } finally {
      await server.close();
    }
  });
});
