import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataHubDocuments, knowledgeChunks, organizations, uploads } from '@/db/schema';
import type { DataHubDocumentDto, DataHubListDto } from '@/lib/data-hub/schema';
import { indexDocument } from '@/lib/data-hub/indexer';
import { DATA_HUB_INDEX_JOB } from '@/lib/data-hub/jobs';
import { stopBoss } from '@/lib/jobs';
import { getStorage } from '@/lib/storage';
import { db } from '../helpers/factories';
import { dataHubApi as api, makeDocx, makeEncryptedPdf, makePdf, uploadDocument } from './data-hub-fixtures';
import { DATA_HUB_ON, dataHubWorld, type DataHubWorld } from './data-hub-world';
import { queuedJobs } from './workflows-fixtures';

// The data hub (spec 02 §6): documents of a workspace's knowledge through the one upload path,
// indexed into chunks the assistant retrieves; listed, replaced, retried and deleted.
process.env.JOBS_IN_PROCESS = 'false';
const OFFLINE = { AI_PROVIDER: 'none' };

let w: DataHubWorld;
beforeAll(async () => {
  w = await dataHubWorld();
}, 60_000);
afterAll(() => stopBoss({ graceful: false }));

/** Uploads and registers a document in a workspace, then runs its index job. */
async function addDocument(cookie: string, workspaceId: string, fileName: string, bytes: Buffer, { index = true } = {}) {
  const { id: uploadId } = await uploadDocument(cookie, fileName, bytes);
  const created = await api.create(cookie, { workspaceId, uploadId });
  expect(created.status).toBe(201);
  const doc = created.body.item as DataHubDocumentDto;
  if (index) await indexDocument(await db(), { organizationId: w.org.id, documentId: doc.id }, OFFLINE);
  return doc;
}
const chunksOf = async (documentId: string) =>
  (await db()).select().from(knowledgeChunks).where(and(eq(knowledgeChunks.sourceKind, 'document'), eq(knowledgeChunks.sourceId, documentId))).orderBy(knowledgeChunks.position);
const rowOf = async (id: string) => (await (await db()).select().from(dataHubDocuments).where(eq(dataHubDocuments.id, id)))[0];

