import { readJson, route } from '@/lib/http/route';
import { addUser, bulkInvite } from '@/lib/users/admin/add-user';
import { addUserSchema, bulkInviteSchema } from '@/lib/users/admin/schema';

// POST /api/v1/users/add – add an org admin, group user, employee-ID user or shared-device account
// (spec §7 user/add); `{ type: 'group-user', emails: [...] }` invites many, with a result per address.
export const POST = route({ access: 'admin' }, async ({ req, session }) => {
  const body = await readJson(req);
  if (body && typeof body === 'object' && 'emails' in body) {
    const report = await bulkInvite({ session, input: bulkInviteSchema.parse(body) });
    return Response.json(report);
  }
  const { item, invitationStatus } = await addUser({ session, input: addUserSchema.parse(body) });
  return Response.json({ item, invitationStatus }, { status: 201 });
});
