import { route } from '@/lib/http/route';
import { listAuditLog } from '@/lib/audit/list';
import { auditQuerySchema } from '@/lib/audit/schema';

export const dynamic = 'force-dynamic';

// GET /api/v1/admin/audit-log – the organisation's admin changes, newest first (org admins;
// page, size 20/50/100, action, entityType, actorId, q, from, to)
export const GET = route({ orgAdmin: true }, async ({ req, session }) => {
  const query = auditQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  const { items, total } = await listAuditLog({ session, query });
  return Response.json({ items, total }, { headers: { 'Cache-Control': 'no-store' } });
});
