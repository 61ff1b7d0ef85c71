import { parseAnalyticsQuery } from '@/lib/analytics/access';
import { listSopDetails } from '@/lib/analytics/reports';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/analytics/multimodal-sops-details/list?from&to&workspaceId&page&size – per smart instruction: sessions, people, time, executions
export const GET = route({}, async ({ req, session }) => Response.json(await listSopDetails(session, parseAnalyticsQuery(req))));
