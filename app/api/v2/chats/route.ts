import { askInNewChat } from '@/lib/chat/ask';
import { answerResponse, askSignal, chatOk } from '@/lib/chat/respond';
import { createChatSchema } from '@/lib/chat/schema';
import { listMyChats } from '@/lib/chat/service';
import { readJson, route } from '@/lib/http/route';

// GET /api/v2/chats – the signed-in user's chats, newest first
export const GET = route({}, async ({ session }) => chatOk({ items: await listMyChats(session) }));

// POST /api/v2/chats {query, type, streaming, workflowId} – a new chat and its first answer (JSON or an event stream)
export const POST = route({}, async ({ req, session }) => {
  const input = createChatSchema.parse(await readJson(req));
  const abort = askSignal(req);
  return answerResponse(await askInNewChat(session, input, { signal: abort.signal }), input.streaming, abort);
});
