import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { multimodalSops, uploads } from '@/db/schema';
import { getJobDefinition } from '@/lib/jobs/registry';
import { loadJobCatalog } from '@/lib/jobs/catalog';
import { SOP_IMPORT_JOB } from '@/lib/sop/import/constants';
import { runSopImport } from '@/lib/sop/import/job';
import { makeEncryptedPdf } from './data-hub-fixtures';
import { htmlAsPdf, importWorld, makeSopPdf, processingSop, sopState, storedImage, storePdfUpload, type ImageAttachment, type ImportWorld } from './sop-import-fixtures';

let w: ImportWorld;
beforeAll(async () => {
  process.env.JOBS_IN_PROCESS = 'false';
  w = await importWorld();
});

/** Stores the PDF, creates a processing SOP from it and runs the import. */
async function importBytes(bytes: Buffer, fileName = 'procedure.pdf') {
  const uploadId = await storePdfUpload(w.org.id, w.author.id, bytes, fileName);
  const sop = await processingSop({ orgId: w.org.id, workspaceId: w.workspace.id, authorId: w.author.id }, { pdfUploadId: uploadId });
  await runSopImport(await getDb(), { organizationId: w.org.id, sopId: sop.id });
  return { uploadId, ...(await sopState(w.org.id, sop.id)) };
}

const images = (item: { attachments: unknown }) => (item.attachments as ImageAttachment[]).filter((a) => a.type === 'image');

