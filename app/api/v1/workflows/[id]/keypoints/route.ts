import { getKeyTermGeneration } from '@/lib/builder/suggest-terms';
import { route } from '@/lib/http/route';

// GET /api/v1/workflows/{id}/keypoints – {success, item}: the workflow's key-term job (null before the first request), for its authors
export const GET = route({ access: 'editor' }, async ({ params, session }) => Response.json({ success: true, item: await getKeyTermGeneration(session, params.id) }));
