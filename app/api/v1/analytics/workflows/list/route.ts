import { parseAnalyticsQuery } from '@/lib/analytics/access';
import { listWorkflows } from '@/lib/analytics/service';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/analytics/workflows/list?from&to&workspaceId&page&size – views, users, completions, watch time per workflow
export const GET = route({}, async ({ req, session }) => Response.json(await listWorkflows(session, parseAnalyticsQuery(req))));
