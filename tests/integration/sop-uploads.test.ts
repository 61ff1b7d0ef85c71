import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '@/db/schema';
import { stopBoss } from '@/lib/jobs';
import { db } from '@/tests/helpers/factories';
import { pngBomb, pngThenHtml, tinyImage } from '@/tests/helpers/images';
import { sopWorld, type SopWorld } from './sop-fixtures';
import { allParts, api, uploadParts, type Created } from './uploads-helpers';

process.env.JOBS_IN_PROCESS = 'false';
const run = promisify(execFile);

let w: SopWorld;
let dir: string;
beforeAll(async () => {
  w = await sopWorld();
  dir = await mkdtemp(path.join(os.tmpdir(), 'openhow-sop-uploads-'));
}, 60_000);
afterAll(async () => {
  await stopBoss({ graceful: false });
});

/** The whole browser path: declare, send every part, complete (which runs the byte probe). */
async function upload(purpose: string, fileName: string, bytes: Buffer, contentType: string) {
  const created = await api.create(w.cookies.publisher, { fileName, contentType, size: bytes.byteLength, purpose });
  if (created.status !== 201) return { status: created.status, error: created.body.error?.message, id: null };
  const item = created.body.item as Created;
  const parts = await uploadParts(w.cookies.publisher, item, bytes, allParts(item.partCount));
  const done = await api.complete(w.cookies.publisher, item.id, parts);
  return { status: done.status, error: done.body.error?.message, id: item.id };
}

const declare = async (purpose: string, fileName: string, size: number, contentType = '') =>
  (await api.create(w.cookies.publisher, { fileName, contentType, size, purpose })).body.error?.message;

async function clip(name: string, codec: string[]): Promise<Buffer> {
  const file = path.join(dir, name);
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=d=1:s=320x240', ...codec, file]);
  return readFile(file);
}

describe('SOP upload purposes: the §5 limits on what is declared', () => {
  it('refuses files over 5 MB images, 100 MB videos, 50 MB PDFs and documents, and types outside each purpose', async () => {
    const MB = 1024 * 1024;
    expect(await declare('sop-image', 'photo.jpg', 5 * MB + 1, 'image/jpeg')).toBe('uploads.tooLarge');
    expect(await declare('sop-video', 'clip.mp4', 100 * MB + 1, 'video/mp4')).toBe('uploads.tooLarge');
    expect(await declare('sop-pdf', 'manual.pdf', 50 * MB + 1, 'application/pdf')).toBe('uploads.tooLarge');
    expect(await declare('sop-document', 'sheet.xlsx', 50 * MB + 1)).toBe('uploads.tooLarge');
    expect(await declare('sop-image', 'photo.webp', 1000, 'image/webp')).toBe('uploads.unsupportedType');
    expect(await declare('sop-video', 'clip.mov', 1000, 'video/quicktime')).toBe('uploads.unsupportedType');
    expect(await declare('sop-pdf', 'manual.docx', 1000)).toBe('uploads.unsupportedType');
    expect(await declare('sop-document', 'script.exe', 1000)).toBe('uploads.unsupportedType');
    expect(await declare('sop-image', 'photo.jpg', 5 * MB, 'image/jpeg')).toBeUndefined();
  });
});

describe('SOP upload purposes: the byte probes', () => {
  it('keeps real JPEG, PNG and GIF images in the organisation’s sop/images folder; refuses an image bomb and a PNG that is HTML', async () => {
    for (const format of ['jpg', 'png', 'gif'] as const) {
      const done = await upload('sop-image', `photo.${format}`, tinyImage(format), '');
      expect(done.status).toBe(200);
      const [row] = await (await db()).select().from(uploads).where(eq(uploads.id, done.id!));
      expect(row.storageKey).toBe(`orgs/${w.org.id}/sop/images/${done.id}/source.${format}`);
    }
    expect((await upload('sop-image', 'bomb.png', pngBomb(), 'image/png')).status).toBe(422);
    const html = await upload('sop-image', 'page.png', pngThenHtml(), 'image/png');
    expect(html).toMatchObject({ status: 422, error: 'uploads.notImage' });
    const [row] = await (await db()).select().from(uploads).where(eq(uploads.id, html.id!));
    expect(row.status).toBe('aborted');
  });

  it('keeps a real PDF under sop/pdfs and refuses a PDF that is really HTML', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([300, 200]).drawText('Lockout procedure');
    const pdf = await upload('sop-pdf', 'manual.pdf', Buffer.from(await doc.save()), 'application/pdf');
    expect(pdf.status).toBe(200);
    const [row] = await (await db()).select().from(uploads).where(eq(uploads.id, pdf.id!));
    expect(row.storageKey).toBe(`orgs/${w.org.id}/sop/pdfs/${pdf.id}/source.pdf`);
    const fake = await upload('sop-pdf', 'manual.pdf', Buffer.from('<!doctype html><html><body>%PDF-1.7 not really</body></html>'), 'application/pdf');
    expect(fake).toMatchObject({ status: 422, error: 'uploads.notPdf' });
    const fakeDocument = await upload('sop-document', 'manual.pdf', Buffer.from('<html>%PDF</html>'), 'application/pdf');
    expect(fakeDocument.status).toBe(422);
  });

  it('keeps an MP4 clip under sop/videos and refuses a WebM renamed .mp4', async () => {
    const mp4 = await upload('sop-video', 'clip.mp4', await clip('clip.mp4', ['-c:v', 'libx264', '-preset', 'ultrafast']), 'video/mp4');
    expect(mp4.status).toBe(200);
    const [row] = await (await db()).select().from(uploads).where(eq(uploads.id, mp4.id!));
    expect(row.storageKey).toBe(`orgs/${w.org.id}/sop/videos/${mp4.id}/source.mp4`);
    const webm = await upload('sop-video', 'clip.mp4', await clip('clip.webm', ['-c:v', 'libvpx', '-b:v', '200k']), 'video/mp4');
    expect(webm).toMatchObject({ status: 422, error: 'sopErrors.notMp4' });
  });

  it('refuses a workbook that is no ZIP of spreadsheet parts', async () => {
    const fake = await upload('sop-document', 'sheet.xlsx', Buffer.from('<html><script>alert(1)</script></html>'), '');
    expect(fake).toMatchObject({ status: 422, error: 'sopErrors.notSpreadsheet' });
    const text = await upload('sop-document', 'notes.txt', Buffer.from('Torque: 10 Nm\n'), 'text/plain');
    expect(text.status).toBe(200);
  });
});
