import { chatIdParam, chatOk } from '@/lib/chat/respond';
import { getMyChat } from '@/lib/chat/service';
import { route } from '@/lib/http/route';

// GET /api/v2/chats/{id} – one of the user's chats with its history (item.history)
export const GET = route({}, async ({ params, session }) => chatOk({ item: await getMyChat(session, chatIdParam(params.id)) }));
