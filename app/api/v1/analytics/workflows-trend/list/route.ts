import { parseAnalyticsQuery } from '@/lib/analytics/access';
import { listWorkflowTrend } from '@/lib/analytics/reports';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/analytics/workflows-trend/list?from&to&workspaceId&page&size – per period and workflow
export const GET = route({}, async ({ req, session }) => Response.json(await listWorkflowTrend(session, parseAnalyticsQuery(req))));
