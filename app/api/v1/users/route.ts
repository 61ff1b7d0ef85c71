import { route } from '@/lib/http/route';
import { searchUsersSchema } from '@/lib/users/admin/schema';
import { searchUsers } from '@/lib/users/admin/search-users';

export const dynamic = 'force-dynamic';

// GET /api/v1/users?query=&page=&hitsPerPage=&disabled=&workspaceId= – spec §7 user search (admins)
export const GET = route({ access: 'admin' }, async ({ req, session }) => {
  const input = searchUsersSchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await searchUsers({ session, input }), { headers: { 'Cache-Control': 'no-store' } });
});
