import { requestListExport } from '@/lib/analytics/export/service';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// POST /api/v1/analytics/multimodal-sops-trend/file {format, from?, to?, workspaceId?, locale?, timeZone?} – export the smart-instruction trend (CSV or XLSX); poll GET /api/v1/advanced-report/export/{id}
export const POST = route({}, async ({ req, session }) => Response.json({ item: await requestListExport(session, 'multimodal-sops-trend', await readJson(req)) }, { status: 202 }));
