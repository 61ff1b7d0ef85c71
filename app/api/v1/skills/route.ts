import { route } from '@/lib/http/route';
import { listSkills } from '@/lib/skills/playlists';
import { skillsQuerySchema } from '@/lib/skills/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/skills?page=1&size=500&keyword= or ?skillIds=a,b – the organisation's skills (skills managers)
export const GET = route({}, async ({ req, session }) => {
  const query = skillsQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listSkills({ session, query }));
});
