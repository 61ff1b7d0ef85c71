import { readJson, route } from '@/lib/http/route';
import { updateSharedAccountSchema } from '@/lib/users/admin/schema';
import { updateSharedAccount } from '@/lib/users/admin/shared-accounts';

// PATCH /api/v1/admin/user/shared-account/{id} – rename, new password (signs its devices out), disable
export const PATCH = route({ access: 'admin' }, async ({ req, params, session }) => {
  const input = updateSharedAccountSchema.parse(await readJson(req));
  const item = await updateSharedAccount({ session, userId: String(params.id), input });
  return Response.json({ item });
});
