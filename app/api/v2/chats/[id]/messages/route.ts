import { askInChat } from '@/lib/chat/ask';
import { answerResponse, askSignal, chatIdParam } from '@/lib/chat/respond';
import { sendMessageSchema } from '@/lib/chat/schema';
import { readJson, route } from '@/lib/http/route';

// POST /api/v2/chats/{id}/messages {query, type, streaming, chatId} – the next question of a chat
export const POST = route({}, async ({ req, params, session }) => {
  const chatId = chatIdParam(params.id);
  const input = sendMessageSchema.parse(await readJson(req));
  const abort = askSignal(req);
  return answerResponse(await askInChat(session, chatId, input, { signal: abort.signal }), input.streaming, abort);
});
