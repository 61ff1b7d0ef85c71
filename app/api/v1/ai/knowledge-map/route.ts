import { route } from '@/lib/http/route';
import { knowledgeMapOf } from '@/lib/knowledge/semantic-service';

export const dynamic = 'force-dynamic';

// GET /api/v1/ai/knowledge-map – the knowledge map's nodes, workflow and question info and clusters the caller may see (authors)
export const GET = route({ access: 'editor' }, async ({ session }) => Response.json(await knowledgeMapOf(session)));
