import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorageFromEnv, toBuffer } from '@/lib/storage';
import { createS3Storage, type S3Storage } from '@/lib/storage/s3';

// s3rver ships no type declarations; this is the part of its API the test uses.
type S3rverServer = { run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverOptions = { address: string; port: number; directory: string; silent: boolean };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverServer;

const BUCKET = 'openhow-test';
let server: S3rverServer;
let dir: string;
let endpoint: string;
let storage: S3Storage;

const text = async (body: ReadableStream<Uint8Array> | Buffer) => (await toBuffer(body)).toString('utf8');

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'openhow-s3rver-'));
  // Port 0: the OS picks a free port, so parallel runs never collide.
  server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  storage = createS3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint,
    // s3rver's built-in account.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  await storage.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  storage?.client.destroy();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('S3 storage backend (against s3rver)', () => {
  it('is chosen from the environment when S3_BUCKET is set', () => {
    const fromEnv = createStorageFromEnv({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      NODE_ENV: 'test',
    });
    expect(fromEnv.kind).toBe('s3');
    expect(createStorageFromEnv({ NODE_ENV: 'test' }).kind).toBe('local');
  });

  it('round-trips strings, buffers and streams', async () => {
    await storage.put('orgs/o1/a/string.txt', 'hello s3', { contentType: 'text/plain' });
    await storage.put('orgs/o1/a/buffer.bin', Buffer.from([1, 2, 3, 4, 5]), { contentType: 'application/octet-stream' });
    await storage.put('orgs/o1/a/sized.txt', streamOf('known ', 'length'), { contentType: 'text/plain', contentLength: 12 });
    await storage.put('orgs/o1/a/unsized.txt', streamOf('unknown ', 'length'), { contentType: 'text/plain' });

    const got = await storage.get('orgs/o1/a/string.txt');
    expect(got).toMatchObject({ contentType: 'text/plain', size: 8 });
    expect(await text(got!.body)).toBe('hello s3');
    const binary = await storage.get('orgs/o1/a/buffer.bin');
    expect(binary?.size).toBe(5);
    expect([...(await toBuffer(binary!.body))]).toEqual([1, 2, 3, 4, 5]);
    expect(await text((await storage.get('orgs/o1/a/sized.txt'))!.body)).toBe('known length');
    expect(await text((await storage.get('orgs/o1/a/unsized.txt'))!.body)).toBe('unknown length');
  });

  it('reports existence, deletes, and treats missing keys as null', async () => {
    const key = 'orgs/o1/avatars/4d1c.png';
    await storage.put(key, Buffer.from('png'), { contentType: 'image/png' });
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.put('../x', 'x', { contentType: 'text/plain' })).rejects.toMatchObject({ code: 'bad_request' });
  });

  it('presigns GET URLs that a plain fetch can read', async () => {
    const key = 'orgs/o2/docs/manual.txt';
    await storage.put(key, 'signed content', { contentType: 'text/plain' });
    const url = await storage.signedUrl(key, { expiresInSeconds: 300, filename: 'Manual ü.txt' });
    expect(url.startsWith(`${endpoint}/${BUCKET}/orgs/o2/docs/manual.txt?`)).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');

    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('signed content');
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''Manual%20%C3%BC.txt");
  });

  it('presigns PUT URLs that a plain fetch can upload through', async () => {
    const key = 'orgs/o2/uploads/direct.json';
    const url = await storage.signedPutUrl(key, { contentType: 'application/json', expiresInSeconds: 300 });
    const params = new URL(url).searchParams;
    expect(params.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    // s3rver checks neither V4 signatures nor checksums, so guard here against the SDK's default
    // CRC32-of-an-empty-body parameter, which real S3, MinIO and R2 reject on upload.
    expect([...params.keys()].filter((name) => name.toLowerCase().startsWith('x-amz-checksum'))).toEqual([]);
    expect(params.get('x-amz-sdk-checksum-algorithm')).toBeNull();

    const res = await fetch(url, { method: 'PUT', body: '{"ok":true}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);

    const got = await storage.get(key);
    expect(got).toMatchObject({ contentType: 'application/json', size: 11 });
    expect(await text(got!.body)).toBe('{"ok":true}');
  });
});
