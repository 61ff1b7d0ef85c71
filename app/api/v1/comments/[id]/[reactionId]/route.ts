import { removeCommentReaction } from '@/lib/comments/remove-comment-reaction';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// DELETE /api/v1/comments/{id}/{reactionId} – remove one's own emoji reaction from a comment
export const DELETE = route({}, async ({ params, session }) => {
  const item = await removeCommentReaction({ session, commentId: String(params.id), reactionId: String(params.reactionId) });
  return Response.json({ item });
});
