import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error – a plain .mjs module of the production server, without type declarations
import { fastGzip } from '../../scripts/fast-gzip.mjs';

const page = `<!DOCTYPE html><html><body>${'<p>a signed-in page</p>'.repeat(400)}</body></html>`;
let seenEncoding: string | undefined = 'unset';
let server: http.Server;
let base = '';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A raw request (fetch would decode the body and send its own Accept-Encoding). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  // Stands in for Next's handler: it answers the way Next does and records what it was told.
  const handle = fastGzip((req: http.IncomingMessage, res: http.ServerResponse) => {
    seenEncoding = req.headers['accept-encoding'];
    if (req.url === '/tiny') return res.end('ok');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.write(page.slice(0, 100));
    res.end(page.slice(100));
  });
  server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fastGzip (scripts/fast-gzip.mjs)', () => {
  it('gzips pages for clients that accept gzip and hides the header from Next', async () => {
    const res = await get('/page', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.body).toString()).toBe(page);
    expect(seenEncoding).toBeUndefined();
  });

  it('answers uncompressed when the client does not accept gzip', async () => {
    const res = await get('/page', { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(page);
  });

  it('leaves small answers alone', async () => {
    const res = await get('/tiny', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('ok');
  });
});
