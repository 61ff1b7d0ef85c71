import type { Attachment, SopItem } from '@/lib/sop/schema';
import { framed, newItem } from './items';
import { bodySize, numberedHeadings, splitTitle, type PageLine, type TextLine } from './pdf-text';

/**
 * PDF pages → smart-instruction blocks. An introduction named after the document, then either
 * a step per numbered heading ("1. …", "Step 2: …", when the document has a run 1, 2, … of
 * them; steps may cross pages) or a step per page (title = its first heading-like line,
 * description = the rest), then a conclusion. A page's pictures become the attachments of the
 * step it belongs to; a scanned page is a step with its page image. Blank pages are skipped.
 */

export type PageDraft = { page: number; lines: TextLine[]; attachments: Attachment[] };
export type DocumentInfo = { title: string; subject: string; fileName: string };

const stemOf = (fileName: string) => fileName.replace(/\.[^./\\]+$/, '').replace(/[_]+/g, ' ').trim();
const NUMBER_PREFIX = /^(?:step\s+\d{1,3}\b[.):\-–—]?|\d{1,3}(?:[.):]|\s+[-–—]))\s*/i;

/** The size of most of the document's text, over all its pages. */
const documentBody = (pages: readonly PageDraft[]) => bodySize(pages.flatMap((p) => p.lines));

/** The document's title: its metadata title, else the first page's heading, else the file name. */
export function documentTitle(info: DocumentInfo, pages: readonly PageDraft[]): string {
  const first = pages.find((p) => p.lines.length > 0);
  return info.title || (first ? splitTitle(first.lines, documentBody(pages)).title : '') || stemOf(info.fileName);
}

function perPage(pages: readonly PageDraft[], body: number): SopItem[] {
  return pages
    .filter((p) => p.lines.length > 0 || p.attachments.length > 0)
    .map((p) => newItem('step', { ...splitTitle(p.lines, body), attachments: p.attachments }));
}

function perHeading(pages: readonly PageDraft[], lines: PageLine[], headings: ReturnType<typeof numberedHeadings>) {
  const join = (from: number, to: number) => lines.slice(from, to).map((l) => l.text).join('\n');
  const steps = headings.map((h, i) => ({
    page: lines[h.index]!.page,
    title: lines[h.index]!.text.replace(NUMBER_PREFIX, ''),
    description: join(h.index + 1, headings[i + 1]?.index ?? lines.length),
    attachments: [] as Attachment[],
  }));
  const preface = { description: join(0, headings[0]!.index), attachments: [] as Attachment[] };
  for (const page of pages) {
    // The first step that starts on the page, else the one running into it, else the preface.
    const owner = steps.find((s) => s.page === page.page) ?? steps.findLast((s) => s.page < page.page) ?? preface;
    owner.attachments.push(...page.attachments);
  }
  return { preface, steps: steps.map((s) => newItem('step', s)) };
}

/** The blocks of an imported PDF, introduction to conclusion. */
export function pdfItems(info: DocumentInfo, pages: readonly PageDraft[]): SopItem[] {
  const title = documentTitle(info, pages);
  const lines: PageLine[] = pages.flatMap((p) => p.lines.map((l) => ({ ...l, page: p.page })));
  const body = bodySize(lines);
  const headings = numberedHeadings(lines, body);
  if (headings.length === 0) return framed(newItem('introduction', { title, description: info.subject }), perPage(pages, body));
  const { preface, steps } = perHeading(pages, lines, headings);
  // A cover line that repeats the title is not repeated in the introduction's text.
  const prefaceText = preface.description.split('\n').filter((line) => line !== title).join('\n');
  const description = [info.subject, prefaceText].filter(Boolean).join('\n\n');
  return framed(newItem('introduction', { title, description, attachments: preface.attachments }), steps);
}
