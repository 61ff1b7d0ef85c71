import { account } from '@/lib/auth/account';
import { route } from '@/lib/http/route';

// POST /api/v1/auth/logout-all – "log out from all apps": end every session of the signed-in user
export const POST = route({ auth: 'required' }, async ({ session }) => {
  await account.logoutAll(session);
  return Response.json({ item: { ok: true } });
});
