import { readJson, route } from '@/lib/http/route';
import { getTeam } from '@/lib/teams/members';
import { confirmQuerySchema, renameTeamSchema } from '@/lib/teams/schema';
import { deleteTeam, renameTeam } from '@/lib/teams/teams';

export const dynamic = 'force-dynamic';

// GET /api/v1/teams/{id} – the team with its members (team managers, or a member of the team)
export const GET = route({}, async ({ params, session }) => {
  const item = await getTeam({ session, teamId: String(params.id) });
  return Response.json({ item });
});

// PATCH /api/v1/teams/{id} {name} – rename a team
export const PATCH = route({ access: 'teams' }, async ({ req, params, session }) => {
  const input = renameTeamSchema.parse(await readJson(req));
  const item = await renameTeam({ session, teamId: String(params.id), ...input });
  return Response.json({ item });
});

// DELETE /api/v1/teams/{id}?confirm=true – delete a team and its memberships; 409 with what depends on it unless confirmed
export const DELETE = route({ access: 'teams' }, async ({ req, params, session }) => {
  const { confirm } = confirmQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  const item = await deleteTeam({ session, teamId: String(params.id), confirm });
  return Response.json({ item });
});
