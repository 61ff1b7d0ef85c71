import http from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error – a plain .mjs module of the production server, without type declarations
import { fastGzip } from '../../scripts/fast-gzip.mjs';
import { listenLocally, rawGet } from '../helpers/raw-http';

const page = `<!DOCTYPE html><html><body>${'<p>a signed-in page</p>'.repeat(400)}</body></html>`;
let seenEncoding: string | undefined = 'unset';
let slowClosed = false;
let local: Awaited<ReturnType<typeof listenLocally>>;
const get = (path: string, headers: Record<string, string> = {}) => rawGet(local.base + path, headers);

beforeAll(async () => {
  // Stands in for Next's handler: it answers the way Next does and records what it was told.
  const handle = fastGzip((req: http.IncomingMessage, res: http.ServerResponse) => {
    seenEncoding = req.headers['accept-encoding'];
    if (req.url === '/tiny') return res.end('ok');
    if (req.url === '/encoded') {
      res.setHeader('content-encoding', 'gzip');
      return res.end(gzipSync(page));
    }
    if (req.url === '/slow') {
      // A streamed answer whose client goes away half-way.
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.write(page);
      res.once('close', () => (slowClosed = true));
      return;
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.write(page.slice(0, 100));
    res.end(page.slice(100));
  });
  local = await listenLocally(handle);
});

afterAll(() => local.close());

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

  it('compresses with gzip even for clients that prefer brotli or zstd, and nothing for brotli-only clients', async () => {
    const res = await get('/page', { 'accept-encoding': 'br, zstd, gzip;q=0.5' });
    expect(res.headers['content-encoding']).toBe('gzip');
    const brOnly = await get('/page', { 'accept-encoding': 'br' });
    expect(brOnly.headers['content-encoding']).toBeUndefined();
    expect(brOnly.body.toString()).toBe(page);
  });

  it('never compresses an answer twice', async () => {
    const res = await get('/encoded', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(page);
  });

  it('streams: the first part reaches the client before the answer ends, and a client that leaves closes it', async () => {
    const first = await new Promise<Buffer>((resolve, reject) => {
      const req = http.get(`${local.base}/slow`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        res.once('data', (chunk: Buffer) => {
          resolve(chunk);
          req.destroy();
        });
      });
      req.on('error', reject);
    });
    expect(first.length).toBeGreaterThan(0);
    await expect.poll(() => slowClosed).toBe(true);
  });

  it('leaves small answers alone', async () => {
    const res = await get('/tiny', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('ok');
  });
});
