import { chatOk, readOptionalJson } from '@/lib/chat/respond';
import { clearSchema } from '@/lib/chat/schema';
import { clearMyChats } from '@/lib/chat/service';
import { route } from '@/lib/http/route';

// POST /api/v2/chats/clear {chatId?} – delete one chat, or all the user's chats that are not a workflow's
export const POST = route({}, async ({ req, session }) => {
  const { chatId } = clearSchema.parse(await readOptionalJson(req));
  return chatOk({ item: await clearMyChats(session, chatId) });
});
