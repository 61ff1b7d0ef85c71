import { parseAnalyticsQuery } from '@/lib/analytics/access';
import { listWorkflowDetails } from '@/lib/analytics/reports';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/analytics/workflows-details/list?from&to&workspaceId&page&size – per workflow: length, views, people, completion rate, watch time
export const GET = route({}, async ({ req, session }) => Response.json(await listWorkflowDetails(session, parseAnalyticsQuery(req))));
