import { AppError } from '@/lib/http/errors';
import { MAX_IMAGE_PIXELS } from './constants';

/**
 * Opening a PDF with pdf.js, shared by every reader of uploaded PDFs (the data hub's text
 * extraction, the smart-instruction import). Refusals are 422 AppErrors whose message is the
 * uploads.* key the uploader reads: not a PDF, password-protected, too many pages, and — when the
 * caller names a key for it — a file that starts like a PDF but cannot be parsed.
 */

const PDF_SIGNATURE = Buffer.from('%PDF-');

export type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
export type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

let pdfjs: Promise<PdfJs> | undefined;
export const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

export type OpenPdfOptions = {
  maxPages: number;
  /** The message key for a broken file that has the PDF signature (default uploads.notPdf). */
  corruptKey?: string;
};

/** Opens a PDF with pdf.js (no scripts, no fonts loaded): 422 for a password or broken file, or too many pages. */
export async function openPdf(bytes: Uint8Array, { maxPages, corruptKey = 'uploads.notPdf' }: OpenPdfOptions): Promise<PdfDocument> {
  if (Buffer.from(bytes.subarray(0, 1024)).indexOf(PDF_SIGNATURE) < 0) throw new AppError('invalid_input', 'uploads.notPdf');
  const lib = await loadPdfJs();
  // maxImageSize: an image claiming more pixels is skipped, never decoded (a small file cannot expand into gigabytes).
  const task = lib.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    maxImageSize: MAX_IMAGE_PIXELS,
    verbosity: lib.VerbosityLevel.ERRORS,
  });
  try {
    const doc = await task.promise;
    if (doc.numPages < 1) throw new AppError('invalid_input', corruptKey);
    if (doc.numPages > maxPages) throw new AppError('invalid_input', 'uploads.tooManyPages', { maxPages });
    return doc;
  } catch (error) {
    await task.destroy();
    if (error instanceof AppError) throw error;
    if ((error as { name?: string }).name === 'PasswordException') throw new AppError('invalid_input', 'uploads.pdfEncrypted');
    throw new AppError('invalid_input', corruptKey);
  }
}
