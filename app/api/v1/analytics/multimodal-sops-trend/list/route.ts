import { parseAnalyticsQuery } from '@/lib/analytics/access';
import { listSopTrend } from '@/lib/analytics/reports';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/analytics/multimodal-sops-trend/list?from&to&workspaceId&page&size – smart-instruction sessions per period
export const GET = route({}, async ({ req, session }) => Response.json(await listSopTrend(session, parseAnalyticsQuery(req))));
