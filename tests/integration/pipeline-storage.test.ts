import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBuffer, type Storage } from '@/lib/storage';
import { createLocalStorage } from '@/lib/storage/local';
import { startS3Server, type S3TestServer } from '../helpers/s3-server';

let dir: string;
let s3: S3TestServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'openhow-prefix-'));
  s3 = await startS3Server();
});

afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

const backends: Array<[string, () => Storage]> = [
  ['local', () => createLocalStorage(dir)],
  ['s3', () => s3.storage],
];

describe.each(backends)('storage list / copy / deletePrefix (%s)', (_name, storageOf) => {
  it('lists only the objects under a folder prefix, sorted, with sizes', async () => {
    const storage = storageOf();
    await storage.put('orgs/o1/videos/w1/b/two.txt', 'second', { contentType: 'text/plain' });
    await storage.put('orgs/o1/videos/w1/a.txt', 'first', { contentType: 'text/plain' });
    await storage.put('orgs/o1/videos/w10/other.txt', 'not mine', { contentType: 'text/plain' });
    expect(await storage.list('orgs/o1/videos/w1/')).toEqual([
      { key: 'orgs/o1/videos/w1/a.txt', size: 5 },
      { key: 'orgs/o1/videos/w1/b/two.txt', size: 6 },
    ]);
    expect(await storage.list('orgs/o1/videos/none/')).toEqual([]);
    await expect(storage.list('orgs/o1/videos/w1')).rejects.toMatchObject({ code: 'bad_request' });
    await expect(storage.list('../')).rejects.toMatchObject({ code: 'bad_request' });
  });

  it('copies an object with its content type, overwriting the target', async () => {
    const storage = storageOf();
    await storage.put('orgs/o1/videos/w1/p.m3u8', '#EXTM3U\n', { contentType: 'application/vnd.apple.mpegurl' });
    await storage.put('orgs/o1/videos/w2/p.m3u8', 'old', { contentType: 'text/plain' });
    await storage.copy('orgs/o1/videos/w1/p.m3u8', 'orgs/o1/videos/w2/p.m3u8');
    const copy = await storage.get('orgs/o1/videos/w2/p.m3u8');
    expect(copy?.contentType).toBe('application/vnd.apple.mpegurl');
    expect((await toBuffer(copy!.body)).toString()).toBe('#EXTM3U\n');
    expect(await storage.exists('orgs/o1/videos/w1/p.m3u8')).toBe(true);
    await expect(storage.copy('orgs/o1/videos/w1/missing.ts', 'orgs/o1/videos/w2/x.ts')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('deletes everything under a prefix and nothing else', async () => {
    const storage = storageOf();
    await storage.put('orgs/o2/videos/w3/hls/1/s/360/00000.ts', 'seg', { contentType: 'video/mp2t' });
    await storage.put('orgs/o2/videos/w3/poster.jpg', 'jpg', { contentType: 'image/jpeg' });
    await storage.put('orgs/o2/videos/w30/keep.jpg', 'jpg', { contentType: 'image/jpeg' });
    expect(await storage.deletePrefix('orgs/o2/videos/w3/')).toBe(2);
    expect(await storage.list('orgs/o2/videos/w3/')).toEqual([]);
    expect(await storage.exists('orgs/o2/videos/w30/keep.jpg')).toBe(true);
    expect(await storage.deletePrefix('orgs/o2/videos/w3/')).toBe(0);
  });
});
