import { AppError } from '@/lib/http/errors';
import { openPdf } from '@/lib/uploads/pdf-open';
import { MAX_DATA_HUB_CHARS, MAX_DATA_HUB_PAGES } from './limits';

/**
 * Text of a data-hub document, page by page where the format has pages (PDF, so a citation can
 * name one); a DOCX or text file is one page-less part. Failures are AppErrors whose message is
 * the uploads.* key the uploader reads (422): not a PDF, password-protected, too many pages.
 */

export type ExtractedPart = { page: number | null; text: string };
export type Extracted = { pageCount: number | null; parts: ExtractedPart[] };
export type DocumentFormat = 'pdf' | 'docx' | 'text';

export const formatOf = (mimeType: string): DocumentFormat =>
  mimeType === 'application/pdf' ? 'pdf' : mimeType.includes('wordprocessingml') ? 'docx' : 'text';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const openDataHubPdf = (bytes: Uint8Array) => openPdf(bytes, { maxPages: MAX_DATA_HUB_PAGES });

async function pdfText(bytes: Uint8Array): Promise<Extracted> {
  const doc = await openDataHubPdf(bytes);
  try {
    const parts: ExtractedPart[] = [];
    for (let page = 1; page <= doc.numPages; page++) {
      const content = await (await doc.getPage(page)).getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
      parts.push({ page, text });
    }
    return { pageCount: doc.numPages, parts };
  } finally {
    await doc.destroy();
  }
}

async function docxText(bytes: Uint8Array): Promise<Extracted> {
  if (!Buffer.from(bytes.subarray(0, 4)).equals(ZIP_SIGNATURE)) throw new AppError('invalid_input', 'uploads.notDocx');
  const mammoth = (await import('mammoth')).default;
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return { pageCount: null, parts: [{ page: null, text: value }] };
  } catch {
    throw new AppError('invalid_input', 'uploads.notDocx');
  }
}

function plainText(bytes: Uint8Array): Extracted {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (text.includes('\u0000')) throw new Error('binary');
    return { pageCount: null, parts: [{ page: null, text: text.replace(/^\uFEFF/, '') }] };
  } catch {
    throw new AppError('invalid_input', 'uploads.notText');
  }
}

/** The document's text, at most MAX_DATA_HUB_CHARS of it. */
export async function extractDocument(bytes: Uint8Array, mimeType: string): Promise<Extracted> {
  const format = formatOf(mimeType);
  const extracted = format === 'pdf' ? await pdfText(bytes) : format === 'docx' ? await docxText(bytes) : plainText(bytes);
  let budget = MAX_DATA_HUB_CHARS;
  const parts = extracted.parts.map((part) => {
    const text = part.text.slice(0, Math.max(0, budget));
    budget -= text.length;
    return { ...part, text };
  });
  return { ...extracted, parts };
}

/** The upload check: the bytes are what the extension said (a readable PDF, a DOCX, UTF-8 text). */
export async function checkDocumentBytes(bytes: Uint8Array, mimeType: string): Promise<{ formatName: DocumentFormat }> {
  const format = formatOf(mimeType);
  if (format === 'pdf') await (await openDataHubPdf(bytes)).destroy();
  else if (format === 'docx') await docxText(bytes);
  else plainText(bytes);
  return { formatName: format };
}
