import { getLinkStatus } from '@/lib/auth/account';
import { linkStatusQuerySchema } from '@/lib/auth/account/schema';
import { route } from '@/lib/http/route';

// GET /api/v1/auth/token?token&type – whether an invite, reset or free-trial link is still usable
export const GET = route({ auth: 'none' }, async ({ req }) => {
  const query = new URL(req.url).searchParams;
  const input = linkStatusQuerySchema.parse({ token: query.get('token'), type: query.get('type') });
  const item = await getLinkStatus(input);
  return Response.json({ item }, { headers: { 'cache-control': 'no-store' } });
});
