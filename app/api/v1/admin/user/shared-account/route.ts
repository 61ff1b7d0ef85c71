import { readJson, route } from '@/lib/http/route';
import { createSharedAccountSchema } from '@/lib/users/admin/schema';
import { createSharedAccount } from '@/lib/users/admin/shared-accounts';

// POST /api/v1/admin/user/shared-account – create a shared-device account (account name, password)
export const POST = route({ access: 'admin' }, async ({ req, session }) => {
  const input = createSharedAccountSchema.parse(await readJson(req));
  const { item } = await createSharedAccount({ session, input });
  return Response.json({ item }, { status: 201 });
});
