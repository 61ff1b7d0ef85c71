import { chatOk } from '@/lib/chat/respond';
import { clearWorkflowChats } from '@/lib/chat/service';
import { route } from '@/lib/http/route';

// POST /api/v2/chats/workflow/{id}/clear – delete the user's chats of a workflow
export const POST = route({}, async ({ params, session }) => chatOk({ item: await clearWorkflowChats(session, String(params.id)) }));
