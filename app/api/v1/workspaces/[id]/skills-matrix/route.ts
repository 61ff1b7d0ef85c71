import { route } from '@/lib/http/route';
import { workspaceSkillsMatrix } from '@/lib/skills/matrix';
import { matrixQuerySchema } from '@/lib/skills/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/workspaces/{id}/skills-matrix?page&size&keyword – people × the workspace's published skills, a state per cell
export const GET = route({}, async ({ req, params, session }) => {
  const query = matrixQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await workspaceSkillsMatrix({ session, workspaceId: String(params.id), query }));
});
