import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATCH as reportRoute } from '@/app/api/v1/uploads/[id]/parts/[n]/route';
import { getStorage } from '@/lib/storage';
import { sweepExpiredUploads } from '@/lib/uploads/sweep';
import { apiRequest, createOrg, createUser, routeParams, sessionCookie } from '@/tests/helpers/factories';
import { startS3AppStorage, type S3AppStorage } from '@/tests/helpers/s3-app-storage';
import { api, makeVideo, uploadParts, type Created } from './uploads-helpers';

// s3rver has neither ListParts nor AbortMultipartUpload: resume runs on the parts the browser
// reported, and cancel deletes what exists and aborts the row.

const BUCKET = 'openhow-resume';
const MiB = 1024 * 1024;
let s3: S3AppStorage;
let cookie: string;
let otherCookie: string;
let orgId: string;
let video: Buffer;

process.env.JOBS_IN_PROCESS = 'false';

beforeAll(async () => {
  s3 = await startS3AppStorage(BUCKET);
  const org = await createOrg();
  orgId = org.id;
  cookie = (await sessionCookie(await createUser(org.id, 'publisher'))).cookie;
  otherCookie = (await sessionCookie(await createUser(org.id, 'publisher'))).cookie;
  // About 7 MB: two parts at S3's 5 MiB minimum.
  video = await makeVideo(4);
}, 60_000);

afterAll(async () => {
  await s3?.close();
});

const declare = (file: Buffer) => ({ fileName: 'resume.mp4', contentType: 'video/mp4', size: file.byteLength, purpose: 'workflow-video' });
const report = async (who: string, id: string, n: number | string, body: unknown) => {
  const res = await reportRoute(apiRequest(`/api/v1/uploads/${id}/parts/${n}`, { method: 'PATCH', cookie: who, body }), routeParams({ id, n: String(n) }));
  return { status: res.status, body: (await res.json()) as { item?: unknown; error?: { code: string; message: string } } };
};
const start = async () => (await api.create(cookie, declare(video))).body.item as Created;

describe('S3 multipart resume and cancel without ListParts / AbortMultipartUpload (s3rver)', () => {
  it('resumes from the parts the browser reported and completes with their ETags', async () => {
    const upload = await start();
    expect(upload).toMatchObject({ partCount: 2, partSize: 5 * MiB });
    const [first] = await uploadParts(cookie, upload, video, [1]);
    expect(await report(cookie, upload.id, 1, { etag: first.etag })).toMatchObject({ status: 200, body: { item: { partNumber: 1, etag: first.etag, size: 5 * MiB } } });
    // Reported twice (a retried request): still one entry.
    expect((await report(cookie, upload.id, 1, { etag: first.etag })).status).toBe(200);

    // The page reloads: the status is all it knows.
    const status = (await api.status(cookie, upload.id)).body.item as { resumable: boolean; parts: Array<{ partNumber: number; etag: string }> };
    expect(status).toMatchObject({ resumable: true, parts: [{ partNumber: 1, etag: first.etag, size: 5 * MiB }] });

    const rest = await uploadParts(cookie, upload, video, [2]);
    await report(cookie, upload.id, 2, { etag: rest[0].etag });
    const done = await api.complete(cookie, upload.id, [...status.parts.map(({ partNumber, etag }) => ({ partNumber, etag })), ...rest]);
    expect(done.status).toBe(200);
    const stored = await getStorage().get(`orgs/${orgId}/uploads/${upload.id}/source.mp4`);
    expect(Buffer.from(await new Response(stored!.body as ReadableStream).arrayBuffer()).equals(video)).toBe(true);
    // Finished: nothing more can be reported.
    expect(await report(cookie, upload.id, 2, { etag: rest[0].etag })).toMatchObject({ status: 409, body: { error: { message: 'uploads.notUploading' } } });
  });

  it('keeps parts reported at the same time, and checks what is reported', async () => {
    const upload = await start();
    const etags = await uploadParts(cookie, upload, video, [1, 2]);
    const replies = await Promise.all(etags.map((p) => report(cookie, upload.id, p.partNumber, { etag: p.etag })));
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(((await api.status(cookie, upload.id)).body.item as { parts: unknown[] }).parts).toHaveLength(2);

    expect(await report(cookie, upload.id, 3, { etag: '"x"' })).toMatchObject({ status: 422, body: { error: { message: 'uploads.partsMissing' } } });
    expect((await report(cookie, upload.id, 'x', { etag: '"x"' })).status).toBe(404);
    expect((await report(cookie, upload.id, 1, { etag: '' })).status).toBe(422);
    // Someone else's upload answers like an unknown one.
    expect((await report(otherCookie, upload.id, 1, { etag: etags[0].etag })).status).toBe(404);
    await api.cancel(cookie, upload.id);
  });

  it('cancels without AbortMultipartUpload: row aborted, nothing readable left, sweeper unaffected', async () => {
    const upload = await start();
    const [first] = await uploadParts(cookie, upload, video, [1]);
    await report(cookie, upload.id, 1, first);
    const cancelled = await api.cancel(cookie, upload.id);
    expect(cancelled).toMatchObject({ status: 200, body: { item: { id: upload.id, status: 'aborted' } } });
    expect((await api.status(cookie, upload.id)).body.item).toMatchObject({ status: 'aborted', resumable: false, parts: [] });
    expect(await getStorage().exists(`orgs/${orgId}/uploads/${upload.id}/source.mp4`)).toBe(false);
    expect((await api.cancel(cookie, upload.id)).status).toBe(200);
    expect(await report(cookie, upload.id, 1, first)).toMatchObject({ status: 409 });

    // An expired one is swept the same way (the sweeper must not stop at the missing call).
    const stale = await start();
    await uploadParts(cookie, stale, video, [1]);
    expect(await sweepExpiredUploads(new Date(Date.now() + 48 * 3600_000))).toBeGreaterThanOrEqual(1);
    expect((await api.status(cookie, stale.id)).body.item).toMatchObject({ status: 'aborted' });
  });
});
