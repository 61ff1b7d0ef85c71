import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportRow } from '../reports/schema';
import type { ExportColumn } from './registry';

/**
 * CSV and XLSX writers for any export source. Headers come translated; dates are written in the
 * caller's time zone (XLSX: real date cells holding that wall-clock time; CSV: YYYY-MM-DD HH:mm), days as
 * they are (a trend's period is a calendar day, not an instant);
 * counts and percents are numbers; durations are spreadsheet durations in XLSX (a number of days
 * shown as [m]:ss, so sums work) and minutes:seconds in CSV (spec 02 §9); statuses their labels.
 */
export type RowBatches = AsyncIterable<ReportRow[]>;

/** The wall-clock parts of an instant in a time zone. */
function wallClock(iso: string, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return { y: Number(parts.year), mo: Number(parts.month), d: Number(parts.day), h: Number(parts.hour), mi: Number(parts.minute), s: Number(parts.second) };
}

const pad = (n: number) => String(n).padStart(2, '0');
export const formatMinutesSeconds = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${pad(whole % 60)}`;
};

function csvValue(column: ExportColumn, value: string | number | null, timeZone: string): string {
  if (value === null || value === undefined) return '';
  if (column.kind === 'date') {
    const w = wallClock(String(value), timeZone);
    return `${w.y}-${pad(w.mo)}-${pad(w.d)} ${pad(w.h)}:${pad(w.mi)}`;
  }
  if (column.kind === 'duration') return formatMinutesSeconds(Number(value));
  if (column.kind === 'status') return column.statuses?.[String(value)] ?? String(value);
  return String(value);
}

// RFC 4180 quoting; a leading =, +, - or @ is prefixed with ' so a spreadsheet never runs a cell as a formula.
const quote = (text: string) => {
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export async function writeCsv(columns: ExportColumn[], batches: RowBatches, timeZone: string, onRows: (n: number) => Promise<void>): Promise<Buffer> {
  // A byte-order mark so spreadsheet programs read the UTF-8 headers of every language correctly.
  const chunks: string[] = ['\uFEFF', columns.map((c) => quote(c.header)).join(','), '\r\n'];
  for await (const rows of batches) {
    for (const row of rows) chunks.push(columns.map((c) => quote(csvValue(c, row[c.id], timeZone))).join(','), '\r\n');
    await onRows(rows.length);
  }
  return Buffer.from(chunks.join(''), 'utf8');
}

function xlsxValue(column: ExportColumn, value: string | number | null, timeZone: string): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (column.kind === 'date') {
    const w = wallClock(String(value), timeZone);
    return new Date(Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s));
  }
  if (column.kind === 'day') {
    const [y, mo, d] = String(value).split('-').map(Number);
    return new Date(Date.UTC(y, mo - 1, d));
  }
  if (column.kind === 'duration') return Number(value) / 86_400;
  if (column.kind === 'number' || column.kind === 'percent') return Number(value);
  if (column.kind === 'status') return column.statuses?.[String(value)] ?? String(value);
  return String(value);
}

const NUMBER_FORMAT: Partial<Record<ExportColumn['kind'], string>> = { date: 'yyyy-mm-dd hh:mm', day: 'yyyy-mm-dd', duration: '[m]:ss', percent: '0' };

export async function writeXlsx(columns: ExportColumn[], batches: RowBatches, timeZone: string, onRows: (n: number) => Promise<void>): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Report', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ key: c.id, header: c.header, width: Math.min(60, Math.max(12, c.header.length + 2)), style: NUMBER_FORMAT[c.kind] ? { numFmt: NUMBER_FORMAT[c.kind] } : {} }));
  sheet.getRow(1).font = { bold: true };
  for await (const rows of batches) {
    for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.id, xlsxValue(c, row[c.id], timeZone)]))).commit();
    await onRows(rows.length);
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}
