import { chatOk } from '@/lib/chat/respond';
import { workflowPresets } from '@/lib/chat/service';
import { route } from '@/lib/http/route';

// GET /api/v2/chats/workflow/{id}/preset-questions – the organisation's preset questions and the workflow's own
export const GET = route({}, async ({ params, session }) => chatOk({ items: await workflowPresets(session, String(params.id)) }));
