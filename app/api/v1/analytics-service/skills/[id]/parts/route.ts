import { parseAnalyticsBody } from '@/lib/analytics/access';
import { listSkillParts } from '@/lib/analytics/drill-down';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// POST /api/v1/analytics-service/skills/{id}/parts {from, to, workspaceId, page, size} – a skill's content with its assigned people's views
export const POST = route({}, async ({ req, params, session }) => Response.json(await listSkillParts(session, parseAnalyticsBody(await readJson(req)), params.id)));
