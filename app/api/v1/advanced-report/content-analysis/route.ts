import { parseReportPage } from '@/lib/analytics/reports/parse';
import { getReportPage, reportLocale, timeZoneOf } from '@/lib/analytics/reports/service';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/advanced-report/content-analysis?from&to&workspaceId&page&size&sort&filters&groupBy&locale&timeZone – one page of the content-analysis report
export const GET = route({}, async ({ req, session }) => {
  const { query, locale, timeZone } = parseReportPage(req, 'content-analysis');
  return Response.json(await getReportPage(session, query, { locale: reportLocale(session, locale), timeZone: timeZoneOf(timeZone) }));
});
