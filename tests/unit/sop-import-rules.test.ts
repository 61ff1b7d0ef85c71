import { describe, expect, it } from 'vitest';
import type { Attachment } from '@/lib/sop/schema';
import { derivedId } from '@/lib/sop/import/images';
import { capImages } from '@/lib/sop/import/items';
import { pdfItems, type PageDraft } from '@/lib/sop/import/pdf-items';
import { clip, headingNumber, linesOf, numberedHeadings, splitTitle, type TextLine } from '@/lib/sop/import/pdf-text';

const line = (text: string, size = 11): TextLine => ({ text, size });
const image = (n: number): Attachment => ({ id: `a${n}`, type: 'image', name: `p${n}.png`, uploadId: '00000000-0000-4000-8000-000000000000' });

describe('PDF text lines', () => {
  it('breaks at end-of-line marks and where the baseline moves, joining runs of one line', () => {
    const lines = linesOf([
      { str: '1. Close', hasEOL: false, y: 780, size: 20 },
      { str: 'the valve', hasEOL: false, y: 780, size: 20 },
      { str: 'Turn the handle', hasEOL: true, y: 740, size: 11 },
      { str: '', hasEOL: true, y: 740, size: 11 },
      { str: '  Check   the gauge ', hasEOL: false, y: 725, size: 11 },
    ]);
    expect(lines).toEqual([line('1. Close the valve', 20), line('Turn the handle'), line('Check the gauge')]);
  });

  it('takes a larger first line as the title, joining a heading wrapped over lines', () => {
    expect(splitTitle([line('Replace the', 18), line('pump seal', 18), line('Open the cover.'), line('Lift the seal.')])).toEqual({
      title: 'Replace the pump seal',
      description: 'Open the cover.\nLift the seal.',
    });
  });

  it('takes a short first line that is no sentence as the title, but not a sentence or a lone line', () => {
    expect(splitTitle([line('Safety checks'), line('Wear gloves at all times.')]).title).toBe('Safety checks');
    expect(splitTitle([line('Wear gloves at all times.'), line('Keep the area clear.')])).toEqual({ title: '', description: 'Wear gloves at all times.\nKeep the area clear.' });
    expect(splitTitle([line('Lonely words')])).toEqual({ title: '', description: 'Lonely words' });
    expect(splitTitle([])).toEqual({ title: '', description: '' });
  });

  it('takes a page holding one heading-sized line as all title', () => {
    expect(splitTitle([line('Bleed the hydraulics', 24)])).toEqual({ title: 'Bleed the hydraulics', description: '' });
    // Larger than the rest of the document's text, though small in itself.
    expect(splitTitle([line('Section B', 13)], 10)).toEqual({ title: 'Section B', description: '' });
    expect(splitTitle([line('Lonely words', 11)], 11)).toEqual({ title: '', description: 'Lonely words' });
  });

  it('recognises numbered headings by their shape and size', () => {
    expect(headingNumber(line('1. Close the valve', 16), 11)).toBe(1);
    expect(headingNumber(line('Step 12: Torque the bolts', 11), 11)).toBe(12);
    expect(headingNumber(line('3 - Fit the cover'), 11)).toBe(3);
    expect(headingNumber(line('2) Turn the handle until it stops.'), 11)).toBeNull();
    expect(headingNumber(line('2024 was a good year', 16), 11)).toBeNull();
  });

  it('structures by the longest run 1, 2, 3 and ignores strays', () => {
    const lines = ['Intro', '1. Prepare', 'text', '3. Stray', '2. Work', 'text', '3. Finish'].map((text, i) => ({ ...line(text, text.match(/^\d/) ? 16 : 11), page: i < 4 ? 1 : 2 }));
    expect(numberedHeadings(lines, 11).map((h) => h.index)).toEqual([1, 4, 6]);
    expect(numberedHeadings([{ ...line('1. Alone', 16), page: 1 }], 11)).toEqual([]);
    // 1–3, then 5–10 (4 is missing): the run 1–3 is too little of the numbering to follow, pages it is.
    const gapped = [1, 2, 3, 5, 6, 7, 8, 9, 10].map((n) => ({ ...line(`${n}. Part`, 16), page: n }));
    expect(numberedHeadings(gapped, 11)).toEqual([]);
  });

  it('clips at a word with an ellipsis', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('alpha beta gamma delta', 15)).toBe('alpha beta…');
  });
});

describe('PDF pages to blocks', () => {
  const info = { title: '', subject: 'Plant 3', fileName: 'pump_service.pdf' };

  it('names the introduction after the metadata, the first heading or the file, and skips blank pages', () => {
    const pages: PageDraft[] = [
      { page: 1, lines: [], attachments: [] },
      { page: 2, lines: [], attachments: [image(1)] },
    ];
    const items = pdfItems(info, pages);
    expect(items.map((i) => [i.type, i.title, i.description])).toEqual([
      ['introduction', 'pump service', 'Plant 3'],
      ['step', '', ''],
      ['conclusion', '', ''],
    ]);
    expect(items[1]!.attachments).toEqual([image(1)]);
    expect(pdfItems({ ...info, title: 'Pump service manual' }, pages)[0]!.title).toBe('Pump service manual');
    expect(new Set(items.map((i) => i.id)).size).toBe(3);
  });

  it('gives a page before the first numbered heading to the introduction, later pages to the step running into them', () => {
    const pages: PageDraft[] = [
      { page: 1, lines: [line('Manual', 20), line('Read first.')], attachments: [image(1)] },
      { page: 2, lines: [line('1. Open', 16), line('Open it.')], attachments: [] },
      { page: 3, lines: [line('More on opening.')], attachments: [image(2)] },
      { page: 4, lines: [line('2. Close', 16)], attachments: [image(3)] },
    ];
    const items = pdfItems(info, pages);
    expect(items.map((i) => [i.type, i.title, i.description, i.attachments.map((a) => a.id)])).toEqual([
      ['introduction', 'Manual', 'Plant 3\n\nRead first.', ['a1']],
      ['step', 'Open', 'Open it.\nMore on opening.', ['a2']],
      ['step', 'Close', '', ['a3']],
      ['conclusion', '', '', []],
    ]);
  });

  it('names a step after a page that holds only a heading, judged against the whole document', () => {
    const pages: PageDraft[] = [
      { page: 1, lines: [line('Lonely words', 10)], attachments: [] },
      { page: 2, lines: [line('Drain the tank', 13)], attachments: [] },
      { page: 3, lines: [line('Open the tap slowly and wait.', 10), line('Close it when the tank is empty.', 10)], attachments: [] },
    ];
    expect(pdfItems(info, pages).map((i) => [i.type, i.title, i.description])).toEqual([
      ['introduction', 'pump service', 'Plant 3'],
      ['step', '', 'Lonely words'],
      ['step', 'Drain the tank', ''],
      ['step', '', 'Open the tap slowly and wait.\nClose it when the tank is empty.'],
      ['conclusion', '', ''],
    ]);
  });

  it('keeps at most ten pictures a block, and every other attachment', () => {
    const list: Attachment[] = [...Array.from({ length: 12 }, (_, i) => image(i)), { id: 's', type: 'step', name: 'Step', workflowId: 'w', stepId: 's' }];
    expect(capImages(list).map((a) => a.id)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 's']);
  });

  it('derives the same picture ids for the same SOP and name, as valid UUIDs', () => {
    const a = derivedId('sop-1', 'page-1-1');
    expect(a).toBe(derivedId('sop-1', 'page-1-1'));
    expect(a).not.toBe(derivedId('sop-2', 'page-1-1'));
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
