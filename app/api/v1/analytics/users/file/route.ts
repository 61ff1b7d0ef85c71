import { requestListExport } from '@/lib/analytics/export/service';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// POST /api/v1/analytics/users/file {format, from?, to?, workspaceId?, locale?, timeZone?} – export the people list (CSV or XLSX); poll GET /api/v1/advanced-report/export/{id}
export const POST = route({}, async ({ req, session }) => Response.json({ item: await requestListExport(session, 'users', await readJson(req)) }, { status: 202 }));
