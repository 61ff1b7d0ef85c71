import { requestExport, requestExportSchema } from '@/lib/analytics/export/service';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// POST /api/v1/advanced-report/export {source, format, params, locale?, timeZone?} – start an analytics export (CSV or XLSX)
export const POST = route({}, async ({ req, session }) => {
  const item = await requestExport(session, requestExportSchema.parse(await readJson(req)));
  return Response.json({ item }, { status: 202 });
});
