import http from 'node:http';

/**
 * A small shared cache in front of the app, standing in for a CDN: it keeps GET answers that say
 * `public` with an `s-maxage` (never `private`, `no-store` or with Set-Cookie), per URL and the
 * request headers the answer's Vary names, for s-maxage seconds, and drops the answers carrying a
 * tag (Cache-Tag) when POST /__purge {"tags": [...]} asks — the shape of Vercel's and
 * Cloudflare's purge APIs, which the app calls (OPENHOW_CDN_PURGE_URL). Each answer says
 * `x-test-cache: hit | miss | pass` (pass: not kept).
 */
export type CachingProxy = {
  base: string;
  /** Purges received (tags), also while `ignorePurges` is set. */
  purges: string[][];
  /** When set, purge calls are answered but drop nothing (a CDN without a purge configured). */
  ignorePurges: boolean;
  close(): Promise<void>;
};

type Entry = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; vary: string[]; varyValues: string[]; tags: string[]; expiresAt: number };

const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

function sharedMaxAge(cacheControl: string | undefined): number | null {
  const value = (cacheControl ?? '').toLowerCase();
  if (!/\bpublic\b/.test(value) || /\b(private|no-store)\b/.test(value)) return null;
  const match = /\bs-maxage=(\d+)/.exec(value);
  return match ? Number(match[1]) : null;
}

export async function startCachingProxy(origin: string, port: number): Promise<CachingProxy> {
  const entries = new Map<string, Entry[]>();
  const proxy: CachingProxy = { base: `http://127.0.0.1:${port}`, purges: [], ignorePurges: false, close: async () => undefined };
  const target = new URL(origin);

  const server = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/__purge') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const { tags } = JSON.parse(body) as { tags: string[] };
        proxy.purges.push(tags);
        if (!proxy.ignorePurges) {
          for (const [url, list] of entries) entries.set(url, list.filter((e) => !e.tags.some((t) => tags.includes(t))));
        }
        res.end('{}');
      });
      return;
    }
    const url = req.url ?? '/';
    const now = Date.now();
    if (req.method === 'GET') {
      const hit = (entries.get(url) ?? []).find((e) => e.expiresAt > now && e.vary.every((h, i) => String(req.headers[h] ?? '') === e.varyValues[i]));
      if (hit) {
        res.writeHead(hit.status, { ...hit.headers, 'x-test-cache': 'hit' });
        res.end(hit.body);
        return;
      }
    }
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: url, headers: { ...req.headers, host: target.host } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP.has(name)));
        const body = Buffer.concat(chunks);
        const maxAge = req.method === 'GET' && !answer.headers['set-cookie'] ? sharedMaxAge(answer.headers['cache-control']) : null;
        if (maxAge) {
          const vary = String(answer.headers.vary ?? '')
            .split(',')
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean);
          const tags = String(answer.headers['cache-tag'] ?? '').split(',').filter(Boolean);
          const entry = { status: answer.statusCode ?? 200, headers, body, vary, varyValues: vary.map((h) => String(req.headers[h] ?? '')), tags, expiresAt: now + maxAge * 1000 };
          entries.set(url, [entry, ...(entries.get(url) ?? []).filter((e) => e.expiresAt > now)]);
        }
        res.writeHead(answer.statusCode ?? 502, { ...headers, 'x-test-cache': maxAge ? 'miss' : 'pass' });
        res.end(body);
      });
    });
    upstream.on('error', () => {
      res.statusCode = 502;
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  proxy.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return proxy;
}
