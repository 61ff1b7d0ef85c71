import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unavailableStatus } from '@/scripts/unavailable-status.mjs';

// The production server's answer to a page render that failed because the database went away while
// it rendered (scripts/unavailable-status.mjs): Next says 500; the server says 503 with the app's page.
type Health = { failures: number; failedAt: number };
const app = globalThis as unknown as { __openhowDatabaseHealth?: Health; __openhowUnavailablePage?: unknown };
let server: http.Server;
let base: string;

// Stands in for Next's handler: `/outage` fails a query as unavailable, then answers 500 as Next does.
const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
  if (req.url?.includes('outage')) app.__openhowDatabaseHealth!.failures += 1;
  res.statusCode = req.url?.includes('ok') ? 200 : 500;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'private, no-cache');
  res.write('<html><body>');
  res.end('next’s page</body></html>');
};

beforeAll(async () => {
  app.__openhowDatabaseHealth = { failures: 0, failedAt: 0 };
  app.__openhowUnavailablePage = async (headers: Record<string, string>) => ({
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '5', 'Cache-Control': 'no-store' },
    body: `<p>unavailable (${headers['accept-language']})</p>`,
  });
  server = http.createServer(unavailableStatus(next));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server.close());

const get = async (path: string) => {
  const res = await fetch(base + path, { headers: { 'accept-language': 'de' } });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), cache: res.headers.get('cache-control'), body: await res.text() };
};

describe('a page render that failed because the database went away', () => {
  it('answers 503 with Retry-After and the translated page instead of Next’s 500', async () => {
    expect(await get('/p/outage')).toEqual({ status: 503, retryAfter: '5', cache: 'no-store', body: '<p>unavailable (de)</p>' });
  });

  it('leaves other failures, successes and the API as Next answered them', async () => {
    expect((await get('/p/bug')).status).toBe(500);
    expect(await get('/p/ok-outage')).toMatchObject({ status: 200, body: '<html><body>next’s page</body></html>' });
    expect((await get('/api/v1/outage')).status).toBe(500);
  });
});
