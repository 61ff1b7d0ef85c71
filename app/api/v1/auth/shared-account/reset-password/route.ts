import { readJson, route } from '@/lib/http/route';
import { resetSharedPasswordSchema } from '@/lib/users/admin/schema';
import { resetSharedAccountPassword } from '@/lib/users/admin/shared-accounts';

// POST /api/v1/auth/shared-account/reset-password – an admin sets a shared-device account's new
// password ({ userId, password }); devices signed in with the old one are signed out
export const POST = route({ access: 'admin' }, async ({ req, session }) => {
  const { userId, password } = resetSharedPasswordSchema.parse(await readJson(req));
  const item = await resetSharedAccountPassword({ session, userId, password });
  return Response.json({ item });
});
