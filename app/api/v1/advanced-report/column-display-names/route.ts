import { analyticsScope } from '@/lib/analytics/access';
import { columnDisplayNames } from '@/lib/analytics/reports/display-names';
import { reportParam } from '@/lib/analytics/reports/parse';
import { reportLocale } from '@/lib/analytics/reports/service';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/advanced-report/column-display-names?report&locale – a report's column names and status labels in the caller's language
export const GET = route({}, async ({ req, session }) => {
  analyticsScope(session);
  const report = reportParam(req);
  const item = await columnDisplayNames(report, reportLocale(session, new URL(req.url).searchParams.get('locale')));
  return Response.json({ item });
});