describe('runSopImport from a PDF', () => {
  it('makes an introduction, a step per page with its title, text and pictures, and a conclusion', async () => {
    const pdf = await makeSopPdf(
      [
        { kind: 'text', heading: 'Prepare the pump', body: ['Switch the pump off at the panel.', 'Wait until the motor stops.'] },
        { kind: 'text', heading: 'Drain the housing', body: ['Open the drain plug.'], image: { width: 120, height: 90 } },
        { kind: 'blank' },
      ],
      { title: 'Pump maintenance' },
    );
    const { sop, items } = await importBytes(pdf);
    expect(sop).toMatchObject({ status: 'completed', statusError: null, title: 'Pump maintenance' });
    expect(items.map((i) => [i.type, i.title])).toEqual([
      ['introduction', 'Pump maintenance'],
      ['step', 'Prepare the pump'],
      ['step', 'Drain the housing'],
      ['conclusion', ''],
    ]);
    expect(items[1]!.description).toBe('Switch the pump off at the panel.\nWait until the motor stops.');
    expect(images(items[1]!)).toEqual([]);
    const [picture] = images(items[2]!);
    const stored = await storedImage(picture!);
    expect(stored.row).toMatchObject({ organizationId: w.org.id, userId: w.author.id, purpose: 'sop-image', status: 'completed', contentType: 'image/png' });
    expect(stored.row.storageKey.startsWith(`orgs/${w.org.id}/sop/images/`)).toBe(true);
    expect(stored.meta).toMatchObject({ format: 'png', width: 120, height: 90 });
    // The first picture is the card's poster.
    expect(sop.posterKey).toBe(stored.row.storageKey);
  });

  it('keeps a scanned page (pictures, no text) as one image of the whole page', async () => {
    const pdf = await makeSopPdf([{ kind: 'text', heading: 'Valve check', body: ['Look at the seal.'] }, { kind: 'scan' }, { kind: 'scan', strips: true }]);
    const { items } = await importBytes(pdf, 'Valve_check.pdf');
    expect(items.map((i) => i.type)).toEqual(['introduction', 'step', 'step', 'step', 'conclusion']);
    expect(items[0]!.title).toBe('Valve check');
    expect([items[2]!.title, items[2]!.description]).toEqual(['', '']);
    // A scan that is one picture: that picture, as it was scanned.
    const single = await storedImage(images(items[2]!)[0]!);
    expect(single.meta).toMatchObject({ width: 300, height: 424 });
    // A scan in two bands: the page drawn whole, portrait A4, its longer side 1600 px at most.
    const [drawn, ...more] = images(items[3]!);
    expect(more).toEqual([]);
    const { meta } = await storedImage(drawn!);
    expect(meta!.height! / meta!.width!).toBeCloseTo(842 / 595, 1);
    expect(Math.max(meta!.width!, meta!.height!)).toBeLessThanOrEqual(1600);
  });

  it('makes a step per numbered heading when the document is numbered, across pages', async () => {
    const pdf = await makeSopPdf([
      { kind: 'text', heading: 'Filter change', body: ['Read all steps before you start.'] },
      { kind: 'text', heading: '1. Close the valve', body: ['Turn the handle clockwise.'] },
      { kind: 'text', body: ['Check that the gauge reads zero.'], image: { width: 64, height: 64 } },
      { kind: 'text', heading: '2. Replace the filter', body: ['Fit the new cartridge.'] },
    ]);
    const { items } = await importBytes(pdf);
    expect(items.map((i) => [i.type, i.title])).toEqual([
      ['introduction', 'Filter change'],
      ['step', 'Close the valve'],
      ['step', 'Replace the filter'],
      ['conclusion', ''],
    ]);
    expect(items[0]!.description).toBe('Read all steps before you start.');
    expect(items[1]!.description).toBe('Turn the handle clockwise.\nCheck that the gauge reads zero.');
    expect(images(items[1]!)).toHaveLength(1);
  });

  it('re-encodes a one-bit picture as a grey PNG, white where its bits are set', async () => {
    const { items } = await importBytes(await makeSopPdf([{ kind: 'text', heading: 'Wiring', body: ['As drawn.'], bitmap: true }]));
    const { bytes, meta } = await storedImage(images(items[1]!)[0]!);
    expect(meta).toMatchObject({ format: 'png', width: 64, height: 64, channels: 1 });
    const { data, info } = await sharp(bytes!).greyscale().raw().toBuffer({ resolveWithObject: true });
    // Row 0: bytes 0x00, 0xff, 0x00 … → black, white, black squares of 8 pixels; row 8 the other way round.
    const at = (x: number, y: number) => data[(y * info.width + x) * info.channels];
    expect([at(0, 0), at(8, 0), at(0, 8), at(8, 8)]).toEqual([0, 255, 255, 0]);
  });

  it('skips a picture that claims more pixels than allowed, without decoding it', async () => {
    const { sop, items } = await importBytes(await makeSopPdf([{ kind: 'text', heading: 'Bomb', body: ['Text stays.'], bomb: true, image: { width: 40, height: 40 } }]));
    expect(sop.status).toBe('completed');
    expect(items[1]).toMatchObject({ title: 'Bomb', description: 'Text stays.' });
    // Only the small picture beside it is kept.
    const kept = images(items[1]!);
    expect(kept).toHaveLength(1);
    expect((await storedImage(kept[0]!)).meta).toMatchObject({ width: 40, height: 40 });
  });

  it.each([
    ['a password-protected PDF', () => makeEncryptedPdf(), 'uploads.pdfEncrypted'],
    ['a web page named .pdf', () => htmlAsPdf(), 'uploads.notPdf'],
    ['a corrupt PDF', async () => (await makeSopPdf([{ kind: 'text', heading: 'Cut', body: ['short'] }])).subarray(0, 400), 'uploads.pdfCorrupt'],
    ['a PDF over the page limit', () => makeSopPdf(Array.from({ length: 201 }, () => ({ kind: 'blank' as const }))), 'sopImport.tooManyPages'],
    ['a PDF with nothing to import', () => makeSopPdf([{ kind: 'blank' }]), 'sopImport.noContent'],
  ])('fails %s with a message key and no items', async (_, make, key) => {
    const { sop, items } = await importBytes(Buffer.from(await make()));
    expect(sop).toMatchObject({ status: 'failed', statusError: key, title: 'Untitled SOP' });
    expect(items).toEqual([]);
  });

  it("treats another organisation's upload as missing", async () => {
    const foreign = await storePdfUpload(w.other.id, w.otherAuthor.id, await makeSopPdf([{ kind: 'text', heading: 'Theirs', body: ['secret'] }]));
    const sop = await processingSop({ orgId: w.org.id, workspaceId: w.workspace.id, authorId: w.author.id }, { pdfUploadId: foreign });
    await runSopImport(await getDb(), { organizationId: w.org.id, sopId: sop.id });
    expect((await sopState(w.org.id, sop.id)).sop).toMatchObject({ status: 'failed', statusError: 'sopImport.sourceMissing' });
    // Nor does a job naming the wrong organisation touch the SOP.
    const mine = await processingSop({ orgId: w.org.id, workspaceId: w.workspace.id, authorId: w.author.id }, { pdfUploadId: foreign });
    await runSopImport(await getDb(), { organizationId: w.other.id, sopId: mine.id });
    expect((await sopState(w.org.id, mine.id)).sop.status).toBe('processing');
  });

  it('runs once: a second delivery leaves the result alone and stores no picture twice', async () => {
    const pdf = await makeSopPdf([{ kind: 'text', heading: 'Only step', body: ['Do it.'], image: { width: 50, height: 50 } }]);
    const first = await importBytes(pdf);
    await runSopImport(await getDb(), { organizationId: w.org.id, sopId: first.sop.id });
    const again = await sopState(w.org.id, first.sop.id);
    expect(again.items.map((i) => i.id)).toEqual(first.items.map((i) => i.id));
    expect(again.items.map((i) => i.title)).toEqual(['Only step', 'Only step', '']);
    // A run cut short after storing pictures runs again from the start: the same ids and objects, no copies.
    await (await getDb()).update(multimodalSops).set({ status: 'processing' }).where(eq(multimodalSops.id, first.sop.id));
    await runSopImport(await getDb(), { organizationId: w.org.id, sopId: first.sop.id });
    const pictures = await (await getDb()).select({ id: uploads.id }).from(uploads).where(and(eq(uploads.purpose, 'sop-image'), like(uploads.storageKey, `orgs/${w.org.id}/%`)));
    expect(new Set(pictures.map((r) => r.id)).size).toBe(pictures.length);
    const [rerun] = images((await sopState(w.org.id, first.sop.id)).items[1]!);
    expect(rerun!.uploadId).toBe(images(first.items[1]!)[0]!.uploadId);
  });

  it('is a registered job whose handler runs the import', async () => {
    await loadJobCatalog();
    const job = getJobDefinition(SOP_IMPORT_JOB)!;
    expect(job.options).toMatchObject({ retryLimit: 2 });
    const uploadId = await storePdfUpload(w.org.id, w.author.id, await makeSopPdf([{ kind: 'text', heading: 'By the worker', body: ['Done by the job.'] }]));
    const sop = await processingSop({ orgId: w.org.id, workspaceId: w.workspace.id, authorId: w.author.id }, { pdfUploadId: uploadId });
    await job.handler({ organizationId: w.org.id, sopId: sop.id }, { id: 'test', retryCount: 0 });
    expect((await sopState(w.org.id, sop.id)).sop).toMatchObject({ status: 'completed', title: 'By the worker' });
  });
});
