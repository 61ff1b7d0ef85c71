import { readJson, route } from '@/lib/http/route';
import { addMembers, listMembers, replaceMembers } from '@/lib/teams/members';
import { memberIdsSchema, membersQuerySchema } from '@/lib/teams/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/teams/{id}/members?keyword=&page=&size= – the team's members by name (team managers, or a member)
export const GET = route({}, async ({ req, params, session }) => {
  const query = membersQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listMembers({ session, teamId: String(params.id), query }));
});

// POST /api/v1/teams/{id}/members {userIds} – add people of the organisation to the team
export const POST = route({ access: 'teams' }, async ({ req, params, session }) => {
  const { userIds } = memberIdsSchema.parse(await readJson(req));
  const item = await addMembers({ session, teamId: String(params.id), userIds });
  return Response.json({ item });
});

// PUT /api/v1/teams/{id}/members {userIds} – replace the team's members with exactly these people
export const PUT = route({ access: 'teams' }, async ({ req, params, session }) => {
  const { userIds } = memberIdsSchema.parse(await readJson(req));
  const item = await replaceMembers({ session, teamId: String(params.id), userIds });
  return Response.json({ item });
});
