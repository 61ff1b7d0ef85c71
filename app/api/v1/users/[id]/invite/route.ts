import { route } from '@/lib/http/route';
import { resendInvite } from '@/lib/users/admin/resend-invite';

// POST /api/v1/users/{id}/invite – send a new invitation (the previous link stops working)
export const POST = route({ access: 'admin' }, async ({ params, session }) => {
  const { item, invitationStatus, expiresAt } = await resendInvite({ session, userId: String(params.id) });
  return Response.json({ item, invitationStatus, expiresAt });
});
