import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStorage } from '@/lib/storage';
import { createOrg, createUser, sessionCookie } from '@/tests/helpers/factories';
import { startS3AppStorage, type S3AppStorage } from '@/tests/helpers/s3-app-storage';
import { allParts, api, makeVideo, uploadParts, type Created, type PartUrl } from './uploads-helpers';

const BUCKET = 'openhow-uploads';
const MiB = 1024 * 1024;
let s3: S3AppStorage;
let cookie: string;
let orgId: string;
let video: Buffer;

process.env.JOBS_IN_PROCESS = 'false';

beforeAll(async () => {
  s3 = await startS3AppStorage(BUCKET);
  const org = await createOrg();
  orgId = org.id;
  cookie = (await sessionCookie(await createUser(org.id, 'publisher'))).cookie;
  // 4 s of lossless 720p is about 7 MB: two parts at S3's 5 MiB minimum.
  video = await makeVideo(4);
});

afterAll(async () => {
  await s3?.close();
});

const declare = (file: Buffer, fileName = 'assembly.mp4') =>
  ({ fileName, contentType: 'video/mp4', size: file.byteLength, purpose: 'workflow-video' });

describe('resumable multipart uploads (S3, against s3rver)', () => {
  it('uploads parts straight to S3 with presigned URLs, completes and probes the object', async () => {
    const created = await api.create(cookie, declare(video));
    expect(created.status).toBe(201);
    const upload = created.body.item as Created;
    // S3 refuses parts under 5 MiB (but the last), so the 2 MB of the spec becomes 5 MiB here.
    expect(upload).toMatchObject({ partSize: 5 * MiB, partCount: 2 });

    const { body } = await api.presign(cookie, upload.id, [1]);
    const url = new URL((body.items as PartUrl[])[0].url);
    expect(url.pathname).toMatch(new RegExp(`^/${BUCKET}/orgs/.+/uploads/${upload.id}/source\\.mp4$`));
    expect(url.searchParams.get('partNumber')).toBe('1');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;host');
    expect([...url.searchParams.keys()].filter((k) => k.toLowerCase().includes('checksum'))).toEqual([]);

    const parts = await uploadParts(cookie, upload, video, allParts(upload.partCount));
    expect(parts.every((p) => /^"[0-9a-f]{32}"$/.test(p.etag))).toBe(true);
    const done = await api.complete(cookie, upload.id, parts);
    expect(done.status).toBe(200);
    const item = done.body.item as { storageKey: string; size: number; probe: Record<string, unknown> };
    expect(item.probe).toMatchObject({ width: 1280, height: 720, videoCodec: 'h264', hasAudio: true });
    const stored = await getStorage().get(item.storageKey);
    expect(stored?.size).toBe(video.byteLength);
    expect(Buffer.from(await new Response(stored!.body as ReadableStream).arrayBuffer()).equals(video)).toBe(true);
  });

  it('deletes a completed object that is not a video and answers 422', async () => {
    const text = Buffer.from('plain text pretending to be a video\n'.repeat(50));
    const upload = (await api.create(cookie, declare(text, 'fake.mp4'))).body.item as Created;
    const parts = await uploadParts(cookie, upload, text, [1]);
    const res = await api.complete(cookie, upload.id, parts);
    expect(res.status).toBe(422);
    expect(res.body.error?.message).toBe('uploads.notMedia');
    expect((await api.status(cookie, upload.id)).body.item).toMatchObject({ status: 'aborted', resumable: false });
    expect(await getStorage().exists(`orgs/${orgId}/uploads/${upload.id}/source.mp4`)).toBe(false);
  });
});
