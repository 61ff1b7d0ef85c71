import { hostAttemptRequest } from '@/lib/learning-host/api';
import { hostRoute } from '@/lib/learning-host/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/learning-host/user-quiz/{id} – the learner's own attempt with its graded answers
export const GET = hostRoute(async ({ params, session }) => Response.json({ item: await hostAttemptRequest(session, params.id) }, { headers: { 'Cache-Control': 'private, no-store' } }));
