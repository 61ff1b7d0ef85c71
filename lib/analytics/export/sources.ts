import { z } from 'zod';
import { AppError } from '@/lib/http/errors';
import { columnDisplayNames } from '../reports/display-names';
import { groupedRows, reportRows } from '../reports/grid-query';
import { columnOf, reportQuerySchema, type ReportQuery } from '../reports/schema';
import { reportBase, reportScope } from '../reports/service';
import type { ReportScope } from '../reports/source-scope';
import { registerExportSource, sliced, type ExportColumn } from './registry';

/** A configurable report's export: its query, and the shown columns in their order. */
const reportExportSchema = reportQuerySchema.extend({ columns: z.array(z.string().min(1).max(40)).min(1).max(40) });
type ReportExport = z.infer<typeof reportExportSchema>;

const query = (params: unknown) => params as ReportExport;

// The configurable reports (content and skills analysis): one entry each, the same rows as the screen.
for (const report of ['content-analysis', 'skills-analysis'] as const) {
  registerExportSource<ReportExport>({
    id: report,
    params: reportExportSchema.refine((p) => p.report === report, { path: ['report'] }),
    prepare: async (session, params) => {
      if (params.columns.some((id) => !columnOf(report, id) && id !== 'count')) throw new AppError('invalid_input', 'analyticsReports.errors.column');
      return { scope: await reportScope(session, params as ReportQuery), params };
    },
    columns: async (params, ctx) => {
      const names = await columnDisplayNames(report, ctx.locale);
      return params.columns.flatMap((id): ExportColumn[] => {
        if (id === 'count' && params.groupBy) return [{ id, kind: 'number', header: names.count }];
        const column = columnOf(report, id);
        return column ? [{ id, kind: column.kind, header: names.columns[id], statuses: names.statuses }] : [];
      });
    },
    rows: (db, prepared, ctx) => {
      const q = query(prepared.params);
      const base = reportBase(prepared.scope as ReportScope, q, ctx);
      return sliced(async (limit, offset) =>
        (q.groupBy ? await groupedRows(db, base, { ...q, groupBy: q.groupBy }, ctx.timeZone, { limit, offset }) : await reportRows(db, base, q, ctx.timeZone, { limit, offset })).items,
      );
    },
    count: async (db, prepared, ctx) => {
      const q = query(prepared.params);
      const base = reportBase(prepared.scope as ReportScope, q, ctx);
      const page = { limit: 1, offset: 0 };
      return (q.groupBy ? await groupedRows(db, base, { ...q, groupBy: q.groupBy }, ctx.timeZone, page) : await reportRows(db, base, q, ctx.timeZone, page)).total;
    },
    fileName: (params) => `${params.report}-${params.from}-${params.to}`,
  });
}
