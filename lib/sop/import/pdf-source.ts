import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { uploads } from '@/db/schema';
import { AppError } from '@/lib/http/errors';
import type { SopItem } from '@/lib/sop/schema';
import { getStorage, toBuffer } from '@/lib/storage';
import { NO_CONTENT_KEY, SOURCE_MISSING_KEY } from './constants';
import type { ImageSink } from './images';
import { openSopPdf } from './pdf';
import { documentTitle, pdfItems, type PageDraft } from './pdf-items';

/** The PDF a SOP was created from: a finished upload of this organisation (another's id reads as missing). */
export async function loadPdfUpload(db: Db, { organizationId, uploadId }: { organizationId: string; uploadId: unknown }) {
  if (typeof uploadId !== 'string' || !/^[0-9a-f-]{36}$/i.test(uploadId)) throw new AppError('not_found', SOURCE_MISSING_KEY);
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.organizationId, organizationId)));
  if (!row || row.contentType !== 'application/pdf' || (row.status !== 'completed' && row.status !== 'used')) throw new AppError('not_found', SOURCE_MISSING_KEY);
  const stored = await getStorage().get(row.storageKey);
  if (!stored) throw new AppError('not_found', SOURCE_MISSING_KEY);
  return { fileName: row.fileName, bytes: await toBuffer(stored.body) };
}

/**
 * Reads the PDF page by page, storing each page's pictures as it goes, and maps the pages to
 * blocks. Answers the blocks and the document's title; a PDF without text or pictures is 422.
 */
export async function importPdf(bytes: Uint8Array, fileName: string, sink: ImageSink): Promise<{ title: string; items: SopItem[] }> {
  const reader = await openSopPdf(bytes);
  const drafts: PageDraft[] = [];
  try {
    for await (const page of reader.pages()) {
      const attachments = [];
      for (const [i, image] of page.images.entries()) attachments.push(await sink.put(`page-${page.page}-${i + 1}`, image));
      drafts.push({ page: page.page, lines: page.lines, attachments });
    }
  } finally {
    await reader.close();
  }
  if (drafts.every((d) => d.lines.length === 0 && d.attachments.length === 0)) throw new AppError('invalid_input', NO_CONTENT_KEY);
  const info = { title: reader.info.title, subject: reader.info.subject, fileName };
  return { title: documentTitle(info, drafts), items: pdfItems(info, drafts) };
}
