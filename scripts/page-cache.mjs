// A response cache for the public player pages (/p and /playerfullscreenpublic): a crawl burst or
// a link shared with a whole plant gets the page as rendered a moment ago, without rendering it
// again. Each entry is one answer for one exact request variant — path, encoding, language,
// cookies, user agent and frame/mobile hints (what the page's locale, theme and autoplay depend
// on) — so nobody gets a variant meant for someone else. Entries live TTL_MS; the app drops a
// workflow's entries when it changes (lib/player/public-cache-store.ts; another process's change
// arrives through PostgreSQL, lib/player/public-cache-broadcast.ts), just as
// it drops its data cache. Only complete 200 answers without cookies are kept.

import { chunkBytes, PUBLIC_PAGES as PAGES, ROUTER_HEADERS } from './public-pages.mjs';

const VARIANT_HEADERS = ['host', 'accept-encoding', 'accept-language', 'cookie', 'user-agent', 'sec-fetch-dest', 'sec-ch-ua-mobile'];
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
const MAX_ENTRIES = 1000;
const MAX_BYTES = 2 * 1024 * 1024;

/** @param {{ ttlMs?: number, now?: () => number }} [options] */
export function publicPageCache({ ttlMs = 60_000, now = Date.now } = {}) {
  /** key → { workflowId, status, headers, body, expiresAt } */
  const entries = new Map();
  const hooks = {
    dropWorkflow(id) {
      for (const [key, entry] of entries) if (entry.workflowId === String(id).toLowerCase()) entries.delete(key);
    },
    clear: () => entries.clear(),
  };
  // The app reaches the cache through the process (see lib/player/public-cache-store.ts).
  globalThis.__openhowPublicPages = hooks;

  /** Answers from the cache (true) or hands the request on to `handle`, keeping its answer. */
  return function serve(req, res, handle) {
    const match = req.method === 'GET' && ttlMs > 0 ? PAGES.exec(req.url ?? '') : null;
    if (!match || ROUTER_HEADERS.some((h) => h in req.headers)) return handle(req, res);
    const key = [req.url, ...VARIANT_HEADERS.map((h) => req.headers[h] ?? '')].join('\n');
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now()) {
      res.writeHead(hit.status, { ...hit.headers, 'content-length': hit.body.length, 'x-openhow-cache': 'hit' });
      res.end(hit.body);
      return;
    }
    res.setHeader('x-openhow-cache', 'miss');
    keepAnswer(res, (answer) => {
      entries.delete(key);
      entries.set(key, { ...answer, workflowId: match[1].toLowerCase(), expiresAt: now() + ttlMs });
      while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value);
    });
    return handle(req, res);
  };
}

/** Records what goes out through `res` (after Next's compression) and passes it on when it was a cacheable page. */
function keepAnswer(res, store) {
  const chunks = [];
  let size = 0;
  const keep = (chunk, encoding) => {
    if (chunk == null || typeof chunk === 'function') return;
    const buffer = chunkBytes(chunk, encoding);
    size += buffer.length;
    if (size <= MAX_BYTES) chunks.push(buffer);
  };
  const { write, end } = res;
  res.write = function (chunk, encoding, callback) {
    keep(chunk, encoding);
    return write.call(this, chunk, encoding, callback);
  };
  res.end = function (chunk, encoding, callback) {
    keep(chunk, encoding);
    const result = end.call(this, chunk, encoding, callback);
    const headers = res.getHeaders();
    if (res.statusCode === 200 && size <= MAX_BYTES && !headers['set-cookie']) {
      const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_HEADERS.has(name) && name !== 'x-openhow-cache'));
      store({ status: 200, headers: kept, body: Buffer.concat(chunks) });
    }
    return result;
  };
}
