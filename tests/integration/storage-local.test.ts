import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET, PUT } from '@/app/api/v1/storage/[...key]/route';
import { AppError } from '@/lib/http/errors';
import { getStorage, toBuffer } from '@/lib/storage';
import { createLocalStorage } from '@/lib/storage/local';
import { receiveLocalUpload } from '@/lib/storage/local-route';
import { buildLocalSignedUrl, signLocal } from '@/lib/storage/signing';

let dir: string;
const text = async (body: ReadableStream<Uint8Array> | Buffer) => (await toBuffer(body)).toString('utf8');

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
}

/** Calls the route handler as Next does: catch-all params are the decoded path segments. */
function callRoute(method: 'GET' | 'HEAD' | 'PUT', url: string, init: RequestInit = {}) {
  const full = new URL(url, 'http://localhost:3000');
  const key = full.pathname.replace('/api/v1/storage/', '').split('/').map(decodeURIComponent);
  const handler = method === 'PUT' ? PUT : GET;
  return handler(new Request(full, { ...init, method }), { params: Promise.resolve({ key }) });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'openhow-storage-'));
  vi.stubEnv('STORAGE_DIR', dir);
  vi.stubEnv('S3_BUCKET', '');
  vi.stubEnv('STORAGE_SIGNING_SECRET', 'integration-secret');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dir, { recursive: true, force: true });
});

describe('local storage backend', () => {
  it('is the default backend, rooted at STORAGE_DIR', () => {
    const storage = getStorage();
    expect(storage.kind).toBe('local');
    expect(getStorage()).toBe(storage);
  });

  it('round-trips strings, buffers, byte arrays and streams', async () => {
    const storage = getStorage();
    const bodies = {
      'orgs/o1/a/string.txt': 'hello',
      'orgs/o1/a/buffer.bin': Buffer.from('buffer body'),
      'orgs/o1/a/bytes.bin': new TextEncoder().encode('byte array'),
      'orgs/o1/a/stream.txt': streamOf('str', 'eam'),
    };
    for (const [key, body] of Object.entries(bodies)) await storage.put(key, body, { contentType: 'text/plain' });

    const got = await storage.get('orgs/o1/a/stream.txt');
    expect(got).toMatchObject({ contentType: 'text/plain', size: 6 });
    expect(await text(got!.body)).toBe('stream');
    expect(await text((await storage.get('orgs/o1/a/bytes.bin'))!.body)).toBe('byte array');
    expect(await text((await storage.get('orgs/o1/a/buffer.bin'))!.body)).toBe('buffer body');
  });

  it('overwrites, deletes and reports existence', async () => {
    const storage = getStorage();
    const key = 'orgs/o1/avatars/0b6f2a1e.png';
    await storage.put(key, 'v1', { contentType: 'text/plain' });
    await storage.put(key, Buffer.from([0x89, 0x50, 0x4e, 0x47]), { contentType: 'image/png' });
    const got = await storage.get(key);
    expect(got).toMatchObject({ contentType: 'image/png', size: 4 });
    await text(got!.body);
    expect(await storage.exists(key)).toBe(true);

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    // A "folder" prefix is not an object.
    expect(await storage.get('orgs/o1')).toBeNull();
    expect(await storage.exists('orgs/o1')).toBe(false);
  });

  it('rejects unsafe keys before touching the disk', async () => {
    const storage = getStorage();
    await expect(storage.put('../escape.txt', 'x', { contentType: 'text/plain' })).rejects.toBeInstanceOf(AppError);
    await expect(storage.get('/etc/passwd')).rejects.toBeInstanceOf(AppError);
    await expect(storage.signedUrl('a\\b')).rejects.toBeInstanceOf(AppError);
    expect(await readdir(dir)).not.toContain('escape.txt');
  });

  it('writes atomically: a failed upload keeps the old object and leaves no temp file', async () => {
    const storage = createLocalStorage(dir);
    const key = 'orgs/o1/docs/sop.txt';
    await storage.put(key, 'original', { contentType: 'text/plain' });
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('partial'));
        controller.error(new Error('connection lost'));
      },
    });
    await expect(storage.put(key, failing, { contentType: 'application/pdf' })).rejects.toThrow('connection lost');
    const got = await storage.get(key);
    expect(got?.contentType).toBe('text/plain');
    expect(await text(got!.body)).toBe('original');
    expect(await readdir(path.join(dir, 'tmp'))).toEqual([]);
  });

  it('signs relative GET URLs with an expiry', async () => {
    const url = await getStorage().signedUrl('orgs/o1/a/string.txt', { expiresInSeconds: 120 });
    expect(url).toMatch(/^\/api\/v1\/storage\/orgs\/o1\/a\/string\.txt\?exp=\d+&sig=[0-9a-f]{64}$/);
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect(exp - Date.now() / 1000).toBeGreaterThan(115);
  });
});

