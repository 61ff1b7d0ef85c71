import 'server-only';
import { loadPdfJs, openPdf } from '@/lib/uploads/pdf-open';
import { MAX_IMAGES_PER_ITEM } from '@/lib/sop/schema';
import { MAX_SOP_PDF_PAGES, PDF_CORRUPT_KEY } from './constants';
import { embeddedImages, loadSharp, paintedImageCount, renderPage, type PdfImage } from './pdf-images';
import { linesOf, type TextLine, type TextRun } from './pdf-text';

/**
 * Reads a PDF for a smart instruction, page by page: its text as lines (with font sizes, so
 * headings can be told from body text) and its pictures. A page without text but with pictures
 * is a scanned page and is kept as one image of the whole page. Refusals are 422 AppErrors with
 * an uploads.* message key: not a PDF (an HTML page renamed .pdf), password-protected, corrupt,
 * more than MAX_SOP_PDF_PAGES pages.
 */

export type PdfPageContent = { page: number; lines: TextLine[]; images: PdfImage[]; scanned: boolean };
export type PdfInfo = { title: string; subject: string; pageCount: number };
export type PdfReader = { info: PdfInfo; pages(): AsyncGenerator<PdfPageContent>; close(): Promise<void> };

type Item = { str?: string; hasEOL?: boolean; transform?: number[]; height?: number };

const runsOf = (items: readonly Item[]): TextRun[] =>
  items.map((item) => {
    const t = item.transform ?? [0, 0, 0, 0, 0, 0];
    return { str: item.str ?? '', hasEOL: !!item.hasEOL, y: t[5] ?? 0, size: Math.hypot(t[2] ?? 0, t[3] ?? 0) || item.height || 0 };
  });

const infoText = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/** Opens the PDF (refusing what cannot be imported) and reads its pages one at a time, so memory holds one page's pictures. */
export async function openSopPdf(bytes: Uint8Array): Promise<PdfReader> {
  const doc = await openPdf(bytes, { maxPages: MAX_SOP_PDF_PAGES, corruptKey: PDF_CORRUPT_KEY });
  const lib = await loadPdfJs();
  const meta = await doc.getMetadata().catch(() => null);
  const raw = (meta?.info ?? {}) as Record<string, unknown>;
  const info = { title: infoText(raw.Title), subject: infoText(raw.Subject), pageCount: doc.numPages };
  const seen = new Set<string>();

  async function* pages(): AsyncGenerator<PdfPageContent> {
    const sharp = await loadSharp();
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      try {
        const lines = linesOf(runsOf((await page.getTextContent()).items as Item[]));
        const painted = await paintedImageCount(lib, page);
        const scanned = lines.length === 0 && painted > 0;
        // A scan that is one picture is that picture (never taken for a repeated logo); a scan made of
        // strips, or any page without sharp, is drawn whole.
        const drawWhole = !sharp || (scanned && painted > 1);
        let images: PdfImage[] = painted > 0 && sharp && !drawWhole ? await embeddedImages(lib, page, sharp, scanned ? new Set() : seen, scanned ? 1 : MAX_IMAGES_PER_ITEM) : [];
        if (painted > 0 && (drawWhole || (scanned && images.length === 0))) {
          const rendered = await renderPage(doc, page);
          images = rendered ? [rendered] : [];
        }
        yield { page: number, lines, images, scanned };
      } finally {
        page.cleanup();
      }
    }
  }

  return { info, pages, close: () => doc.destroy() };
}
