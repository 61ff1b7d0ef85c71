import { route } from '@/lib/http/route';
import { getMasterPasswordStatus } from '@/lib/orgs/master-password';

export const dynamic = 'force-dynamic';

// GET /api/v1/auth/employeeIdMP – whether a master password is set (masked), never the password (org admins)
export const GET = route({ access: 'masterPassword', orgAdmin: true }, async ({ session }) => {
  const item = await getMasterPasswordStatus({ session });
  return Response.json({ item }, { headers: { 'Cache-Control': 'no-store' } });
});
