import { AppError } from '@/lib/http/errors';
import { defaultRange } from '../schema';
import { isReport, reportPageSchema, type ReportId } from './schema';

function json(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('bad_request', 'errors.bad_json');
  }
}

/**
 * The query string of a report page: from, to (default: the last 3 months), workspaceId, page,
 * size (20/50/100), sort and filters as JSON arrays, groupBy, and the caller's locale and time zone.
 */
export function parseReportPage(req: Request, report: ReportId) {
  const p = new URL(req.url).searchParams;
  const fallback = defaultRange();
  const query = reportPageSchema.parse({
    report,
    from: p.get('from') ?? fallback.from,
    to: p.get('to') ?? fallback.to,
    workspaceId: p.get('workspaceId') ?? undefined,
    page: p.get('page') ?? undefined,
    size: p.get('size') ?? undefined,
    sort: json(p.get('sort')),
    filters: json(p.get('filters')),
    groupBy: p.get('groupBy') || null,
  });
  return { query, locale: p.get('locale'), timeZone: p.get('timeZone') };
}

/** The `report` query parameter of the display-name and grid-state calls. */
export function reportParam(req: Request): ReportId {
  const report = new URL(req.url).searchParams.get('report');
  if (!isReport(report)) throw new AppError('invalid_input', 'analyticsReports.errors.report');
  return report;
}
