import { account } from '@/lib/auth/account';
import { route } from '@/lib/http/route';

// POST /api/v1/auth/logout – end this browser's session; idempotent, so a stale tab can always log out
export const POST = route({ auth: 'optional' }, async ({ session }) => {
  if (session) await account.logout(session);
  return Response.json({ item: { ok: true } });
});
