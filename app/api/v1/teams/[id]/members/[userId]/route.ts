import { route } from '@/lib/http/route';
import { removeMember } from '@/lib/teams/members';

export const dynamic = 'force-dynamic';

// DELETE /api/v1/teams/{id}/members/{userId} – take one person out of the team
export const DELETE = route({ access: 'teams' }, async ({ params, session }) => {
  const item = await removeMember({ session, teamId: String(params.id), userId: String(params.userId) });
  return Response.json({ item });
});
