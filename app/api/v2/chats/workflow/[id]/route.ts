import { chatOk } from '@/lib/chat/respond';
import { listWorkflowChats } from '@/lib/chat/service';
import { route } from '@/lib/http/route';

// GET /api/v2/chats/workflow/{id} – the user's chats of a workflow (the player reads items[0].id)
export const GET = route({}, async ({ params, session }) => chatOk({ items: await listWorkflowChats(session, String(params.id)) }));
