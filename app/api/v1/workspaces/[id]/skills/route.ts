import { route } from '@/lib/http/route';
import { listWorkspaceSkills } from '@/lib/skills/matrix';

export const dynamic = 'force-dynamic';

// GET /api/v1/workspaces/{id}/skills – the workspace's skills (skills managers)
export const GET = route({}, async ({ params, session }) => Response.json(await listWorkspaceSkills({ session, workspaceId: String(params.id) })));
