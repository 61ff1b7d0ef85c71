import { chatIdParam, chatOk } from '@/lib/chat/respond';
import { likeSchema } from '@/lib/chat/schema';
import { likeAnswer } from '@/lib/chat/service';
import { readJson, route } from '@/lib/http/route';

// POST /api/v2/chats/{chatId}/messages/{messageId}/like {like: true | false | null} – like or dislike an answer
export const POST = route({}, async ({ req, params, session }) => {
  const { like } = likeSchema.parse(await readJson(req));
  return chatOk({ item: await likeAnswer(session, chatIdParam(params.id), chatIdParam(params.messageId), like) });
});
