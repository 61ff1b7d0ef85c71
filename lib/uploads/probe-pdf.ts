import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { AppError } from '@/lib/http/errors';
import { withLocalFile } from './probe';

export type PdfProbe = { pages: number };

// Every PDF starts with "%PDF-" within its first kilobyte (ISO 32000-1 §7.5.2 allows leading junk).
const SIGNATURE = Buffer.from('%PDF-');

/**
 * Checks bytes are a PDF: the signature, then a real parse of the document (cross-reference table
 * and page tree) by pdf-lib. A text file renamed .pdf, an SVG or HTML page with a PDF name, or a
 * truncated header are refused with 422 uploads.notPdf.
 */
export async function probePdfBytes(bytes: Uint8Array): Promise<PdfProbe> {
  const head = Buffer.from(bytes.subarray(0, 1024));
  if (head.indexOf(SIGNATURE) < 0) throw new AppError('invalid_input', 'uploads.notPdf');
  try {
    // Encrypted PDFs are still PDFs: reading them needs no password for the page count.
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
    const pages = doc.getPageCount();
    if (pages < 1) throw new Error('no pages');
    return { pages };
  } catch {
    throw new AppError('invalid_input', 'uploads.notPdf');
  }
}

/** The same check for a stored upload. */
export const probeStoredPdf = (key: string): Promise<PdfProbe> => withLocalFile(key, async (file) => probePdfBytes(await readFile(file)));
