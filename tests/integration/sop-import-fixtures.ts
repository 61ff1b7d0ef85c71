import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { concatTransformationMatrix, drawObject, PDFDocument, PDFName, popGraphicsState, pushGraphicsState, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { getDb } from '@/db/client';
import { aiSummaries, multimodalSopItems, multimodalSops, uploads, workflowSteps } from '@/db/schema';
import { getStorage } from '@/lib/storage';
import { createOrg, createUser, createWorkspace } from '../helpers/factories';
import { createWorkflow } from '../helpers/workflow-factory';
import { addTranscript } from './workflows-fixtures';

/** Pictures made in the test: a solid-colour PNG or JPEG of the given size. */
export const solidImage = (format: 'png' | 'jpeg', width: number, height: number, r = 200, g = 40, b = 40) =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } })[format]().toBuffer();

/** A photo-like picture: a colour with Gaussian noise (compresses like a photograph, not like a flat fill). */
export const noisyImage = (format: 'png' | 'jpeg', width: number, height: number, seed: number) =>
  sharp({ create: { width, height, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 90 + (seed % 80), sigma: 20 } } })[format]().toBuffer();

export type FixturePage =
  | { kind: 'text'; heading?: string; body: string[]; image?: { width: number; height: number; photo?: number }; bitmap?: boolean; bomb?: boolean }
  | { kind: 'scan'; strips?: boolean }
  | { kind: 'blank' };

/** A PDF made by pdf-lib: text pages (a 20 pt heading, 11 pt body, maybe an embedded PNG), scan-like pages (one full-page JPEG), blank pages. */
export async function makeSopPdf(pages: FixturePage[], { title }: { title?: string } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  if (title) doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const spec of pages) {
    const page = doc.addPage([595, 842]);
    if (spec.kind === 'scan' && spec.strips) {
      // A scanner that writes a page as two bands, each its own image.
      page.drawImage(await doc.embedJpg(await solidImage('jpeg', 300, 212, 230, 230, 220)), { x: 0, y: 421, width: 595, height: 421 });
      page.drawImage(await doc.embedJpg(await solidImage('jpeg', 300, 212, 200, 200, 190)), { x: 0, y: 0, width: 595, height: 421 });
    } else if (spec.kind === 'scan') {
      page.drawImage(await doc.embedJpg(await solidImage('jpeg', 300, 424, 230, 230, 220)), { x: 0, y: 0, width: 595, height: 842 });
    }
    if (spec.kind !== 'text') continue;
    let y = 780;
    if (spec.heading) page.drawText(spec.heading, { x: 50, y, size: 20, font: bold });
    for (const line of spec.body) page.drawText(line, { x: 50, y: (y -= 18), size: 11, font });
    if (spec.image?.photo !== undefined) page.drawImage(await doc.embedJpg(await noisyImage('jpeg', spec.image.width, spec.image.height, spec.image.photo)), { x: 50, y: 100, width: 480, height: 360 });
    if (spec.bomb) drawBomb(doc, page);
    if (spec.bitmap) drawBitmap(doc, page);
    else if (spec.image) page.drawImage(await doc.embedPng(await solidImage('png', spec.image.width, spec.image.height)), { x: 50, y: 300, width: 200, height: 150 });
  }
  return Buffer.from(await doc.save());
}

/** A 64×64 one-bit grey image (a checkerboard of 8-pixel squares), as fax-like scans and line art are stored. */
function drawBitmap(doc: PDFDocument, page: ReturnType<PDFDocument['addPage']>) {
  const rowBytes = 8;
  const bits = Buffer.alloc(64 * rowBytes);
  for (let y = 0; y < 64; y++) for (let x = 0; x < rowBytes; x++) bits[y * rowBytes + x] = (Math.floor(y / 8) + x) % 2 ? 0xff : 0x00;
  const image = doc.context.flateStream(bits, { Type: 'XObject', Subtype: 'Image', Width: 64, Height: 64, ColorSpace: 'DeviceGray', BitsPerComponent: 1 });
  page.node.setXObject(PDFName.of('Bits'), doc.context.register(image));
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(128, 0, 0, 128, 50, 300), drawObject('Bits'), popGraphicsState());
}

/** An image that claims 20000×20000 RGB pixels (1.2 GB decoded) in a few kilobytes of deflated zeros. */
function drawBomb(doc: PDFDocument, page: ReturnType<PDFDocument['addPage']>) {
  const image = doc.context.flateStream(Buffer.alloc(1024 * 1024), { Type: 'XObject', Subtype: 'Image', Width: 20_000, Height: 20_000, ColorSpace: 'DeviceRGB', BitsPerComponent: 8 });
  page.node.setXObject(PDFName.of('Bomb'), doc.context.register(image));
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(100, 0, 0, 100, 300, 300), drawObject('Bomb'), popGraphicsState());
}

/** A PDF whose only page has a damaged content stream: it uploads (its structure reads), but nothing can be imported from it. */
export async function damagedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const damaged = doc.context.stream(Buffer.from('\x00\x01not-deflate\xff\xfe'.repeat(20), 'latin1'), { Filter: 'FlateDecode' });
  page.node.set(PDFName.of('Contents'), doc.context.register(damaged));
  return Buffer.from(await doc.save());
}

/** A web page saved under a .pdf name. */
export const htmlAsPdf = () => Buffer.from('<!doctype html><html><head><title>Procedure</title></head><body><h1>1. Close the valve</h1></body></html>');

