import { readJson, route } from '@/lib/http/route';
import { semanticSearchSchema } from '@/lib/knowledge/semantic-schema';
import { semanticQuestionSearch } from '@/lib/knowledge/semantic-service';

export const dynamic = 'force-dynamic';

// POST /api/v1/ai/semantic-search/question {text, workspaces?, limit?} – asked questions by meaning (authors: org admin, workspace admin, publisher)
export const POST = route({ access: 'editor' }, async ({ req, session }) => Response.json(await semanticQuestionSearch(session, semanticSearchSchema.parse(await readJson(req)))));
