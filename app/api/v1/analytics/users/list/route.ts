import { parseAnalyticsQuery } from '@/lib/analytics/access';
import { listUsers } from '@/lib/analytics/reports';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/analytics/users/list?from&to&workspaceId&page&size – per person: views, workflows, completions, watch time, last view
export const GET = route({}, async ({ req, session }) => Response.json(await listUsers(session, parseAnalyticsQuery(req))));
