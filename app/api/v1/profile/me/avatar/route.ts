import { route } from '@/lib/http/route';
import { removeAvatar, uploadAvatar } from '@/lib/users/avatar';
import { readAvatarForm } from '@/lib/users/read-avatar-form';

export const dynamic = 'force-dynamic';

// POST /api/v1/profile/me/avatar – upload a profile picture (multipart field `file`, image ≤ 5 MB)
export const POST = route({}, async ({ req, session }) => {
  const bytes = await readAvatarForm(req);
  const item = await uploadAvatar({ session, bytes });
  return Response.json({ item });
});

// DELETE /api/v1/profile/me/avatar – remove the profile picture
export const DELETE = route({}, async ({ session }) => {
  const item = await removeAvatar(session);
  return Response.json({ item });
});
