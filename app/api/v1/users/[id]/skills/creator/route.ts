import { route } from '@/lib/http/route';
import { listCreatorSkills } from '@/lib/skills/matrix';

export const dynamic = 'force-dynamic';

// GET /api/v1/users/{id|me}/skills/creator – skills the user created (owned by me → skills)
export const GET = route({}, async ({ params, session }) => Response.json(await listCreatorSkills({ session, userId: String(params.id) })));
