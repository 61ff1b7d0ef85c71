import { parseAnalyticsBody } from '@/lib/analytics/access';
import { listSkillPerformance } from '@/lib/analytics/reports';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// POST /api/v1/analytics-service/skills/assigned {from, to, workspaceId, page, size} – the skills with assigned people and their standing
export const POST = route({}, async ({ req, session }) => Response.json(await listSkillPerformance(session, parseAnalyticsBody(await readJson(req)))));