describe('extraction and indexing', () => {
  it('indexes a PDF page by page: chunks of the workspace, sourceKind document, each naming its page', async () => {
    const pdf = await makePdf(['Torque the flange bolts to forty newton metres.', 'Page two: the flange gasket is replaced every service.']);
    const doc = await addDocument(w.cookies.publisher, w.plant.id, 'Flange manual.pdf', pdf);
    expect(doc).toMatchObject({ status: 'pending', title: 'Flange manual', fileName: 'Flange manual.pdf', mimeType: 'application/pdf', size: pdf.byteLength });
    expect((await queuedJobs(DATA_HUB_INDEX_JOB)).map((j) => j.data)).toContainEqual({ organizationId: w.org.id, documentId: doc.id });
    const row = await rowOf(doc.id);
    expect(row).toMatchObject({ status: 'ready', pageCount: 2, chunkCount: 2, errorCode: null });
    expect(row!.storageKey).toMatch(new RegExp(`^orgs/${w.org.id}/data-hub/`));
    const chunks = await chunksOf(doc.id);
    expect(chunks.map((c) => [c.page, c.workspaceId, c.workflowId, c.title])).toEqual([
      [1, w.plant.id, null, 'Flange manual'],
      [2, w.plant.id, null, 'Flange manual'],
    ]);
    expect(chunks[0]!.content).toContain('forty newton metres');
    expect(chunks[1]!.content).toContain('gasket is replaced');
  });

  it('indexes a DOCX and text files (txt, md) as page-less documents', async () => {
    const docx = await addDocument(w.cookies.publisher, w.plant.id, 'Hoist.docx', makeDocx(['Inspect the hoist chain weekly.', 'Grease the hook swivel monthly.']));
    const txt = await addDocument(w.cookies.publisher, w.plant.id, 'notes.txt', Buffer.from('\uFEFFThe compressor drain valve opens daily.'));
    const md = await addDocument(w.cookies.publisher, w.plant.id, 'guide.md', Buffer.from('# Guide\n\nKeep the *forklift aisle* clear.'));
    const [d, t, m] = await Promise.all([chunksOf(docx.id), chunksOf(txt.id), chunksOf(md.id)]);
    expect(d.map((c) => c.content).join(' ')).toMatch(/Inspect the hoist chain weekly\.\s+Grease the hook swivel monthly\./);
    expect(t[0]!.content).toBe('The compressor drain valve opens daily.');
    expect(m[0]!.content).toContain('forklift aisle');
    expect([...d, ...t, ...m].every((c) => c.page === null)).toBe(true);
    expect(await rowOf(docx.id)).toMatchObject({ status: 'ready', pageCount: null });
  });

  it('refuses other types (422 uploads.unsupportedType) and bytes that are not what the name says', async () => {
    const exe = await uploadDocument(w.cookies.publisher, 'tool.exe', Buffer.from('MZ'));
    expect(exe.created.status).toBe(422);
    expect(exe.created.body.error).toMatchObject({ code: 'invalid_input', message: 'uploads.unsupportedType' });
    const fake = await uploadDocument(w.cookies.publisher, 'fake.pdf', Buffer.from('just text, not a PDF'));
    expect(fake.done).toMatchObject({ status: 422, body: { error: { message: 'uploads.notPdf' } } });
    const fakeDocx = await uploadDocument(w.cookies.publisher, 'fake.docx', Buffer.from('not a zip'));
    expect(fakeDocx.done).toMatchObject({ status: 422, body: { error: { message: 'uploads.notDocx' } } });
    const binary = await uploadDocument(w.cookies.publisher, 'bin.txt', Buffer.from([0xff, 0xfe, 0x00, 0x41]));
    expect(binary.done).toMatchObject({ status: 422, body: { error: { message: 'uploads.notText' } } });
    // A refused file leaves nothing in storage.
    const [row] = await (await db()).select().from(uploads).where(eq(uploads.id, fake.id!));
    expect(row!.status).toBe('aborted');
    expect(await getStorage().exists(row!.storageKey)).toBe(false);
  });

  it('refuses a password-protected PDF clearly (422 uploads.pdfEncrypted) and a corrupt one (uploads.notPdf)', async () => {
    const locked = await uploadDocument(w.cookies.publisher, 'locked.pdf', makeEncryptedPdf());
    expect(locked.done).toMatchObject({ status: 422, body: { error: { message: 'uploads.pdfEncrypted' } } });
    const pdf = await makePdf(['fine']);
    const truncated = await uploadDocument(w.cookies.publisher, 'cut.pdf', pdf.subarray(0, 60));
    expect(truncated.done).toMatchObject({ status: 422, body: { error: { message: 'uploads.notPdf' } } });
  });

  it('marks a document without text as failed (dataHub.errors.noText); Retry queues it again, only when failed', async () => {
    const doc = await addDocument(w.cookies.publisher, w.plant.id, 'scan.pdf', await makePdf(['']));
    expect(await rowOf(doc.id)).toMatchObject({ status: 'error', errorCode: 'dataHub.errors.noText', chunkCount: 0 });
    const retried = await api.retry(w.cookies.publisher, doc.id);
    expect(retried.status).toBe(200);
    expect(retried.body.item).toMatchObject({ status: 'pending', errorCode: null });
    expect(await api.retry(w.cookies.publisher, doc.id)).toMatchObject({ status: 409, body: { error: { message: 'dataHub.errors.notFailed' } } });
  });
});

describe('list, replace and delete', () => {
  it('lists a workspace\'s documents newest first, with paging', async () => {
    const page1 = await api.list(w.cookies.publisher, w.plant.id, '&size=2');
    const body = page1.body as DataHubListDto;
    expect(page1.status).toBe(200);
    expect(body.items).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(5);
    const page2 = (await api.list(w.cookies.publisher, w.plant.id, '&size=2&page=2')).body as DataHubListDto;
    expect(page2.items.map((d) => d.id)).not.toContain(body.items[0]!.id);
    expect(body.items[0]!.createdAt >= page2.items[0]!.createdAt).toBe(true);
  });

  it('replaces the file: the old chunks stay until the new ones commit, then only the new file answers; the old object is removed', async () => {
    const doc = await addDocument(w.cookies.publisher, w.plant.id, 'Valve.txt', Buffer.from('The old valve opens with a red lever.'));
    const before = await rowOf(doc.id);
    const { id: uploadId } = await uploadDocument(w.cookies.publisher, 'Valve v2.pdf', await makePdf(['The new valve opens with a blue wheel.']));
    const replaced = await api.replace(w.cookies.publisher, doc.id, { uploadId });
    expect(replaced.status).toBe(200);
    expect(replaced.body.item).toMatchObject({ id: doc.id, status: 'pending', fileName: 'Valve v2.pdf', mimeType: 'application/pdf', title: 'Valve' });
    expect(await getStorage().exists(before!.storageKey)).toBe(false);
    expect((await chunksOf(doc.id)).map((c) => c.content)).toEqual(['The old valve opens with a red lever.']);
    await indexDocument(await db(), { organizationId: w.org.id, documentId: doc.id }, OFFLINE);
    expect((await chunksOf(doc.id)).map((c) => [c.content.trim(), c.page])).toEqual([['The new valve opens with a blue wheel.', 1]]);
    // An upload is used once.
    expect(await api.replace(w.cookies.publisher, doc.id, { uploadId })).toMatchObject({ status: 409, body: { error: { message: 'workflows.uploadUsed' } } });
  });

  it('deletes a document: its chunks are gone at once, and its file', async () => {
    const doc = await addDocument(w.cookies.publisher, w.plant.id, 'Obsolete.txt', Buffer.from('The obsolete press uses hydraulic oil grade 46.'));
    const row = await rowOf(doc.id);
    expect(await chunksOf(doc.id)).toHaveLength(1);
    const removed = await api.remove(w.cookies.publisher, doc.id);
    expect(removed).toMatchObject({ status: 200, body: { item: { id: doc.id } } });
    expect(await chunksOf(doc.id)).toHaveLength(0);
    expect(await rowOf(doc.id)).toBeUndefined();
    expect(await getStorage().exists(row!.storageKey)).toBe(false);
    expect((await api.remove(w.cookies.publisher, doc.id)).status).toBe(404);
    // An index job still queued for it finds nothing to do.
    expect(await indexDocument(await db(), { organizationId: w.org.id, documentId: doc.id }, OFFLINE)).toEqual({ chunks: 0 });
    expect(await chunksOf(doc.id)).toHaveLength(0);
  });
});

