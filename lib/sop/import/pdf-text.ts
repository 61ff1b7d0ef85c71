/**
 * Pure rules that turn a PDF page's text runs (pdf.js getTextContent items) into lines, a title
 * and a description, and that find numbered headings ("1. Close the valve", "Step 2: …").
 * pdf.js gives positions and sizes, not structure, so headings are found by their font size
 * against the page's body text and by their shape.
 */

export type TextRun = { str: string; hasEOL: boolean; y: number; size: number };
export type TextLine = { text: string; size: number };

const cleanLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Runs in reading order → lines: a new line at an end-of-line mark or where the baseline moves. */
export function linesOf(runs: readonly TextRun[]): TextLine[] {
  const lines: TextLine[] = [];
  let text = '';
  let size = 0;
  let y: number | null = null;
  const flush = () => {
    const clean = cleanLine(text);
    if (clean) lines.push({ text: clean, size });
    text = '';
    size = 0;
    y = null;
  };
  for (const run of runs) {
    if (run.str && y !== null && Math.abs(run.y - y) > Math.max(run.size, size, 1) * 0.5) flush();
    if (run.str) {
      text += (text && !text.endsWith(' ') && !run.str.startsWith(' ') ? ' ' : '') + run.str;
      size = Math.max(size, run.size);
      y ??= run.y;
    }
    if (run.hasEOL) flush();
  }
  flush();
  return lines;
}

/** The size of most of the page's text (weighted by characters): what a heading is larger than. */
export function bodySize(lines: readonly TextLine[]): number {
  const weights = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.size * 2) / 2;
    weights.set(size, (weights.get(size) ?? 0) + line.text.length);
  }
  let best = 0;
  let bestWeight = -1;
  for (const [size, weight] of weights) if (weight > bestWeight || (weight === bestWeight && size < best)) [best, bestWeight] = [size, weight];
  return best;
}

const HEADING_RATIO = 1.15;
const SHORT_TITLE = 80;
const LONG_HEADING = 200;
// Body text is set at 9–12 pt; a lone line from 14 pt up is a heading even with no body text to compare it with.
const HEADING_MIN_SIZE = 14;

const isLarger = (line: TextLine, body: number) => body > 0 && line.size >= body * HEADING_RATIO;
/** A short line that does not read like the end of a sentence or a lead-in to a list. */
const looksLikeTitle = (line: TextLine) => line.text.length <= SHORT_TITLE && !/[.,;:…]$/.test(line.text);

export type TitledText = { title: string; description: string };

/** A page's only line is its title when it is heading-sized: larger than the document's body text, or large in itself. */
const isLoneHeading = (line: TextLine, documentBody: number) =>
  line.text.length <= LONG_HEADING && (isLarger(line, documentBody) || line.size >= HEADING_MIN_SIZE);

/**
 * The page's title is its first heading-like line (larger than the body, or a short line that is
 * no sentence, followed by more text); a heading wrapped over several lines of the same size is
 * joined. A page holding one heading-sized line is all title. Everything else is the description,
 * one line per line. `documentBody` is the whole document's body size (the page's when not given).
 */
export function splitTitle(lines: readonly TextLine[], documentBody?: number): TitledText {
  if (lines.length === 0) return { title: '', description: '' };
  const body = bodySize(lines);
  const first = lines[0]!;
  let titleLines = 0;
  if (lines.length === 1 && isLoneHeading(first, documentBody ?? body)) {
    titleLines = 1;
  } else if (isLarger(first, body)) {
    titleLines = 1;
    while (titleLines < lines.length && Math.abs(lines[titleLines]!.size - first.size) < 0.5 && lines.slice(0, titleLines + 1).map((l) => l.text).join(' ').length <= LONG_HEADING) titleLines++;
    if (titleLines === lines.length && lines.length > 1) titleLines = 1;
  } else if (lines.length > 1 && looksLikeTitle(first)) {
    titleLines = 1;
  }
  return {
    title: lines.slice(0, titleLines).map((l) => l.text).join(' '),
    description: lines.slice(titleLines).map((l) => l.text).join('\n'),
  };
}

// "1. Title", "1) Title", "2: Title", "3 - Title", "Step 4: Title", "Step 4 Title"; numbers up to 999.
const NUMBERED = /^(?:step\s+(\d{1,3})\b[.):\-–—]?|(\d{1,3})(?:[.):]|\s+[-–—]))\s*(\S.*)$/i;

/** The number of a numbered heading line (larger than the body, or short and no sentence), else null. */
export function headingNumber(line: TextLine, body: number): number | null {
  const match = NUMBERED.exec(line.text);
  if (!match || line.text.length > LONG_HEADING) return null;
  if (!isLarger(line, body) && !(looksLikeTitle(line) && line.size >= body)) return null;
  return Number(match[1] ?? match[2]);
}

export type PageLine = TextLine & { page: number };
const MIN_RUN_SHARE = 0.5;
export type Heading = { index: number; number: number };

/**
 * The numbered headings that structure the document: the longest run 1, 2, 3, … (at least two,
 * and at least half of the heading-like numbered lines), so a stray "3) …" in the body does not split a step.
 * `lines` are the whole document's, in order; `body` is the document's body size.
 */
export function numberedHeadings(lines: readonly PageLine[], body: number): Heading[] {
  const candidates = lines.flatMap((line, index) => {
    const number = headingNumber(line, body);
    return number === null ? [] : [{ index, number }];
  });
  let best: Heading[] = [];
  for (const start of candidates.filter((c) => c.number === 1)) {
    const run: Heading[] = [start];
    for (const next of candidates) if (next.index > run[run.length - 1]!.index && next.number === run[run.length - 1]!.number + 1) run.push(next);
    if (run.length > best.length) best = run;
  }
  // A run that leaves many numbered headings out (1–9, then 11–19 …) is no structure to follow.
  return best.length >= 2 && best.length >= candidates.length * MIN_RUN_SHARE ? best : [];
}

/** Cuts a text to a limit at a word boundary, with an ellipsis. */
export function clip(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
