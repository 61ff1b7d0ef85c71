import { route } from '@/lib/http/route';
import { listSkillUsers } from '@/lib/skills/members';

export const dynamic = 'force-dynamic';

// GET /api/v1/skills/{id}/users – the skill's user and team assignments, and how many people it reaches
export const GET = route({}, async ({ params, session }) => Response.json(await listSkillUsers({ session, skillId: String(params.id) })));
