import { route } from '@/lib/http/route';
import { calculateAssignedSkill } from '@/lib/skills/calculate';

export const dynamic = 'force-dynamic';

// POST /api/v1/users/{userId|me}/skills-assigned/{skillId}/progress-calculation – recompute and store the progress; {code, item: {progress, certificate}}
export const POST = route({}, async ({ params, session }) =>
  Response.json(await calculateAssignedSkill({ session, userId: String(params.id), skillId: String(params.skillId) })),
);
