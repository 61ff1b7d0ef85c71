import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { writeCsv, writeXlsx } from '@/lib/analytics/export/format';
import type { ExportColumn } from '@/lib/analytics/export/registry';
import type { ReportRow } from '@/lib/analytics/reports/schema';

async function* batches(...rows: ReportRow[][]) {
  yield* rows;
}
const columns: ExportColumn[] = [
  { id: 'title', kind: 'text', header: 'Titel, "Name"' },
  { id: 'status', kind: 'status', header: 'Status', statuses: { published: 'Veröffentlicht' } },
  { id: 'watch', kind: 'duration', header: 'Zeit' },
  { id: 'at', kind: 'date', header: 'Am' },
  { id: 'n', kind: 'number', header: 'N' },
];

describe('CSV export writer', () => {
  it('quotes, translates statuses, writes durations as m:ss and dates on the caller’s wall clock', async () => {
    const seen: number[] = [];
    const file = await writeCsv(
      columns,
      batches([{ id: '1', title: 'Line 1\nsetup', status: 'published', watch: 152.4, at: '2026-03-03T00:00:20.000Z', n: -3 }], [{ id: '2', title: null, status: null, watch: null, at: null, n: 0 }]),
      'America/New_York',
      async (n) => void seen.push(n),
    );
    const text = file.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual(['"Titel, ""Name""",Status,Zeit,Am,N', '"Line 1\nsetup",Veröffentlicht,2:32,2026-03-02 19:00,-3', ',,,,0', '']);
    expect(seen).toEqual([1, 1]);
  });

  it('never lets a spreadsheet run a cell as a formula', async () => {
    const file = await writeCsv([columns[0]], batches([{ id: '1', title: '=HYPERLINK("http://x")' }, { id: '2', title: '@SUM(A1)' }]), 'UTC', async () => {});
    expect(file.toString('utf8').slice(1).split('\r\n').slice(1, 3)).toEqual(['"\'=HYPERLINK(""http://x"")"', "'@SUM(A1)"]);
  });

  it('writes a calendar day (a trend’s period) as that day in every time zone', async () => {
    const day: ExportColumn[] = [{ id: 'period', kind: 'day', header: 'Period' }];
    const csv = await writeCsv(day, batches([{ id: '1', period: '2026-03-02' }]), 'Pacific/Auckland', async () => {});
    expect(csv.toString('utf8').slice(1).split('\r\n')[1]).toBe('2026-03-02');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await writeXlsx(day, batches([{ id: '1', period: '2026-03-02' }]), 'America/Los_Angeles', async () => {})) as never);
    const cell = book.worksheets[0].getRow(2).getCell(1);
    expect((cell.value as Date).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(cell.numFmt).toBe('yyyy-mm-dd');
  });
});
