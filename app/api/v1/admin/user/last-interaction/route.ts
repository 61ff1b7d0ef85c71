import { recordLastInteraction } from '@/lib/access/idle';
import { route } from '@/lib/http/route';

// PATCH /api/v1/admin/user/last-interaction – the signed-in user was active (sent at most once a minute)
export const PATCH = route({}, async ({ session }) => {
  const item = await recordLastInteraction({ session });
  return Response.json({ item });
});