describe('permissions', () => {
  let doc: DataHubDocumentDto;
  beforeAll(async () => {
    doc = await addDocument(w.cookies.admin, w.plant.id, 'Shared.txt', Buffer.from('Shared knowledge about the paint shop.'), { index: false });
  });

  it('refuses viewers (403) and answers another organisation\'s ids like unknown ones (404)', async () => {
    expect((await api.list(w.cookies.viewer, w.plant.id)).status).toBe(403);
    expect((await api.create(w.cookies.viewer, { workspaceId: w.plant.id, uploadId: crypto.randomUUID() })).status).toBe(403);
    expect((await api.remove(w.cookies.viewer, doc.id)).status).toBe(403);
    for (const call of [api.remove(w.cookies.other, doc.id), api.retry(w.cookies.other, doc.id), api.replace(w.cookies.other, doc.id, { uploadId: crypto.randomUUID() }), api.list(w.cookies.other, w.plant.id)]) {
      expect((await call).status).toBe(404);
    }
    expect((await api.file(w.cookies.other, doc.id)).status).toBe(404);
    expect((await api.remove(w.cookies.publisher, crypto.randomUUID())).status).toBe(404);
    expect((await api.remove(w.cookies.publisher, 'not-an-id')).status).toBe(404);
  });

  it('lets a workspace admin manage documents only in the workspaces they administer or author in', async () => {
    expect((await api.list(w.cookies.wsAdmin, w.plant.id)).status).toBe(200);
    expect((await api.remove(w.cookies.wsAdmin, doc.id)).status).toBe(200);
    // Yard: they only view it (403); the board room: they cannot see it (404).
    expect((await api.list(w.cookies.wsAdmin, w.yard.id)).status).toBe(403);
    expect((await api.list(w.cookies.wsAdmin, w.boardRoom.id)).status).toBe(404);
    const { id: uploadId } = await uploadDocument(w.cookies.wsAdmin, 'yard.txt', Buffer.from('Yard rules.'));
    expect((await api.create(w.cookies.wsAdmin, { workspaceId: w.yard.id, uploadId })).status).toBe(403);
    // The upload was not used by the refused call.
    expect((await api.create(w.cookies.wsAdmin, { workspaceId: w.plant.id, uploadId })).status).toBe(201);
  });

  it("uses only the caller's own completed data-hub uploads", async () => {
    const { id: uploadId } = await uploadDocument(w.cookies.publisher, 'mine.txt', Buffer.from('Mine.'));
    expect(await api.create(w.cookies.admin, { workspaceId: w.plant.id, uploadId })).toMatchObject({ status: 404, body: { error: { message: 'workflows.uploadNotFound' } } });
    const video = await (await import('./uploads-helpers')).api.create(w.cookies.publisher, { fileName: 'a.pdf', contentType: 'application/pdf', size: 10, purpose: 'pdf' });
    const pdfUpload = (video.body.item as { id: string }).id;
    expect((await api.create(w.cookies.publisher, { workspaceId: w.plant.id, uploadId: pdfUpload })).status).toBe(409);
  });

  it('answers 403 ai.featureOff when the data hub or its AI switch is off', async () => {
    const d = await db();
    await d.update(organizations).set({ settings: { ...DATA_HUB_ON, ai: { dataHub: false } } }).where(eq(organizations.id, w.org.id));
    try {
      expect(await api.list(w.cookies.admin, w.plant.id)).toMatchObject({ status: 403, body: { error: { message: 'ai.featureOff' } } });
    } finally {
      await d.update(organizations).set({ settings: DATA_HUB_ON }).where(eq(organizations.id, w.org.id));
    }
  });
});
