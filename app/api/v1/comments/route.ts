import { listComments } from '@/lib/comments/list-comments';
import { commentPageQuerySchema, listCommentsSchema, sendCommentSchema } from '@/lib/comments/schema';
import { sendComment } from '@/lib/comments/send-comment';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

const isSend = (body: unknown) => typeof body === 'object' && body !== null && 'comment' in body;

/**
 * The spec uses one path for two calls; the body tells them apart:
 * POST /api/v1/comments?page&size {level, id, withReactions} – list a workflow's comments, newest first (page from 0)
 * POST /api/v1/comments {level, id, comment} – send a comment (201)
 */
export const POST = route({}, async ({ req, session }) => {
  const body = await readJson(req);
  if (isSend(body)) {
    const item = await sendComment({ session, input: sendCommentSchema.parse(body) });
    return Response.json({ item }, { status: 201 });
  }
  const paging = commentPageQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listComments({ session, input: listCommentsSchema.parse(body), paging }));
});
