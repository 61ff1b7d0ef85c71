import { route } from '@/lib/http/route';
import { requestRetrain } from '@/lib/quiz/attempts';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// POST /api/v1/user-quiz/{id}/retrain – an author asks the taker of a failed attempt to retrain (user-workflow-retrain notification)
export const POST = route({ access: 'editor' }, async ({ params, session }) => Response.json({ item: await requestRetrain(session, params.id) }));
