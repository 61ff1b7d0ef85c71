import { route } from '@/lib/http/route';
import { listSkillPerformances } from '@/lib/skills/performance';
import { performancesQuerySchema } from '@/lib/skills/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/skills/{id}/skill-performances?state&teamId&keyword&page&size – each reached user's state, with counts per state
export const GET = route({}, async ({ req, params, session }) => {
  const query = performancesQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listSkillPerformances({ session, skillId: String(params.id), query }));
});
