import { route } from '@/lib/http/route';
import { askedQuestion } from '@/lib/knowledge/semantic-service';

export const dynamic = 'force-dynamic';

// GET /api/v1/ai/question/{id} – one asked question with its answer, like and cited workflows (authors; hidden or unknown: 404)
export const GET = route({ access: 'editor' }, async ({ params, session }) => Response.json(await askedQuestion(session, String(params.id))));
