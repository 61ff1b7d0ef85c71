import { deleteComment } from '@/lib/comments/delete-comment';
import { updateCommentSchema } from '@/lib/comments/schema';
import { updateComment } from '@/lib/comments/update-comment';
import { readJson, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// PUT /api/v1/comments/{commentId} {comment} – the author edits their comment
export const PUT = route({}, async ({ req, params, session }) => {
  const input = updateCommentSchema.parse(await readJson(req));
  const item = await updateComment({ session, commentId: String(params.id), input });
  return Response.json({ item });
});

// DELETE /api/v1/comments/{commentId} – delete a comment (author, org admin, workspace admin)
export const DELETE = route({}, async ({ params, session }) => {
  const item = await deleteComment({ session, commentId: String(params.id) });
  return Response.json({ item });
});
