/**
 * A small RFC 4180 CSV reader for the user import (no CSV library is installed, and the format
 * needs little): quoted fields with "" escapes and line breaks inside, CRLF / LF / CR line ends, a
 * leading byte-order mark, blank lines ignored. The delimiter is detected from the header line,
 * because spreadsheets in many locales (de, fr, pt-br…) save with semicolons.
 */

export type CsvRecord = { /** Line on which the record starts (1-based). */ line: number; fields: string[] };

export class CsvError extends Error {
  constructor(
    readonly messageKey: string,
    readonly line: number,
  ) {
    super(messageKey);
    this.name = 'CsvError';
  }
}

const DELIMITERS = [',', ';', '\t'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/** The most frequent candidate on the first line outside quotes; a comma when there is none. */
export function detectDelimiter(text: string): Delimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && (DELIMITERS as readonly string[]).includes(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let best: Delimiter = ',';
  for (const d of DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

export function parseCsv(input: string, delimiter: Delimiter = detectDelimiter(input.replace(/^\uFEFF/, ''))): CsvRecord[] {
  const text = input.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;

  const endRecord = () => {
    fields.push(field);
    // A line with nothing on it is not a record.
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };

  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
        field += c;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (c === delimiter) {
      fields.push(field);
      field = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += c;
  }
  if (quoted) throw new CsvError('adminUsers.import.unclosedQuote', quoteLine);
  if (field !== '' || fields.length) endRecord();
  return records;
}

/** One CSV line for a download (template, failed rows): quotes only where needed. */
export function toCsvLine(values: string[]): string {
  return values.map((v) => (/[",;\t\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',');
}
