import { route } from '@/lib/http/route';
import { getAssignedSkill } from '@/lib/skills/assigned';

export const dynamic = 'force-dynamic';

// GET /api/v1/users/{userId|me}/skills-assigned/{skillId} – {code: 0, item} published, {code: 2} unpublished, {code: 52} not assigned
export const GET = route({}, async ({ params, session }) =>
  Response.json(await getAssignedSkill({ session, userId: String(params.id), skillId: String(params.skillId) })),
);