describe('GET /api/v1/storage/{key}', () => {
  const key = 'orgs/o2/videos/clip één.mp4';
  const content = '0123456789abcdefghij';

  beforeAll(async () => {
    await getStorage().put(key, content, { contentType: 'video/mp4' });
  });

  it('serves the object with type, length and a private cache lifetime', async () => {
    const res = await callRoute('GET', await getStorage().signedUrl(key));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-length')).toBe('20');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const maxAge = Number(res.headers.get('cache-control')?.match(/^private, max-age=(\d+)$/)?.[1]);
    // An hour's URL ends on the next quarter hour after that hour (lib/storage/signing.ts expiryFor).
    expect(maxAge).toBeGreaterThan(3590);
    expect(maxAge).toBeLessThanOrEqual(3600 + 900);
    expect(await res.text()).toBe(content);
  });

  it('adds an attachment disposition when a download name is asked for', async () => {
    const res = await callRoute('GET', await getStorage().signedUrl(key, { filename: 'Clip één.mp4' }));
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Clip __n.mp4"; filename*=UTF-8''Clip%20%C3%A9%C3%A9n.mp4`,
    );
    await res.text();
  });

  it.each([
    ['bytes=0-4', 'bytes 0-4/20', '01234'],
    ['bytes=10-', 'bytes 10-19/20', 'abcdefghij'],
    ['bytes=-3', 'bytes 17-19/20', 'hij'],
    ['bytes=18-99', 'bytes 18-19/20', 'ij'],
  ])('answers Range %s with 206 and %s', async (range, contentRange, body) => {
    const res = await callRoute('GET', await getStorage().signedUrl(key), { headers: { range } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(contentRange);
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(await res.text()).toBe(body);
  });

  it('answers an unsatisfiable range with 416 and ignores multi-range requests', async () => {
    const url = await getStorage().signedUrl(key);
    const beyond = await callRoute('GET', url, { headers: { range: 'bytes=20-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */20');
    const multi = await callRoute('GET', url, { headers: { range: 'bytes=0-1,5-6' } });
    expect(multi.status).toBe(200);
    expect(await multi.text()).toBe(content);
  });

  it('refuses a tampered signature, key or expiry with 403', async () => {
    const url = new URL(await getStorage().signedUrl(key), 'http://localhost:3000');
    const sig = url.searchParams.get('sig')!;
    const variants = [
      url.href.replace(`sig=${sig}`, `sig=${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`),
      url.href.replace('videos', 'avatars'),
      url.href.replace(/exp=(\d+)/, (_, exp) => `exp=${Number(exp) + 60}`),
      url.href.split('?')[0],
    ];
    for (const variant of variants) {
      const res = await callRoute('GET', variant);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: { code: 'forbidden', message: expect.any(String) } });
    }
  });

  it('refuses an expired URL with 403', async () => {
    const exp = Math.floor(Date.now() / 1000) - 5;
    const url = `/api/v1/storage/${encodeURI(key)}?exp=${exp}&sig=${signLocal('GET', key, exp)}`;
    const res = await callRoute('GET', url);
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('forbidden');
  });

  it('answers HEAD with the headers only', async () => {
    const res = await callRoute('HEAD', await getStorage().signedUrl(key), { headers: { range: 'bytes=0-1' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-length')).toBe('2');
    expect(res.body).toBeNull();
  });

  it('answers 404 for a validly signed URL to a missing object', async () => {
    const res = await callRoute('GET', await getStorage().signedUrl('orgs/o2/videos/missing.mp4'));
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });
});

describe('PUT /api/v1/storage/{key}', () => {
  const key = 'orgs/o3/uploads/photo.jpg';

  it('stores the body under a signed PUT URL', async () => {
    const url = await getStorage().signedPutUrl(key, { contentType: 'image/jpeg', expiresInSeconds: 300 });
    const res = await callRoute('PUT', url, { body: 'jpeg bytes', headers: { 'content-type': 'image/jpeg' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ item: { key, contentType: 'image/jpeg', size: 10 } });
    const got = await getStorage().get(key);
    expect(got?.contentType).toBe('image/jpeg');
    expect(await text(got!.body)).toBe('jpeg bytes');
  });

  it('refuses a GET signature, a tampered one and an expired one', async () => {
    const getUrl = await getStorage().signedUrl(key);
    const putUrl = await getStorage().signedPutUrl(key, { contentType: 'image/jpeg' });
    const exp = Math.floor(Date.now() / 1000) - 1;
    const expired = buildLocalSignedUrl('PUT', key, 60).replace(/exp=\d+&sig=\w+/, `exp=${exp}&sig=${signLocal('PUT', key, exp)}`);
    for (const url of [getUrl, putUrl.replace('photo', 'other'), expired]) {
      const res = await callRoute('PUT', url, { body: 'evil' });
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('forbidden');
    }
    expect(await text((await getStorage().get(key))!.body)).toBe('jpeg bytes');
  });

  it('answers 413 when the declared body is over 50 MB', async () => {
    const url = await getStorage().signedPutUrl(key, { contentType: 'video/mp4' });
    const res = await callRoute('PUT', url, { body: 'small', headers: { 'content-length': String(50 * 1024 * 1024 + 1) } });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });

  it('stops a streamed body at the limit without touching the stored object', async () => {
    const url = new URL(await getStorage().signedPutUrl(key, { contentType: 'text/plain' }), 'http://localhost:3000');
    const req = new Request(url, { method: 'PUT', body: streamOf('12345', '67890', 'abc'), duplex: 'half' } as RequestInit);
    await expect(receiveLocalUpload(req, key, 8)).rejects.toMatchObject({ code: 'payload_too_large' });
    expect(await text((await getStorage().get(key))!.body)).toBe('jpeg bytes');
    expect(await readdir(path.join(dir, 'tmp'))).toEqual([]);
  });
});

describe('when the S3 backend is active', () => {
  it('answers 404 to signed GET and PUT URLs', async () => {
    const url = await getStorage().signedUrl('orgs/o1/a/string.txt');
    vi.resetModules();
    vi.stubEnv('S3_BUCKET', 'some-bucket');
    const route = await import('@/app/api/v1/storage/[...key]/route');
    const params = Promise.resolve({ key: ['orgs', 'o1', 'a', 'string.txt'] });
    for (const handler of [route.GET, route.PUT]) {
      const res = await handler(new Request(new URL(url, 'http://localhost:3000'), { method: 'GET' }), { params });
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('not_found');
    }
  });
});
