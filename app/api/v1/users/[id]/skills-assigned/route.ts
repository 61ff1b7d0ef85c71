import { route } from '@/lib/http/route';
import { listAssignedSkills } from '@/lib/skills/assigned';
import { assignedQuerySchema } from '@/lib/skills/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/users/{userId|me}/skills-assigned?keyword&page&size&type=completed|todo|all&continueWatching – published skills assigned to the user
export const GET = route({}, async ({ req, params, session }) => {
  const query = assignedQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listAssignedSkills({ session, userId: String(params.id), query }));
});
