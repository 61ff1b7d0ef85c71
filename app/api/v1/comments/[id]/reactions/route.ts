import { addCommentReaction } from '@/lib/comments/add-comment-reaction';
import { listReactionsOfComment } from '@/lib/comments/list-comment-reactions';
import { addCommentReactionSchema } from '@/lib/comments/schema';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// GET /api/v1/comments/{id}/reactions – the comment's emoji reactions, oldest first
export const GET = route({}, async ({ params, session }) => {
  const items = await listReactionsOfComment({ session, commentId: String(params.id) });
  return Response.json({ items, total: items.length });
});

// POST /api/v1/comments/{id}/reactions {emojiChar, emojiCode} – react (201; 200 with the same reaction if already given)
export const POST = route({}, async ({ req, params, session }) => {
  const input = addCommentReactionSchema.parse(await readJson(req));
  const { item, created } = await addCommentReaction({ session, commentId: String(params.id), input });
  return Response.json({ item }, { status: created ? 201 : 200 });
});
