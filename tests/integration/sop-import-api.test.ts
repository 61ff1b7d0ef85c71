import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as retryRoute } from '@/app/api/v1/multimodal-sop/[id]/retry/route';
import { GET as versionsRoute } from '@/app/api/v1/multimodal-sop/[id]/versions/route';
import { getDb } from '@/db/client';
import { stopBoss } from '@/lib/jobs';
import { runSopImport } from '@/lib/sop/import/job';
import { hit, sopApi, sopWorld, type SopWorld } from './sop-fixtures';
import { damagedPdf, makeSopPdf, workflowFixture } from './sop-import-fixtures';
import { allParts, api as uploadsApi, uploadParts, type Created } from './uploads-helpers';
import { queuedJobs } from './workflows-fixtures';

/**
 * The import as an author meets it: a PDF through the one upload path (purpose sop-pdf), POST
 * /multimodal-sop, the job (run here as the worker would), GET /multimodal-sop/{id} with signed
 * picture URLs; a failure's message key, and the retry.
 */
let w: SopWorld;
beforeAll(async () => {
  process.env.JOBS_IN_PROCESS = 'false';
  w = await sopWorld();
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

async function uploadPdf(cookie: string, bytes: Buffer, fileName = 'procedure.pdf') {
  const created = await uploadsApi.create(cookie, { fileName, contentType: 'application/pdf', size: bytes.byteLength, purpose: 'sop-pdf' });
  const item = created.body.item as Created;
  const parts = await uploadParts(cookie, item, bytes, allParts(item.partCount));
  const done = await uploadsApi.complete(cookie, item.id, parts);
  if (done.status !== 200) throw new Error(`upload: ${done.status} ${JSON.stringify(done.body)}`);
  return item.id;
}

/** What the worker does with the queued job. */
const work = async (sopId: string) => runSopImport(await getDb(), { organizationId: w.org.id, sopId });

describe('creating a smart instruction from a PDF or a workflow', () => {
  it('fills a PDF SOP: processing at creation, then completed with its blocks and signed pictures', async () => {
    const pdf = await makeSopPdf([{ kind: 'text', heading: 'Clean the nozzle', body: ['Use the soft brush.'], image: { width: 80, height: 60 } }], { title: 'Nozzle care' });
    const pdfUploadId = await uploadPdf(w.cookies.publisher, pdf);
    const created = await sopApi.create(w.cookies.publisher, { workspaceId: w.ws.a.id, mode: 'fromPDF', pdfUploadId });
    expect(created.body.item).toMatchObject({ status: 'processing', title: 'Untitled SOP', items: [] });
    const id = created.body.item.id as string;
    expect((await queuedJobs('sop-import')).some((j) => j.data.sopId === id)).toBe(true);
    await work(id);
    const { body } = await sopApi.get(w.cookies.publisher, id);
    expect(body.item).toMatchObject({ status: 'completed', title: 'Nozzle care', numSteps: 1 });
    expect(body.item.poster).toEqual(expect.any(String));
    expect(body.item.items.map((i: { type: string; title: string }) => [i.type, i.title])).toEqual([
      ['introduction', 'Nozzle care'],
      ['step', 'Clean the nozzle'],
      ['conclusion', ''],
    ]);
    const [picture] = body.item.items[1].attachments;
    expect(picture).toMatchObject({ type: 'image', name: 'page-1-1.png', url: expect.any(String) });
    // The import is the document's second version: an editor still holding the empty first one cannot save over it.
    expect(body.item.version).toBe(2);
    const stale = await sopApi.put(w.cookies.publisher, id, { title: 'Nozzle care', description: '', items: [], version: 1 });
    expect(stale.status).toBe(409);
    const versions = await hit(versionsRoute, `/api/v1/multimodal-sop/${id}/versions`, { cookie: w.cookies.publisher, params: { id } });
    expect(versions.body.items.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    // The imported blocks save back unchanged: they meet the editor's contract.
    const saved = await sopApi.put(w.cookies.publisher, id, { title: body.item.title, description: '', items: body.item.items, version: body.item.version });
    expect(saved.status).toBe(200);
  });

  it('fills a video SOP from a workflow the author may see', async () => {
    const { workflow } = await workflowFixture(w.org.id, w.ws.a.id, w.users.publisher.id, { outline: true });
    const created = await sopApi.create(w.cookies.publisher, { workspaceId: w.ws.a.id, mode: 'fromVideo', workflowId: workflow.id });
    await work(created.body.item.id);
    const { body } = await sopApi.get(w.cookies.publisher, created.body.item.id);
    expect(body.item).toMatchObject({ status: 'completed', title: 'Filter change', numSteps: 2 });
    expect(body.item.items.map((i: { type: string }) => i.type)).toEqual(['introduction', 'warning', 'step', 'tool', 'step', 'conclusion']);
    expect(body.item.items[2].attachments[0]).toMatchObject({ type: 'image', url: expect.any(String) });
  });

  it('shows why an import failed, and imports again on retry', async () => {
    // Accepted by the upload's check (pdf-lib reads it), refused by the import (pdf.js needs a password).
    const { makeEncryptedPdf } = await import('./data-hub-fixtures');
    const pdfUploadId = await uploadPdf(w.cookies.publisher, makeEncryptedPdf(), 'locked.pdf');
    const created = await sopApi.create(w.cookies.publisher, { workspaceId: w.ws.a.id, mode: 'fromPDF', pdfUploadId });
    const id = created.body.item.id as string;
    await work(id);
    expect((await sopApi.get(w.cookies.publisher, id)).body.item).toMatchObject({ status: 'failed', statusError: 'uploads.pdfEncrypted', items: [] });
    const retried = await hit(retryRoute, `/api/v1/multimodal-sop/${id}/retry`, { cookie: w.cookies.publisher, method: 'POST', params: { id } });
    expect(retried.body.item).toMatchObject({ status: 'processing', statusError: null });
    await work(id);
    expect((await sopApi.get(w.cookies.publisher, id)).body.item).toMatchObject({ status: 'failed', statusError: 'uploads.pdfEncrypted' });
  });

  it('retries a failed PDF import from another PDF the author uploaded, and only from one of theirs', async () => {
    const { makeEncryptedPdf } = await import('./data-hub-fixtures');
    const created = await sopApi.create(w.cookies.publisher, { workspaceId: w.ws.a.id, mode: 'fromPDF', pdfUploadId: await uploadPdf(w.cookies.publisher, makeEncryptedPdf(), 'locked.pdf') });
    const id = created.body.item.id as string;
    await work(id);
    const retry = (cookie: string, body: unknown) => hit(retryRoute, `/api/v1/multimodal-sop/${id}/retry`, { cookie, method: 'POST', body, params: { id } });
    const good = await uploadPdf(w.cookies.publisher, await makeSopPdf([{ kind: 'text', heading: 'Open the valve', body: ['Turn it a quarter.'] }], { title: 'Valve' }));
    // Someone else's upload, or a SOP that is not a PDF one, is refused and the SOP stays failed.
    const theirs = await uploadPdf(w.cookies.publisherB, await makeSopPdf([{ kind: 'text', heading: 'Other', body: ['x'] }]));
    expect(errorOf(await retry(w.cookies.publisher, { pdfUploadId: theirs }))).toBe('sopErrors.pdfRequired');
    expect((await retry(w.cookies.publisher, { pdfUploadId: 'nope' })).status).toBe(422);
    expect((await sopApi.get(w.cookies.publisher, id)).body.item.status).toBe('failed');
    const manual = (await sopApi.create(w.cookies.publisher, { workspaceId: w.ws.a.id, mode: 'manual' })).body.item.id as string;
    const notPdf = await hit(retryRoute, `/api/v1/multimodal-sop/${manual}/retry`, { cookie: w.cookies.publisher, method: 'POST', body: { pdfUploadId: good }, params: { id: manual } });
    expect(errorOf(notPdf)).toBe('sopErrors.pdfRequired');

    expect((await retry(w.cookies.publisher, { pdfUploadId: good })).body.item).toMatchObject({ status: 'processing', statusError: null });
    await work(id);
    const { body } = await sopApi.get(w.cookies.publisher, id);
    expect(body.item).toMatchObject({ status: 'completed', title: 'Valve', numSteps: 1 });
  });

  it('after a PDF with nothing to import, imports another PDF whose page is one heading, named by that heading', async () => {
    const created = await sopApi.create(w.cookies.publisher, { workspaceId: w.ws.a.id, mode: 'fromPDF', pdfUploadId: await uploadPdf(w.cookies.publisher, await damagedPdf(), 'damaged.pdf') });
    const id = created.body.item.id as string;
    const retry = (body: unknown) => hit(retryRoute, `/api/v1/multimodal-sop/${id}/retry`, { cookie: w.cookies.publisher, method: 'POST', body, params: { id } });
    await work(id);
    expect((await sopApi.get(w.cookies.publisher, id)).body.item).toMatchObject({ status: 'failed', statusError: 'sopImport.noContent' });
    await retry({});
    await work(id);
    expect((await sopApi.get(w.cookies.publisher, id)).body.item).toMatchObject({ status: 'failed', statusError: 'sopImport.noContent' });

    const heading = await uploadPdf(w.cookies.publisher, await makeSopPdf([{ kind: 'text', heading: 'Bleed the hydraulics', body: [] }]), 'hydraulics.pdf');
    await retry({ pdfUploadId: heading });
    await work(id);
    const { body } = await sopApi.get(w.cookies.publisher, id);
    expect(body.item).toMatchObject({ status: 'completed', title: 'Bleed the hydraulics', numSteps: 1 });
    expect(body.item.items.map((i: { type: string; title: string; description: string }) => [i.type, i.title, i.description])).toEqual([
      ['introduction', 'Bleed the hydraulics', ''],
      ['step', 'Bleed the hydraulics', ''],
      ['conclusion', '', ''],
    ]);
  });
});

const errorOf = (reply: { body: { error?: { message: string } } }) => reply.body.error?.message;