/** An organisation with a publisher (the SOPs' author) in a workspace, and a second organisation. */
export async function importWorld() {
  const org = await createOrg();
  const other = await createOrg();
  const author = await createUser(org.id, 'publisher');
  const otherAuthor = await createUser(other.id, 'publisher');
  const workspace = await createWorkspace(org.id);
  const otherWorkspace = await createWorkspace(other.id);
  return { org, other, author, otherAuthor, workspace, otherWorkspace };
}
export type ImportWorld = Awaited<ReturnType<typeof importWorld>>;

/** A finished PDF upload of the author's, stored as the upload path leaves it. */
export async function storePdfUpload(orgId: string, userId: string, bytes: Buffer, fileName = 'procedure.pdf') {
  const id = randomUUID();
  const storageKey = `orgs/${orgId}/sop/pdfs/${id}/source.pdf`;
  await getStorage().put(storageKey, bytes, { contentType: 'application/pdf' });
  await (await getDb())
    .insert(uploads)
    .values({ id, organizationId: orgId, userId, storageKey, fileName, contentType: 'application/pdf', purpose: 'sop-pdf', size: bytes.length, partSize: bytes.length, status: 'completed', expiresAt: new Date() });
  return id;
}

/** A SOP row as POST /multimodal-sop leaves it for an import: status processing. */
export async function processingSop(w: { orgId: string; workspaceId: string; authorId: string }, source: { pdfUploadId: string } | { workflowId: string }, languageCode = 'en-us') {
  const [row] = await (await getDb())
    .insert(multimodalSops)
    .values({
      organizationId: w.orgId,
      workspaceId: w.workspaceId,
      authorId: w.authorId,
      languageCode,
      status: 'processing',
      ...('pdfUploadId' in source ? { type: 'pdf', metadata: { pdfUploadId: source.pdfUploadId } } : { type: 'workflow', sourceWorkflowId: source.workflowId }),
    })
    .returning();
  return row;
}

export async function sopState(orgId: string, sopId: string) {
  const d = await getDb();
  const [sop] = await d.select().from(multimodalSops).where(and(eq(multimodalSops.id, sopId), eq(multimodalSops.organizationId, orgId)));
  const items = await d.select().from(multimodalSopItems).where(eq(multimodalSopItems.sopId, sopId)).orderBy(asc(multimodalSopItems.position));
  return { sop: sop!, items };
}

export type ImageAttachment = { type: string; uploadId?: string; name: string; workflowId?: string; stepId?: string };
/** The upload row and stored bytes behind an image attachment. */
export async function storedImage(attachment: ImageAttachment) {
  const [row] = await (await getDb()).select().from(uploads).where(eq(uploads.id, attachment.uploadId!));
  const object = row ? await getStorage().get(row.storageKey) : null;
  const bytes = object ? Buffer.from(await new Response(object.body as BodyInit).arrayBuffer()) : null;
  return { row: row!, bytes, meta: bytes ? await sharp(bytes).metadata() : null };
}

/**
 * A recorded workflow of three steps: a transcript sentence in each, a stored poster frame on the
 * first two (the third's object is gone), German step titles; optionally a completed AI summary
 * whose SOP outline covers the first two steps (with a German translation).
 */
export async function workflowFixture(orgId: string, workspaceId: string, authorId: string, { outline = false } = {}) {
  const { workflow, steps } = await createWorkflow(orgId, workspaceId, { authorId, title: 'Filter change', steps: [10, 10, 10] });
  const d = await getDb();
  for (const [i, step] of steps.entries()) {
    const posterKey = `orgs/${orgId}/videos/${workflow.id}/hls/1/${step.id}/poster.jpg`;
    if (i < 2) await getStorage().put(posterKey, await solidImage('jpeg', 64, 36, 20, 20 + i * 100, 200), { contentType: 'image/jpeg' });
    await d.update(workflowSteps).set({ posterKey, titleTranslations: { 'de-de': `Schritt ${i + 1}` } }).where(eq(workflowSteps.id, step.id));
  }
  await addTranscript(orgId, workflow.id, [
    { sentence: 'Close the inlet valve.', startTime: 1 },
    { sentence: 'Unscrew the filter housing.', startTime: 12 },
    { sentence: 'Fit the new cartridge.', startTime: 21 },
  ]);
  if (outline) {
    const item = (stepId: string, step: string, description: string, tool: string, safetyOrWarning: string, de: string) => ({
      step, stepId, description, tool, safetyOrWarning, sources: [],
      translations: { 'en-us': { step, description, tool, safetyOrWarning }, 'de-de': { step: de, description, tool, safetyOrWarning: safetyOrWarning && `Achtung: ${safetyOrWarning}` } },
    });
    const content = {
      summary: { highlights: [], contents: [{ content: 'Changing the water filter safely.', translations: { 'en-us': 'Changing the water filter safely.' }, sources: [] }] },
      sop: [
        item(steps[0]!.id, 'Isolate the line', 'Close the inlet valve fully.', '', 'Line is under pressure', 'Leitung absperren'),
        item(steps[1]!.id, 'Open the housing', 'Unscrew the filter housing.', 'Filter wrench', '', 'Gehäuse öffnen'),
      ],
    };
    await d.insert(aiSummaries).values({ organizationId: orgId, workflowId: workflow.id, status: 'completed', activate: true, provider: 'offline', languageCode: 'en-us', content });
  }
  return { workflow, steps };
}
