import { readJson, route } from '@/lib/http/route';
import { resetMasterPassword } from '@/lib/orgs/master-password';
import { masterPasswordSchema } from '@/lib/orgs/settings-ops/schema';

export const dynamic = 'force-dynamic';

// POST /api/v1/auth/reset-employeeIdMP – set or replace the organisation's master password {employeeIdMP} (org admins)
export const POST = route({ access: 'masterPassword', orgAdmin: true }, async ({ req, session }) => {
  const input = masterPasswordSchema.parse(await readJson(req));
  const item = await resetMasterPassword({ session, input });
  return Response.json({ item });
});
