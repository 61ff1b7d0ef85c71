import { describe, expect, it } from 'vitest';
import { writeCsv } from '@/lib/analytics/export/format';
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
});
