import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as duplicateRoute } from '@/app/api/v1/multimodal-sop/[id]/duplication/route';
import { getDb } from '@/db/client';
import { uploads } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { runSopImport } from '@/lib/sop/import/job';
import { getStorage } from '@/lib/storage';
import { block, hit, makeSop, sopApi, sopWorld, type SopWorld } from './sop-fixtures';
import { makeSopPdf, processingSop, solidImage, storePdfUpload, type ImageAttachment } from './sop-import-fixtures';

/**
 * Deleting a smart instruction removes its pictures (upload rows and stored objects) once nothing
 * else in the organisation names them: a duplicate shares its source's pictures, and a saved
 * version keeps a picture restorable.
 */
process.env.JOBS_IN_PROCESS = 'false';

let w: SopWorld;
beforeAll(async () => {
  w = await sopWorld();
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

/** A picture the author uploaded in the editor, as the upload path leaves it. */
async function storePicture(userId: string) {
  const id = randomUUID();
  const storageKey = `orgs/${w.org.id}/sop/images/${id}/source.png`;
  const bytes = await solidImage('png', 40, 40);
  await getStorage().put(storageKey, bytes, { contentType: 'image/png' });
  await (await getDb())
    .insert(uploads)
    .values({ id, organizationId: w.org.id, userId, storageKey, fileName: 'valve.png', contentType: 'image/png', purpose: 'sop-image', size: bytes.length, partSize: bytes.length, status: 'completed', expiresAt: new Date() });
  return { id, storageKey };
}

const pictureStep = (uploadId: string) => block('step', { attachments: [{ id: randomUUID(), type: 'image', name: 'valve.png', uploadId }] });
const duplicate = async (sopId: string, workspaceId: string) => {
  const reply = await hit(duplicateRoute, `/api/v1/multimodal-sop/${sopId}/duplication`, { cookie: w.cookies.publisher, method: 'POST', body: { workspaceIds: [workspaceId] }, params: { id: sopId } });
  expect(reply.status).toBe(201);
  return reply.body.items[0].id as string;
};
const remove = async (sopId: string) => expect((await sopApi.remove(w.cookies.publisher, sopId)).status).toBe(204);
const isStored = (key: string) => getStorage().exists(key);
const hasRow = async (id: string) => (await (await getDb()).select({ id: uploads.id }).from(uploads).where(eq(uploads.id, id))).length === 1;

describe('DELETE /api/v1/multimodal-sop/{id} and the pictures it names', () => {
  it('keeps a picture while a duplicate still shows it, and removes it with the last SOP', async () => {
    const picture = await storePicture(w.users.publisher.id);
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id, { items: [block('introduction'), pictureStep(picture.id), block('conclusion')] });
    const copy = await duplicate(sop.id, w.ws.b.id);

    await remove(copy);
    expect(await isStored(picture.storageKey)).toBe(true);
    expect(await hasRow(picture.id)).toBe(true);
    // The source still shows it.
    const shown = (await sopApi.get(w.cookies.publisher, sop.id)).body.item.items[1].attachments[0];
    expect(shown.url).toBeTruthy();

    await remove(sop.id);
    expect(await isStored(picture.storageKey)).toBe(false);
    expect(await hasRow(picture.id)).toBe(false);
  });

  it('deleting the source first keeps the picture for the duplicate', async () => {
    const picture = await storePicture(w.users.publisher.id);
    const sop = await makeSop(w.cookies.publisher, w.ws.a.id, { items: [block('introduction'), pictureStep(picture.id), block('conclusion')] });
    const copy = await duplicate(sop.id, w.ws.a.id);
    await remove(sop.id);
    expect(await isStored(picture.storageKey)).toBe(true);
    await remove(copy);
    expect(await isStored(picture.storageKey)).toBe(false);
  });

  it("keeps a picture an earlier version of another SOP still holds (it can be restored), and leaves other pictures and organisations alone", async () => {
    const picture = await storePicture(w.users.publisher.id);
    const unrelated = await storePicture(w.users.publisher.id);
    const keeper = await makeSop(w.cookies.publisher, w.ws.a.id, { items: [block('introduction'), pictureStep(picture.id), block('conclusion')] });
    const other = await makeSop(w.cookies.publisher, w.ws.a.id, { items: [block('introduction'), pictureStep(unrelated.id), block('conclusion')] });
    const copy = await duplicate(keeper.id, w.ws.a.id);
    // The picture leaves the keeper's current document but stays in its version history.
    const saved = await sopApi.put(w.cookies.publisher, keeper.id, { title: 'Line setup', description: '', items: [block('introduction'), block('conclusion')], version: keeper.version });
    expect(saved.status).toBe(200);
    expect((await sopApi.remove(w.cookies.outsider, copy)).status).toBe(404);

    await remove(copy);
    expect(await isStored(picture.storageKey)).toBe(true);
    await remove(keeper.id);
    expect(await isStored(picture.storageKey)).toBe(false);
    expect(await isStored(unrelated.storageKey)).toBe(true);
    await remove(other.id);
    expect(await isStored(unrelated.storageKey)).toBe(false);
  });

  it('removes the pictures a PDF import stored once the import and its duplicate are gone, not the PDF itself', async () => {
    const pdf = await makeSopPdf([{ kind: 'text', heading: 'Drain the housing', body: ['Open the drain plug.'], image: { width: 120, height: 90 } }]);
    const pdfUploadId = await storePdfUpload(w.org.id, w.users.publisher.id, pdf);
    const row = await processingSop({ orgId: w.org.id, workspaceId: w.ws.a.id, authorId: w.users.publisher.id }, { pdfUploadId });
    await runSopImport(await getDb(), { organizationId: w.org.id, sopId: row.id });
    const item = (await sopApi.get(w.cookies.publisher, row.id)).body.item;
    const imageIds = (item.items as Array<{ attachments: ImageAttachment[] }>).flatMap((i) => i.attachments).filter((a) => a.type === 'image').map((a) => a.uploadId!);
    expect(imageIds).toHaveLength(1);
    const [image] = await (await getDb()).select().from(uploads).where(eq(uploads.id, imageIds[0]!));
    const copy = await duplicate(row.id, w.ws.b.id);

    await remove(row.id);
    expect(await isStored(image!.storageKey)).toBe(true);
    await remove(copy);
    expect(await isStored(image!.storageKey)).toBe(false);
    expect(await hasRow(image!.id)).toBe(false);
    expect(await hasRow(pdfUploadId)).toBe(true);
  });
});
